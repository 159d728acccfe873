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

const runtimeImport = "import { getLocale, experimentalStaticLocale } from '../runtime.js';"
const kiswahiliFunction = /\nconst sw_(\w+) = [\s\S]*?\n\};\n/
const kiswahiliCall = /if \(locale === "sw"\) return sw_(\w+)\(inputs\)/

/**
 * One compiled message module (src/paraglide/messages/<key>.js) with its Kiswahili function
 * taken out: the message reads Kiswahili from the loaded catalog, and the active language from
 * the app's language store rather than Paraglide's runtime. Throws when Paraglide's output no
 * longer has the expected shape, so a library update cannot quietly put Kiswahili back.
 */
export function withoutKiswahili(code: string, file: string): string {
  const fail = (what: string) => {
    throw new Error(`i18n: ${file} no longer has ${what} (Paraglide's output changed)`)
  }
  if (!code.includes(runtimeImport)) fail('the runtime import')
  if (!kiswahiliFunction.test(code)) fail('a Kiswahili function')
  if (!kiswahiliCall.test(code)) fail('the Kiswahili call')
  return code
    .replace(
      runtimeImport,
      'import { getLocale, experimentalStaticLocale } from "@/lib/i18n/message-locale";\n' +
        'import { kiswahiliMessages } from "@/lib/i18n/kiswahili-messages";',
    )
    .replace(kiswahiliFunction, '\n')
    .replace(kiswahiliCall, 'if (locale === "sw") return kiswahiliMessages.$1(inputs)')
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
      if (compile) await compileMessages()
    },
    configureServer(server) {
      if (!compile) return
      server.watcher.add('messages')
      server.watcher.on('change', (path) => {
        if (/messages\/[\w-]+\.\w+\.json$/.test(path)) void compileMessages()
      })
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!messageModule.test(file)) return null
      return { code: withoutKiswahili(code, file), map: null }
    },
  }
}
