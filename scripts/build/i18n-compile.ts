import { execFile } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { fingerprint, runUnlessUnchanged } from './fingerprint.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
/** What the output is made of: the messages, the project (its languages), Paraglide's config (the
 * cookie's name), and the locked Paraglide version. */
const inputs = [
  'messages',
  'project.inlang/settings.json',
  'project.inlang/paraglide.config.ts',
  'package-lock.json',
]
/** What was compiled last, in the output folder: a deleted src/paraglide is compiled again. */
export const stampFile = join(root, 'src/paraglide/.inputs-sha256')

/**
 * `npm run i18n`: Paraglide's CLI compiles messages/ into src/paraglide, in a child process
 * (Paraglide's own Vite plugin compiles in the build's process, where its storage engine kept
 * every `vite build` alive 20 s after its work was done). Skipped when these very inputs were
 * compiled last: Paraglide's SDK takes 5 s to start, and an install, the unit tests and each
 * build ask. True when it compiled.
 */
export function compileMessages(): Promise<boolean> {
  return runUnlessUnchanged(stampFile, fingerprint(root, inputs), () => {
    const cli = 'node_modules/.bin/paraglide-js'
    return new Promise((done, fail) => {
      execFile(cli, ['compile', '--silent'], { cwd: root }, (error, _out, errors) =>
        error ? fail(new Error(`i18n: compiling messages failed\n${errors}`)) : done(),
      )
    })
  })
}

/** The same when a build or the dev server starts, and in dev when a messages file changes. */
export function appI18n(): Plugin {
  return {
    name: 'matatu:i18n',
    async buildStart() {
      await compileMessages()
    },
    configureServer(server) {
      server.watcher.add('messages')
      server.watcher.on('change', (path) => {
        if (/messages\/[\w-]+\.\w+\.json$/.test(path)) void compileMessages()
      })
    },
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await compileMessages()
