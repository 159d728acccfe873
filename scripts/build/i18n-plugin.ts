import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * `npm run i18n` (Paraglide's CLI, with project.inlang/paraglide.config.ts) in a child process,
 * which exits once the files are written. Paraglide's own Vite plugin compiles in the build's
 * process, where its storage engine leaves a timer that kept every `vite build` alive about 20 s
 * after its work was done (32 s instead of 12 s here).
 */
function compileInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const cli = 'node_modules/.bin/paraglide-js'
    execFile(cli, ['compile', '--silent'], { cwd: root }, (error, _out, errors) =>
      error ? reject(new Error(`i18n: compiling messages failed\n${errors}`)) : resolve(),
    )
  })
}

/**
 * Compiles messages/ with Paraglide (project.inlang/paraglide.config.ts) when a build or the dev
 * server starts, and again in dev when a messages file changes. The output is Paraglide's own,
 * used as it is.
 */
export function appI18n(): Plugin {
  return {
    name: 'matatu:i18n',
    async buildStart() {
      await compileInChildProcess()
    },
    configureServer(server) {
      server.watcher.add('messages')
      server.watcher.on('change', (path) => {
        if (/messages\/[\w-]+\.\w+\.json$/.test(path)) void compileInChildProcess()
      })
    },
  }
}
