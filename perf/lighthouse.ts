import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { app, compared, floor } from './servers'

/** A page Lighthouse measures; `languages`: a browser whose languages are these (Kiswahili). */
interface Target {
  name: string
  url: string
  languages?: string
}

const kiswahili = 'sw-KE,sw,en'

/** The app's first screens, in English and as a Kiswahili phone gets them; the floor page; and
 * the first screens of the builds measured beside the app (BENCH_COMPARE), in English. */
export const lighthouseTargets: Target[] = [
  { name: '/', url: `${app.url}/` },
  { name: '/buses', url: `${app.url}/buses` },
  { name: 'Kiswahili /', url: `${app.url}/`, languages: kiswahili },
  { name: 'Kiswahili /buses', url: `${app.url}/buses`, languages: kiswahili },
  { name: 'floor page /buses', url: `${floor.url}/buses` },
  ...compared.flatMap(({ label, url }) => [
    { name: `${label} /`, url: `${url}/` },
    { name: `${label} /buses`, url: `${url}/buses` },
  ]),
]

export interface LighthouseReport {
  categories: Record<string, { score: number }>
  audits: Record<string, { numericValue: number }>
}

const reports = '.lighthouseci'
const { collect: base } = (
  createRequire(import.meta.url)('../lighthouserc.cjs') as {
    ci: { collect: Record<string, unknown> & { settings: Record<string, unknown> } }
  }
).ci

/**
 * `runs` rounds of `lhci collect` (the locked Lighthouse CI), each page once a round in turn, so
 * a busy moment of the machine falls on every page alike. `throttling`: 'devtools' (applied to
 * the page, what the budgets read) or 'simulate' (Lantern's estimate, PageSpeed Insights' way).
 * The servers must be running. Each page's reports; throws if Lighthouse left none.
 */
export function collectLighthouse(
  runs: number,
  throttling: 'devtools' | 'simulate',
  targets = lighthouseTargets,
): Map<string, LighthouseReport[]> {
  rmSync(reports, { recursive: true, force: true })
  mkdirSync(reports, { recursive: true })
  const found = new Map<string, LighthouseReport[]>()
  const { startServerCommand: _started, ...shared } = base
  for (let run = 0; run < runs; run++)
    for (const target of targets) {
      // Chromium's own switch sets both the header and navigator.languages, as a phone's
      // settings do (a header alone would be a browser that contradicts itself).
      const languages = target.languages ? ` --accept-lang=${target.languages}` : ''
      const settings = {
        ...base.settings,
        throttlingMethod: throttling,
        chromeFlags: `${String(base.settings.chromeFlags)}${languages}`,
      }
      const config = 'bench-results/lhci-collect.json'
      const collect = { ...shared, url: [target.url], numberOfRuns: 1, settings }
      writeFileSync(config, JSON.stringify({ ci: { collect } }))
      const before = new Set(readdirSync(reports))
      const { status } = spawnSync(
        'node_modules/.bin/lhci',
        ['collect', `--config=${config}`, '--additive'],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      )
      const added = readdirSync(reports).filter(
        (file) => /^lhr-.*\.json$/.test(file) && !before.has(file),
      )
      if (status !== 0 || added.length !== 1)
        throw new Error(`lhci collect on ${target.name} left ${added.length} reports`)
      const report = JSON.parse(readFileSync(`${reports}/${added[0]}`, 'utf8')) as LighthouseReport
      found.set(target.name, [...(found.get(target.name) ?? []), report])
      console.error(`bench: Lighthouse (${throttling}) ${target.name}, run ${run + 1} of ${runs}`)
    }
  spawnSync('node_modules/.bin/lhci', ['upload'], { stdio: ['ignore', 'ignore', 'inherit'] })
  return found
}
