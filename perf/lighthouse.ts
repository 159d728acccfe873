import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { app, compared, floor, kiswahiliBrowserLanguages } from './servers'

/** A page Lighthouse measures, as the bench's table names it. */
interface Target {
  name: string
  url: string
  /** A browser whose languages are these (its Accept-Language and navigator.languages). */
  languages?: string
}

/** The app's first screens in English and as a Kiswahili browser gets them, and the floor page. */
export const lighthouseTargets: Target[] = [
  { name: '/', url: `${app.url}/` },
  { name: '/buses', url: `${app.url}/buses` },
  {
    name: 'Kiswahili /',
    url: `${app.url}/`,
    languages: kiswahiliBrowserLanguages,
  },
  {
    name: 'Kiswahili /buses',
    url: `${app.url}/buses`,
    languages: kiswahiliBrowserLanguages,
  },
  { name: 'floor page /buses', url: `${floor.url}/buses` },
  // Builds measured beside the app (perf/servers.ts): their first screens, in English.
  ...compared.flatMap((subject) => [
    { name: `${subject.label} /`, url: `${subject.url}/` },
    { name: `${subject.label} /buses`, url: `${subject.url}/buses` },
  ]),
]

export interface LighthouseReport {
  categories: Record<string, { score: number }>
  audits: Record<string, { numericValue: number }>
}

const reports = '.lighthouseci'
const base = createRequire(import.meta.url)('../lighthouserc.cjs') as {
  ci: { collect: Record<string, unknown> & { settings: Record<string, unknown> } }
}

/**
 * `runs` rounds of Lighthouse CI's `lhci collect` (the locked one), each page once a round in
 * turn, so a busy moment of the machine falls on the app and the floor page alike. The servers
 * must be running. Returns each page's reports; throws if Lighthouse left none.
 */
export function collectLighthouse(runs: number): Map<string, LighthouseReport[]> {
  rmSync(reports, { recursive: true, force: true })
  mkdirSync(reports, { recursive: true })
  const found = new Map<string, LighthouseReport[]>()
  for (let run = 0; run < runs; run++)
    for (const target of lighthouseTargets) {
      const config = 'bench-results/lhci-collect.json'
      // The bench has started the servers: no startServerCommand.
      const { startServerCommand: _started, ...shared } = base.ci.collect
      const collect = { ...shared, url: [target.url], numberOfRuns: 1 }
      // Chromium's own switch sets both the header and navigator.languages, as a real
      // browser's settings do (a header alone would be a browser that contradicts itself).
      const languages = target.languages ? ` --accept-lang=${target.languages}` : ''
      const settings = {
        ...base.ci.collect.settings,
        chromeFlags: `${String(base.ci.collect.settings.chromeFlags)}${languages}`,
      }
      writeFileSync(config, JSON.stringify({ ci: { collect: { ...collect, settings } } }))
      const before = new Set(readdirSync(reports, { withFileTypes: true }).map((file) => file.name))
      const result = spawnSync(
        'node_modules/.bin/lhci',
        ['collect', `--config=${config}`, '--additive'],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      )
      const added = readdirSync(reports).filter(
        (file) => /^lhr-.*\.json$/.test(file) && !before.has(file),
      )
      if (result.status !== 0 || added.length !== 1)
        throw new Error(`lhci collect on ${target.name} left ${added.length} reports`)
      const report = JSON.parse(readFileSync(`${reports}/${added[0]}`, 'utf8')) as LighthouseReport
      found.set(target.name, [...(found.get(target.name) ?? []), report])
      console.error(`bench: Lighthouse ${target.name}, run ${run + 1} of ${runs}`)
    }
  spawnSync('node_modules/.bin/lhci', ['upload'], { stdio: ['ignore', 'ignore', 'inherit'] })
  return found
}
