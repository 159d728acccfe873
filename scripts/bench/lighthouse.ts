import { chromiumArgs, chromiumPath } from './browser'
import { readReport, type LighthouseRun } from './lighthouse-report'
import { run } from './processes'

/**
 * Lighthouse 12.8 from npx (kept out of package.json: a dependency of its pins a package at
 * `@latest`, so a lock file that held it could be refused by `npm ci`), mobile form factor with
 * default simulated throttling, on the machine's Chromium.
 */
const lighthousePackage = 'lighthouse@12.8.2'
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ')

/** Finds the npx-installed CLI once, so each run skips npx's own start-up (about 6 s). */
export async function findLighthouse(): Promise<string> {
  const output = await run('npx', ['--yes', '-p', lighthousePackage, '-c', 'command -v lighthouse'])
  const path = output
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('/') && line.endsWith('/lighthouse'))
  if (!path) throw new Error(`Could not find the lighthouse CLI: ${output}`)
  return path
}

export async function runLighthouse(
  cli: string,
  url: string,
  jsonPath: string,
): Promise<LighthouseRun> {
  await run(
    cli,
    [
      url,
      '--output=json',
      `--output-path=${jsonPath}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${chromeFlags}`,
    ],
    { CHROME_PATH: chromiumPath },
  )
  return readReport(jsonPath, url)
}
