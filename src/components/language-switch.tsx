import { useEffect, useRef } from 'react'
import { m } from '@/paraglide/messages.js'
import { useLanguage } from '@/hooks/use-language'
import { chooseLanguage, type Language } from '@/lib/i18n/language-store'
import { showToast } from '@/lib/toast-store'

/** Each language named in itself, the same in both languages. */
const choices: { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'sw', name: 'Kiswahili' },
]

/** The app re-mounts in the new language; this puts focus back on the button that was pressed. */
let focusAfterSwitch: Language | null = null

function requestFocusAfterSwitch(language: Language | null): void {
  focusAfterSwitch = language
}

/** True once, for the button of the language just switched to. */
function takeFocusRequest(language: Language): boolean {
  if (focusAfterSwitch !== language) return false
  focusAfterSwitch = null
  return true
}

/**
 * English / Kiswahili, each named in its own language. Needs the app (it loads the Kiswahili
 * texts), so on a prerendered page it keeps its place but shows once the app runs.
 */
export function LanguageSwitch() {
  const active = useLanguage()
  const activeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (takeFocusRequest(active)) activeButton.current?.focus()
  }, [active])

  const choose = (language: Language) => {
    if (language === active) return
    requestFocusAfterSwitch(language)
    chooseLanguage(language).catch(() => {
      requestFocusAfterSwitch(null)
      showToast({ text: m.language_unavailable() })
    })
  }

  return (
    <div className="language-switch" role="group" aria-label={m.language_label()} data-needs-app>
      {choices.map(({ language, name }) => (
        <button
          key={language}
          ref={language === active ? activeButton : undefined}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => choose(language)}
        >
          {name}
        </button>
      ))}
    </div>
  )
}
