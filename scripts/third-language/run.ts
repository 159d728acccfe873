/**
 * `npm run test:third-language`: proves that a language is added in Paraglide's project and its
 * messages alone (docs/i18n.md#adding-a-language). In a copy of the repository's tracked files
 * (with this checkout's node_modules), it adds the locale `xx` to project.inlang/settings.json,
 * gives it a copy of every base-language messages file, then compiles the messages and runs
 * `npm run build` there (type-check, production build, prerender), and fails unless the build
 * holds xx's pages and the host files and the service worker name them. Nothing else is edited,
 * so a table typed over the languages that lacks xx fails the type-check, and a page or host
 * rule that does not follow the list fails the findings. Not part of `npm test`: it builds the
 * whole app (about two minutes).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { copyCheckout, runIn } from '../build/checkout-copy.ts'
import { thirdLanguageFindings } from './build-findings.ts'

const added = 'xx'
const copy = copyCheckout('third-language')

interface InlangSettings {
  baseLocale: string
  locales: string[]
}

/** The new locale in the settings, and each base-language messages file copied for it. */
function addLanguage(): string[] {
  const settingsFile = join(copy, 'project.inlang/settings.json')
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as InlangSettings
  const others = settings.locales.filter((locale) => locale !== settings.baseLocale)
  settings.locales.push(added)
  writeFileSync(settingsFile, `${JSON.stringify(settings, null, 2)}\n`)
  const messages = join(copy, 'messages')
  const baseSuffix = `.${settings.baseLocale}.json`
  for (const file of readdirSync(messages).filter((name) => name.endsWith(baseSuffix))) {
    cpSync(join(messages, file), join(messages, file.replace(baseSuffix, `.${added}.json`)))
  }
  return others
}

function run(script: string): void {
  console.log(`\nthird language: npm run ${script}, ${added} added`)
  runIn(copy, script)
}

function fail(lines: string[]): never {
  console.error(`\nthird language FAILED (the copy stays in ${copy}):`)
  for (const line of lines) console.error(`  ✘ ${line}`)
  process.exit(1)
}

console.log(`third language: ${copy}`)
const others = addLanguage()
try {
  run('i18n')
  run('build')
} catch (error) {
  fail([error instanceof Error ? error.message : String(error)])
}
const findings = thirdLanguageFindings(join(copy, 'dist'), added, others)
if (findings.length) fail(findings)
rmSync(copy, { recursive: true, force: true })
console.log(
  `\nthird language: ${added} built, prerendered and named by every host, from its settings and messages alone`,
)
