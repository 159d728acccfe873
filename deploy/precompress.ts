import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The text files a host sends compressed (nginx's gzip_types, deploy/nginx/matatu.conf). */
const textFile = /\.(?:html|js|css|svg|json|webmanifest|txt)$/

/**
 * Writes a `.gz` twin beside every text file of the built app, at the highest level, so nginx's
 * `gzip_static` sends it without compressing on every request. Returns the files written.
 */
export async function precompress(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  await Promise.all(
    files.map(async (file) =>
      writeFile(`${file}.gz`, gzipSync(await readFile(file), { level: 9 })),
    ),
  )
  return files
}
