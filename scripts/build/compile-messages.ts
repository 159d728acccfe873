// `npm run i18n`: compiles the messages as a build does (see compileMessages).
import { compileMessages } from './i18n-plugin.ts'

await compileMessages()
// Paraglide's storage engine leaves a 30 s timer behind; nothing is left to do once the files
// are written.
process.exit(0)
