import { useShowLanguage } from '@/hooks/use-show-language'
import { m } from '@/paraglide/messages.js'
import { locales } from '@/paraglide/runtime.js'
import { getLanguage, keepLanguageChoice, type Language } from '@/lib/i18n/language'

/**
 * A button for each language, each named in its own language ("English", "Kiswahili") whatever
 * the page's. Needs the app, so on a prerendered page it keeps its place but shows once the app
 * runs.
 */
export function LanguageSwitch() {
  const show = useShowLanguage()
  const active = getLanguage()
  // The pressed button keeps the focus, and every form what was typed.
  const choose = (language: Language) => {
    if (language === active) return
    keepLanguageChoice(language)
    show(language)
  }

  return (
    <div className="language-switch" role="group" aria-label={m.language_label()} data-needs-app>
      {locales.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => choose(language)}
        >
          {m.language_name({}, { locale: language })}
        </button>
      ))}
    </div>
  )
}
