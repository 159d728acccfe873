// `npm run i18n`: compiles the messages as the Vite plugin does (scripts/build/i18n-options.ts).
import { compile } from '@inlang/paraglide-js'
import { i18nOptions } from './i18n-options.ts'

await compile(i18nOptions)
// Paraglide's storage engine leaves a 30 s timer behind; nothing is left to do once the files
// are written.
process.exit(0)
