import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { installLine, missingPrerequisites, prerequisitesReport } from './prerequisites'

describe('the browser tests prerequisites check', () => {
  it('names a missing Chromium and a missing nginx', () => {
    const missing = missingPrerequisites({
      chromium: '/nowhere/chromium',
      chromiumFromEnv: true,
      nginxCandidates: ['/nowhere/nginx'],
    })
    expect(missing).toEqual([
      expect.stringMatching(/^Chromium: CHROME_PATH=\/nowhere\/chromium does not run/),
      expect.stringMatching(/^nginx: not found \(looked for \/nowhere\/nginx\)/),
    ])
    expect(prerequisitesReport(missing)).toContain(`\n  ${installLine}`)
  })

  it('stops the run with the README install line when CHROME_PATH points nowhere', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'e2e/prerequisites.ts'], {
      env: { ...process.env, CHROME_PATH: '/nowhere/chromium' },
    })
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Chromium: CHROME_PATH=/nowhere/chromium does not run'),
    })
    await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining(installLine) })
  })
})
