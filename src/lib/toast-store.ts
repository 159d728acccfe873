import type { LinkProps } from '@tanstack/react-router'
import { watchedValue } from './watched-value'

/**
 * A short word after an action: "Booking cancelled", with an optional way on. Its texts are read
 * when shown, so an open toast follows a language switch.
 */
interface Toast {
  id: number
  text: () => string
  link?: { label: () => string; to: LinkProps['to'] }
}

/** The page's one toast, or null. */
export const currentToast = watchedValue<Toast | null>(null)
let nextId = 1

/** Shows `text` in the page's one toast region; a newer toast replaces an older one. */
export function showToast(toast: Omit<Toast, 'id'>): void {
  currentToast.set({ ...toast, id: nextId++ })
}

export function dismissToast(): void {
  currentToast.set(null)
}
