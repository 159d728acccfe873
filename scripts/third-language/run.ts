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
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { thirdLanguageFindings } from './build-findings.ts'

const added = 'xx'
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const copy = mkdtempSync(join(tmpdir(), 'matatu-third-language-'))

/** The tracked files as they are in this checkout (edits not yet committed included). */
function copyTrackedFiles(): void {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  for (const file of files.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(root, file), join(copy, file), { force: false, errorOnExist: true })
  }
}

/**
 * Each package by a symlink, but not the tools' own state under node_modules/ (`.tmp` with
 * TypeScript's build info and the prerender's renderer, caches): the copy's build writes its
 * own, and leaves this checkout's alone.
 */
function linkNodeModules(): void {
  mkdirSync(join(copy, 'node_modules'))
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry.startsWith('.') && entry !== '.bin') continue
    symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry))
  }
}

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
  execFileSync('npm', ['run', script], {
    cwd: copy,
    stdio: 'inherit',
    // As CI builds: against the local mock backend's address, set on purpose.
    env: { ...process.env, VITE_API_BASE_URL: 'http://localhost:5500' },
  })
}

function fail(lines: string[]): never {
  console.error(`\nthird language FAILED (the copy stays in ${copy}):`)
  for (const line of lines) console.error(`  ✘ ${line}`)
  process.exit(1)
}

console.log(`third language: ${copy}`)
copyTrackedFiles()
linkNodeModules()
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
