import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pagesCompatibilityDate } from '../../deploy/pages-compatibility'
import { ports } from '../servers'
import { expect, test } from '../fixtures'
import { dist as built, hashedAsset } from './built-files'

/**
 * Cloudflare Pages bills every run of a Function. The build's `_routes.json` keeps the build's own
 * files away from functions/_middleware.ts. Proved on Pages' own runtime (`wrangler pages dev`)
 * with a Function that fails every request it gets: the files still come, a page does not.
 */
const dist = resolve(built)
const port = ports.pagesApp + 10
const url = `http://127.0.0.1:${port}`
let folder: string
let wrangler: ChildProcess

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'matatu-pages-routes-'))
  mkdirSync(join(folder, 'functions'))
  writeFileSync(
    join(folder, 'functions/_middleware.js'),
    "export function onRequest() { throw new Error('the Function ran') }\n",
  )
  wrangler = spawn(
    resolve('node_modules/.bin/wrangler'),
    ['pages', 'dev', dist, '--ip', '127.0.0.1', '--port', String(port)].concat([
      `--compatibility-date=${pagesCompatibilityDate}`,
      '--persist-to',
      join(folder, 's'),
    ]),
    {
      cwd: folder,
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
    },
  )
  const robots = () =>
    fetch(`${url}/robots.txt`).then(
      (answer) => answer.status,
      () => 0,
    )
  await expect.poll(robots, { timeout: 60_000 }).toBe(200)
})
test.afterAll(() => {
  wrangler.kill('SIGTERM')
  rmSync(folder, { recursive: true, force: true })
})

test('scripts, pictures and the worker never run the Function; pages do', async ({ request }) => {
  for (const path of [
    hashedAsset,
    '/icons/favicon-32.png',
    '/slides/seat-map.svg',
    '/sw.js',
    '/manifest.webmanifest',
  ])
    expect((await request.get(`${url}${path}`)).status(), path).toBe(200)
  expect((await request.get(`${url}/buses`)).status()).toBeGreaterThanOrEqual(500)
})
