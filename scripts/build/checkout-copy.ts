import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** This checkout's root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * A copy of this checkout's tracked files (as they are, uncommitted edits included) in a new
 * temporary folder, with this checkout's packages: each by a symlink, but not the tools' own
 * state under node_modules/ (`.tmp` with TypeScript's build info and the prerender's renderer,
 * caches), so the copy's build writes its own and leaves this checkout's alone. Returns its path.
 */
export function copyCheckout(name: string): string {
  const copy = mkdtempSync(join(tmpdir(), `matatu-${name}-`))
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  for (const file of files.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(root, file), join(copy, file), { force: false, errorOnExist: true })
  }
  mkdirSync(join(copy, 'node_modules'))
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry.startsWith('.') && entry !== '.bin') continue
    symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry))
  }
  return copy
}

/**
 * `npm run <script>` in a copy, as CI builds: against the local mock backend's address, and with
 * this checkout's commit time, which a copy without git history cannot read (vite.config.ts).
 */
export function runIn(folder: string, script: string): void {
  const commitTime = execFileSync('git', ['log', '-1', '--format=%ct'], {
    cwd: root,
    encoding: 'utf8',
  })
  execFileSync('npm', ['run', script], {
    cwd: folder,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_BASE_URL: 'http://localhost:5500',
      SOURCE_DATE_EPOCH: commitTime.trim(),
    },
  })
}
