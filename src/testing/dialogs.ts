import { vi } from 'vitest'
import { dialogs } from '@/lib/dialogs'

/** The app's dialogs stubbed: the prompt answers `prompt`, the confirm `confirm`; alerts are only recorded. */
export function stubDialogs({ prompt = null, confirm = true }: StubAnswers = {}) {
  return {
    prompt: vi.spyOn(dialogs, 'prompt').mockReturnValue(prompt),
    confirm: vi.spyOn(dialogs, 'confirm').mockReturnValue(confirm),
    alert: vi.spyOn(dialogs, 'alert').mockImplementation(() => {}),
  }
}

interface StubAnswers {
  prompt?: string | null
  confirm?: boolean
}
