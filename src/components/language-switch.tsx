import { useEffect, useRef } from 'react'
import { m } from '@/paraglide/messages.js'
import { chooseLanguage, useLanguage, type Language } from '@/lib/i18n/language-store'
import { showToast } from '@/lib/toast-store'

const choices: { language: Language; short: string; name: string }[] = [
  { language: 'en', short: 'EN', name: 'English' },
  { language: 'sw', short: 'SW', name: 'Kiswahili' },
]

/** The app re-mounts in the new language; this puts focus back on the button that was pressed. */
let focusAfterSwitch: Language | null = null

/**
 * English / Kiswahili, each named in its own language. Needs the app (it loads the Kiswahili
 * texts), so on a prerendered page it keeps its place but shows once the app runs.
 */
export function LanguageSwitch() {
  const active = useLanguage()
  const activeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (focusAfterSwitch !== active) return
    focusAfterSwitch = null
    activeButton.current?.focus()
  }, [active])

  const choose = (language: Language) => {
    if (language === active) return
    focusAfterSwitch = language
    chooseLanguage(language).catch(() => {
      focusAfterSwitch = null
      showToast({ text: m.language_unavailable() })
    })
  }

  return (
    <div className="language-switch" role="group" aria-label={m.language_label()} data-needs-app>
      {choices.map(({ language, short, name }) => (
        <button
          key={language}
          ref={language === active ? activeButton : undefined}
          type="button"
          lang={language}
          aria-label={name}
          aria-pressed={language === active}
          onClick={() => choose(language)}
        >
          {short}
        </button>
      ))}
    </div>
  )
}
