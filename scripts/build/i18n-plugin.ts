import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { compile } from '@inlang/paraglide-js'
import type { Plugin } from 'vite'

const shared = {
  project: './project.inlang',
  strategy: ['baseLocale'],
  emitReadme: false,
  isServer: 'false',
} satisfies Partial<Parameters<typeof compile>[0]>

/**
 * Compiles messages/<area>.<locale>.json twice: one module per message (what the app imports:
 * each route's chunk gets the messages it uses) into src/paraglide, and one module per language
 * into src/paraglide-catalog, whose Kiswahili module is the chunk loaded when it is chosen.
 */
export async function compileMessages(): Promise<void> {
  await compile({ ...shared, outdir: './src/paraglide', outputStructure: 'message-modules' })
  await compile({ ...shared, outdir: './src/paraglide-catalog', outputStructure: 'locale-modules' })
}

/**
 * `npm run i18n` (scripts/build/compile-messages.ts) in a child process, which exits as soon as
 * the files are written. Paraglide's storage engine leaves a 30 s timer behind after a compile:
 * run in the build's own process, it kept every build alive for 30 s after its work was done.
 */
function compileInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const script = 'scripts/build/compile-messages.ts'
    execFile('node_modules/.bin/tsx', [script], { cwd: root }, (error, _out, errors) =>
      error ? reject(new Error(`i18n: compiling messages failed\n${errors}`)) : resolve(),
    )
  })
}

const englishFunction = /\nconst en_(\w+) = ([\s\S]*?\n\});\n/
const exportedMessage = /\nexport const (\w+) = /
const fixedText =
  /^\/\*\*[^*]*\*\/ \(\) => \{\s*return \/\*\* @type \{LocalizedString\} \*\/ \((`[^`$\\]*`)\)\s*\}$/

/**
 * One compiled message module (src/paraglide/messages/<key>.js) rewritten to its English text
 * and one call: `message(key, english)` (src/lib/i18n/message.ts) reads the active language
 * from the app's language store and Kiswahili from the catalog loaded when it is chosen. Each route's chunk thus carries only the English of
 * the messages it uses, with no per-message wrapper. Throws when Paraglide's output no longer has the expected shape, so a library
 * update cannot quietly put Kiswahili back into the first load.
 */
export function englishOnly(code: string, file: string): string {
  const english = englishFunction.exec(code)
  const exported = exportedMessage.exec(code)
  if (!english || !exported || english[1] !== exported[1]) {
    throw new Error(`i18n: ${file} no longer has its English function (Paraglide's output changed)`)
  }
  const [, key = '', body = ''] = english
  // A text without placeholders goes in as it is, the rest as Paraglide's function.
  const text = fixedText.exec(body)?.[1] ?? body
  return [
    'import { message } from "@/lib/i18n/message";',
    `export const ${key} = /* @__PURE__ */ message(${JSON.stringify(key)}, ${text});`,
  ].join('\n')
}

/**
 * Compiles the messages when a build or the dev server
 * starts, and keeps each message's Kiswahili text out of the chunks that use it: all of
 * Kiswahili is one chunk, loaded when a traveller chooses it (src/lib/i18n/kiswahili-messages.ts).
 * Vitest passes `compile: false` and reads what `npm run i18n` compiled (`pretest:unit`), so
 * parallel runs never rewrite src/paraglide under each other.
 */
export function appI18n({ compile = true } = {}): Plugin {
  const messageModule = /\/src\/paraglide\/messages\/(?!_index\.js)[\w-]+\.js$/
  return {
    name: 'matatu:i18n',
    // Before other plugins reprint the module: the patterns match Paraglide's own output.
    enforce: 'pre',
    async buildStart() {
      if (compile) await compileInChildProcess()
    },
    configureServer(server) {
      if (!compile) return
      server.watcher.add('messages')
      server.watcher.on('change', (path) => {
        if (/messages\/[\w-]+\.\w+\.json$/.test(path)) void compileInChildProcess()
      })
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!messageModule.test(file)) return null
      return { code: englishOnly(code, file), map: null }
    },
  }
}
