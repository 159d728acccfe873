import { stat, writeFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { compileMessages, stampFile } from './i18n-compile'

const compiled = ['src/paraglide/runtime.js', 'src/paraglide/messages.js']
const identities = async () =>
  (await Promise.all(compiled.map((file) => stat(file)))).map((file) => [file.ino, file.mtimeMs])

it('npm run i18n: compiles when its inputs changed, rewriting no file whose content is the same (a build never empties src/paraglide under a test), then skips', async () => {
  const before = await identities()
  await writeFile(stampFile, 'inputs that were compiled before')
  expect(await compileMessages()).toBe(true)
  expect(await identities()).toEqual(before)
  expect(await compileMessages()).toBe(false)
}, 30_000)
