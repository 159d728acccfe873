// `npm run i18n`: compiles the messages as a build does (see compileMessages).
import { compileMessages } from './i18n-plugin.ts'

await compileMessages()
