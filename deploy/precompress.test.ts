import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, expect, it } from 'vitest'
import { precompress } from './precompress'

let dist = ''
afterEach(() => rm(dist, { recursive: true, force: true }))

it('the build writes .gz twins of pages, scripts, styles and the manifest; not of pictures nor host files', async () => {
  dist = await mkdtemp(join(tmpdir(), 'matatu-gz-'))
  await mkdir(join(dist, 'assets'))
  const texts = {
    'index.html': '<p>home</p>'.repeat(50),
    'assets/app-abc.js': 'export const a = 1;'.repeat(50),
    'assets/app-abc.css': 'a{color:red}'.repeat(50),
    'manifest.webmanifest': '{"name":"Matatu"}',
  }
  for (const [file, text] of Object.entries(texts)) await writeFile(join(dist, file), text)
  await writeFile(join(dist, 'icon.png'), Buffer.from([137, 80, 78, 71]))
  await writeFile(join(dist, '_headers'), '/*\n  X: y\n')

  await precompress(dist)

  for (const [file, text] of Object.entries(texts)) {
    expect(gunzipSync(await readFile(join(dist, `${file}.gz`))).toString(), file).toBe(text)
  }
  const all = await readdir(dist, { recursive: true })
  const twins = Object.keys(texts).map((file) => `${file}.gz`)
  expect(all.filter((file) => file.endsWith('.gz')).sort()).toEqual(twins.sort())
})
