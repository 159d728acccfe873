import { useRouter } from '@tanstack/react-router'
import { m } from '@/paraglide/messages.js'
import { chooseLanguage, getLanguage, type Language } from '@/lib/i18n/language'

/** Each language named in itself, the same in both languages. */
const choices: { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'sw', name: 'Kiswahili' },
]

/**
 * English / Kiswahili, each named in its own language. Needs the app, so on a prerendered page
 * it keeps its place but shows once the app runs.
 */
export function LanguageSwitch() {
  const router = useRouter()
  const active = getLanguage()
  // The router renders every match again (docs/i18n.md): nothing re-mounts, so the pressed
  // button keeps the focus and every form what was typed. No match is marked invalid: a
  // switch is no reason to load a failed page again.
  const choose = (language: Language) => {
    if (language === active) return
    chooseLanguage(language)
    void router.invalidate({ filter: () => false })
  }

  return (
    <div className="language-switch" role="group" aria-label={m.language_label()} data-needs-app>
      {choices.map(({ language, name }) => (
        <button
          key={language}
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
