import { defineConfig } from '@inlang/paraglide-js'

/**
 * How Paraglide compiles messages/ (docs/i18n.md): its own config file, which its CLI reads
 * (`npm run i18n`, also run by the Vite plugin at the start of a build).
 *
 * The language of a page is found, in order: the page's own `<html lang>` (React hydrates the
 * page in the language it came in), else the traveller's (the language cookie they chose, else
 * their browser's first language: src/lib/i18n/language-rule.ts), else the base language. Both
 * strategies are defined in src/lib/i18n/language.ts; neither writes a cookie (Paraglide's own
 * cookie strategy writes the language it resolved on first use, a choice nobody made).
 *
 * `cookieName` is defined here and nowhere else: the app, the hosts (the language rule, the
 * generated nginx maps) and the tests read it from the compiled runtime. `nf_lang` is the
 * name Netlify's `Language=` condition reads.
 */
export default defineConfig({
  outdir: './src/paraglide',
  strategy: ['custom-page', 'custom-traveller', 'baseLocale'],
  cookieName: 'nf_lang',
  outputStructure: 'message-modules',
  emitReadme: false,
  isServer: 'false',
})
