import { readFileSync, writeFileSync } from 'node:fs'

/**
 * `npm run lock:complete`, after any `npm install` that changes package-lock.json.
 *
 * The registry mirror this project installs from carries the platform binaries of the machines
 * we use (linux x64/arm64), not every platform a package offers as an optional dependency. npm
 * writes no lock entry for an optional dependency it cannot resolve, and `npm ci` then refuses
 * the lock ("Missing: @rollup/rollup-darwin-x64 from lock file"). Each missing one gets an entry
 * with its version and platform (os, cpu, libc): on any other platform npm skips it unfetched.
 */
interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  license?: string
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optionalDependencies?: Record<string, string>
}

const oses = ['android', 'darwin', 'freebsd', 'openbsd', 'openharmony', 'linux', 'win32', 'netbsd']
const cpus = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x']
const token = (name: string, words: string[]) =>
  words.find((word) => new RegExp(`(^|-)${word}(-|$)`).test(name))

export function completeLock(packages: Record<string, LockEntry>): string[] {
  const added: string[] = []
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (packages[`node_modules/${name}`] || packages[`${key}/node_modules/${name}`]) continue
      const binary = name.split('/').at(-1) ?? name
      const os = token(binary, oses)
      const cpu = token(binary, cpus)
      if (!name.startsWith('@') || !os || !cpu) continue
      packages[`node_modules/${name}`] = {
        version: range.replace(/^[~^=]/, ''),
        ...(entry.dev ? { dev: true } : {}),
        ...(entry.license ? { license: entry.license } : {}),
        optional: true,
        os: [os],
        cpu: [cpu],
        ...(os === 'linux' ? { libc: [binary.includes('musl') ? 'musl' : 'glibc'] } : {}),
      }
      added.push(name)
    }
  }
  return added
}

const file = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> }
const added = completeLock(lock.packages)
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`${file}: ${added.length} optional platform entries added`)
