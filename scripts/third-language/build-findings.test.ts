import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { thirdLanguageFindings } from './build-findings.ts'

const page = (language: string) => `<!doctype html><html lang="${language}"><body></body></html>`

/** A build with the base language's pages, sw's and xx's, and the host files naming both. */
const completeBuild: Record<string, string> = {
  'index.html': page('en'),
  'buses.html': page('en'),
  'sw/index.html': page('sw'),
  'sw/buses.html': page('sw'),
  'xx/index.html': page('xx'),
  'xx/buses.html': page('xx'),
  _headers: '/*\n  X: 1\n/sw/*\n  Vary: Cookie\n/xx/*\n  Vary: Cookie\n',
  _redirects:
    '/buses  /sw/buses.html  200!  Language=sw\n/buses  /xx/buses.html  200!  Language=xx\n',
  '_nginx-language.conf': 'map $cookie_l $l {\n    en  "";\n    sw  /sw;\n    xx  /xx;\n}\n',
  'sw.js': '[{url:"index.html"},{url:"sw/index.html"},{url:"xx/index.html"}]',
}

const dists: string[] = []
function build(files: Record<string, string | undefined>): string {
  const dist = mkdtempSync(join(tmpdir(), 'third-language-'))
  dists.push(dist)
  for (const [file, text] of Object.entries(files)) {
    if (text === undefined) continue
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), text)
  }
  return dist
}
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true })
})

/** What the build lacks for xx, the build being the complete one with `changes`. */
const findingsWith = (changes: Record<string, string | undefined>) =>
  thirdLanguageFindings(build({ ...completeBuild, ...changes }), 'xx', ['sw'])

it('what a build lacks for a language added to the settings alone: nothing when all has it; else its own page in its language, its folders, its precache', () => {
  expect(findingsWith({})).toEqual([])
  // A page of its own, in its language.
  expect(findingsWith({ 'xx/buses.html': undefined, 'xx/index.html': page('en') })).toEqual([
    'no xx/buses.html',
    'xx/index.html is not <html lang="xx">',
  ])
  // Its folder in a host file, as often as the other languages have theirs.
  const changes = {
    _redirects: '/buses  /sw/buses.html  200!  Language=sw\n',
    '_nginx-language.conf': 'map $cookie_l $l {\n    sw  /sw;\n}\n',
  }
  expect(findingsWith(changes)).toEqual([
    '_redirects does not name /xx',
    '_redirects names /xx 0 times, /sw 1',
    '_nginx-language.conf does not name /xx',
    '_nginx-language.conf names /xx 0 times, /sw 1',
  ])
  // Its pages in the service worker’s precache.
  const precache = '[{url:"index.html"},{url:"sw/index.html"}]'
  expect(findingsWith({ 'sw.js': precache })).toEqual(['sw.js does not precache xx/index.html'])
})
