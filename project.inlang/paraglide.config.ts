import { defineConfig } from '@inlang/paraglide-js'
import { languageCookie } from '../deploy/host-language.ts'

/**
 * How Paraglide compiles messages/ (docs/i18n.md): its own config file, which its CLI reads
 * (`npm run i18n`, also run by the Vite plugin at the start of a build).
 *
 * The language of a page is found, in order: the page's own `<html lang>` (the host picked that
 * file by the cookie or the browser's language, and React hydrates it in that language), the
 * cookie `nf_lang` (the traveller's choice, which every host reads: deploy/host-language.ts), the browser's
 * preferred languages, English. `custom-page` is defined in src/lib/i18n/language.ts.
 */
export default defineConfig({
  outdir: './src/paraglide',
  strategy: ['custom-page', 'cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: languageCookie,
  outputStructure: 'message-modules',
  emitReadme: false,
  isServer: 'false',
})
