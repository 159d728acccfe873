import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { expect, test } from '@playwright/test'
import { inFreshContext } from './figures'
import { benchDist, resetMockApi } from './servers'

/** Read by .size-limit.cjs, which weighs these files as the browser receives them (gzip). */
export const initialJsFile = 'bench-results/initial-js.json'

/**
 * The JS files / and /buses load before they are idle, with no input: the HTML's scripts and
 * preloads and whatever the app imports as it starts (the service worker's helper). size-limit
 * weighs them. Routes load their own code: / loads only part of the
 * build's JS, and /buses loads more than / does.
 */
test('the JS files / and /buses load first', async ({ browser }) => {
  await resetMockApi()
  const loaded: Record<string, string[]> = {}
  for (const path of ['/', '/buses']) {
    loaded[path] = await inFreshContext(browser, async (context) => {
      const page = await context.newPage()
      const files = new Set<string>()
      page.on('request', (request) => {
        if (request.resourceType() === 'script') files.add(new URL(request.url()).pathname)
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.waitForFunction(() => 'appRunning' in document.documentElement.dataset)
      return [...files].sort()
    })
  }
  const built = (await readdir(`${benchDist}/assets`)).filter((file) => file.endsWith('.js'))
  expect(loaded['/']?.length).toBeLessThan(built.length)
  expect(loaded['/buses']?.filter((file) => !loaded['/']?.includes(file)).length).toBeGreaterThan(0)
  await mkdir(dirname(initialJsFile), { recursive: true })
  await writeFile(initialJsFile, JSON.stringify(loaded, null, 2) + '\n')
})
