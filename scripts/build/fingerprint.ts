import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A SHA-256 of the files at `paths` (a folder stands for every file under it; a missing path is
 * skipped), each with its name, in a fixed order, and of `settings`: what a build step was made
 * from, to skip it when nothing changed.
 */
export function fingerprint(root: string, paths: string[], settings = ''): string {
  const files = paths.flatMap((path) => {
    const absolute = join(root, path)
    if (!existsSync(absolute)) return []
    if (!statSync(absolute).isDirectory()) return [path]
    return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
      .map((name) => join(path, name))
      .filter((name) => statSync(join(root, name)).isFile())
  })
  const hash = createHash('sha256').update(settings)
  for (const path of files.sort()) hash.update(`\0${path}\0`).update(readFileSync(join(root, path)))
  return hash.digest('hex')
}

/**
 * Runs `step` unless `stampFile` holds `print` (the fingerprint `step` is made from), then keeps
 * it there: a step whose inputs did not change since it last succeeded is skipped. True when it
 * ran.
 */
export async function runUnlessUnchanged(
  stampFile: string,
  print: string,
  step: () => Promise<void>,
  { force = false } = {},
): Promise<boolean> {
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === print) return false
  await step()
  writeFileSync(stampFile, print)
  return true
}
