// `npm run i18n`: compiles the messages as the Vite plugin does (scripts/build/i18n-options.ts).
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { compile } from '@inlang/paraglide-js'
import { i18nOptions } from './i18n-options.ts'

/**
 * What the last compile wrote, hashed as Paraglide's own CLI and bundler plugin seed it (the file
 * with its absolute path). With it, and the folder not emptied first (as they do too), a compile
 * writes only the files that changed and deletes only those gone: a test or build importing
 * src/paraglide meanwhile (`vite build` compiles too) never finds it half-written.
 */
async function previousCompilation(outdir: string) {
  const root = resolve(outdir)
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  const outputHashes: Record<string, string> = {}
  for (const file of files.filter((entry) => entry.isFile())) {
    const path = join(file.parentPath, file.name)
    const key = path.slice(root.length + 1).replaceAll('\\', '/')
    const content = await readFile(path, 'utf8')
    outputHashes[key] = createHash('sha256')
      .update(content + resolve(root, key))
      .digest('hex')
  }
  return { outputHashes }
}

await compile({
  ...i18nOptions,
  previousCompilation: await previousCompilation(i18nOptions.outdir),
  cleanOutdir: false,
})
// Paraglide's storage engine leaves a 30 s timer behind; nothing is left to do once the files
// are written.
process.exit(0)
