import { execFile } from 'node:child_process'
import { stat } from 'node:fs/promises'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const compiled = ['src/paraglide/runtime.js', 'src/paraglide/messages.js']

describe('npm run i18n', () => {
  it('rewrites nothing when no message changed, so a build never empties src/paraglide under a test', async () => {
    const before = await Promise.all(compiled.map((file) => stat(file)))
    await promisify(execFile)('node_modules/.bin/paraglide-js', ['compile', '--silent'])
    const after = await Promise.all(compiled.map((file) => stat(file)))
    expect(after.map((file) => [file.ino, file.mtimeMs])).toEqual(
      before.map((file) => [file.ino, file.mtimeMs]),
    )
  }, 30_000)
})
