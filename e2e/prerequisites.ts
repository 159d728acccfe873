/**
 * `npm test` and `npm run test:e2e` start with this check (`tsx e2e/prerequisites.ts`): the
 * browser tests need Chromium (CHROME_PATH, else /usr/bin/chromium-headless-shell) and nginx. A
 * missing one stops the run at once with its name and the README's install line, rather than
 * after a minute of unit tests, test by test.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { findNginx, nginxCandidates } from '../deploy/nginx-binary'
import { testChromiumPath } from '../scripts/chromium'

/** The README's install line ("Set up on a fresh machine"). */
export const installLine = 'sudo apt-get install -y chromium chromium-headless-shell nginx'

interface Machine {
  chromium: string
  chromiumFromEnv: boolean
  nginxCandidates: readonly string[]
}

const thisMachine: Machine = {
  chromium: testChromiumPath,
  chromiumFromEnv: Boolean(process.env.CHROME_PATH),
  nginxCandidates,
}

/** One line per missing prerequisite; none when everything is there. */
export function missingPrerequisites(machine: Machine = thisMachine): string[] {
  const missing: string[] = []
  if (spawnSync(machine.chromium, ['--version']).status !== 0) {
    const where = machine.chromiumFromEnv ? `CHROME_PATH=${machine.chromium}` : machine.chromium
    missing.push(`Chromium: ${where} does not run (install it, or set CHROME_PATH to a Chromium)`)
  }
  if (!findNginx(machine.nginxCandidates)) {
    missing.push(`nginx: not found (looked for ${machine.nginxCandidates.join(', ')})`)
  }
  return missing
}

export function prerequisitesReport(missing: string[]): string {
  return [
    'The browser tests cannot run. Missing:',
    ...missing.map((line) => `  - ${line}`),
    'Install what is missing as the README says (Set up on a fresh machine):',
    `  ${installLine}`,
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingPrerequisites()
  if (missing.length > 0) {
    console.error(prerequisitesReport(missing))
    process.exitCode = 1
  }
}
