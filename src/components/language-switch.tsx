import { m } from '@/paraglide/messages.js'
import { useLanguage } from '@/hooks/use-language'
import { chooseLanguage, type Language } from '@/lib/i18n/language-store'
import { showToast } from '@/lib/toast-store'

/** Each language named in itself, the same in both languages. */
const choices: { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'sw', name: 'Kiswahili' },
]

/**
 * English / Kiswahili, each named in its own language. Needs the app (it loads the Kiswahili
 * texts), so on a prerendered page it keeps its place but shows once the app runs.
 */
export function LanguageSwitch() {
  const active = useLanguage()
  // Nothing re-mounts on a switch: the pressed button keeps the focus.
  const choose = (language: Language) => {
    if (language === active) return
    chooseLanguage(language).catch(() => showToast({ text: m.language_unavailable }))
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
