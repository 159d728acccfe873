import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { preview } from 'vite'
import { expect, recordDialogs, recordRequests, test } from '../fixtures'
import { bundles, mockServerUrl } from '../servers'
import { signInThroughApi } from '../session-helpers'
import { readStoredData, waitForServiceWorker } from '../stored-data'
import { mockState, resetMockBackend } from './mock-backend'
import { nav, savedNotice } from './page-helpers'

// The installed app: the service worker is what these tests are about.
test.use({ serviceWorkers: 'allow' })

/**
 * The production build offline (docs/product.md#offline): installable, served by its service
 * worker, showing what was saved, refusing actions that need the server, leaving nothing of a
 * traveller behind (security-session.spec.ts logs out offline), and offering a new version
 * without reloading anyone's page.
 */

const busCards = (page: Page) => page.getByRole('list', { name: 'Buses' }).getByRole('article')

/**
 * Makes what was saved an hour older, as if saved long ago, so that it is stale once restored
 * and the app refetches it on reconnect. (The saved-data entry of src/lib/saved-data.ts.)
 */
async function ageSavedData(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
      })
    const database = await done(indexedDB.open('matatu-saved-data'))
    const store = database.transaction('queries', 'readwrite').objectStore('queries')
    const saved = JSON.parse((await done(store.get('cache'))) as string) as {
      clientState: { queries: { state: { dataUpdatedAt: number } }[] }
    }
    for (const query of saved.clientState.queries) query.state.dataUpdatedAt -= 60 * 60 * 1000
    await done(store.put(JSON.stringify(saved), 'cache'))
    database.close()
  })
}

test.beforeEach(resetMockBackend)

test('installable: the manifest, its icons, and Chromium finds nothing missing', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/')).text()
  expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  expect(home).toContain('<meta name="theme-color" content="#0b5d44"')
  const response = await request.get('/manifest.webmanifest')
  expect(response.ok()).toBe(true)
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Matatu — bus and shuttle seats',
    short_name: 'Matatu',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b5d44',
    background_color: '#f6f8f7',
  })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src)
    expect(file.headers()['content-type'], icon.src).toBe('image/png')
    const png = await file.body()
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
  }

  await page.goto('/')
  await waitForServiceWorker(page)
  const cdp = await page.context().newCDPSession(page)
  const { errors } = await cdp.send('Page.getAppManifest')
  expect(errors).toEqual([])
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's contexts are incognito windows, where Chromium never offers to install.
  const ids = installabilityErrors.map((error) => error.errorId)
  expect(ids.filter((id) => id !== 'in-incognito')).toEqual([])
})

// /bookings and /profile offline, with what was saved: saved-on-arrival.spec.ts.
test('offline, /buses comes back from the service worker with what was saved; Book Seat sends nothing; online again, the data refreshes', async ({
  mockServer,
  page,
  context,
  request,
}) => {
  await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
  await waitForServiceWorker(page)
  await nav(page).getByRole('link', { name: 'Buses' }).click()
  await expect(busCards(page)).toHaveCount(5)
  const saved = async () => (await readStoredData(page)).indexedDb.join('\n')
  await expect.poll(saved).toContain('Lake Shuttle')
  await expect.poll(saved).toContain('Coast Express')
  // The pictures shown while the worker controlled the page were kept.
  await expect
    .poll(async () => (await readStoredData(page)).caches.join('\n'))
    .toContain(`bus-pictures ${mockServerUrl}/images/buses/`)

  await context.setOffline(true)
  await ageSavedData(page)
  const buses = await page.goto('/buses')
  expect(buses?.fromServiceWorker()).toBe(true)
  // The prerendered page of /buses, not the bare shell.
  expect(await buses?.text()).toContain('<title>Buses · Matatu</title>')
  await expect(busCards(page)).toHaveCount(5)
  await expect(page.getByText(savedNotice)).toBeVisible()
  const picture = busCards(page).first().getByRole('img')
  await expect
    .poll(() =>
      picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true)
  expect(await picture.getAttribute('src')).toMatch(new RegExp(`^${mockServerUrl}/images/`))

  const sent = recordRequests(page, (call) =>
    call.method() !== 'GET' ? `${call.method()} ${call.url()}` : undefined,
  )
  const dialogs = recordDialogs(page)
  const card = busCards(page).filter({ hasText: 'Coast Express' })
  const bookSeat = card.getByRole('button', { name: 'Book Seat' })
  // Offline, Book Seat looks unavailable, yet it is enabled and focusable, and a tap says why.
  await expect(bookSeat).toHaveAttribute('data-offline')
  await expect(bookSeat).toBeEnabled()
  await bookSeat.focus()
  await expect(bookSeat).toBeFocused()
  await bookSeat.click()
  await expect(card.getByText('You are offline. Booking a seat needs a connection.')).toBeVisible()
  expect(dialogs).toEqual([])
  expect(sent).toEqual([])

  const refreshed = page.waitForResponse(`${mockServerUrl}/api/buses/`)
  await context.setOffline(false)
  await refreshed
  await expect(page.getByText(savedNotice)).toHaveCount(0)
  await expect(card.getByText(/You are offline/)).toHaveCount(0)
  await expect(bookSeat).not.toHaveAttribute('data-offline')
  const state = await mockState(request, mockServer)
  expect(state.buses.find((bus) => bus.id === 1)?.seats).toBe(25)
})

test('a new version waits for the traveller: a notice with Reload, and no tab reloads by itself', async ({
  browser,
}) => {
  // A copy of the production build on a server of its own, so "a new deploy" can change its sw.js.
  const built = fileURLToPath(new URL(`../../${bundles.real.outDir}/`, import.meta.url))
  const folder = await mkdtemp(join(tmpdir(), 'matatu-update-'))
  await cp(built, folder, { recursive: true })
  // `vite preview` reads each file as it is asked for, so a changed sw.js is served at once.
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: folder },
    preview: { port: 0 },
  })
  const appUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  const context = await browser.newContext()
  try {
    const first = await context.newPage()
    await first.goto(`${appUrl}/login`)
    await waitForServiceWorker(first)
    const second = await context.newPage()
    await second.goto(`${appUrl}/bookingform`)
    await waitForServiceWorker(second)
    await second.getByLabel('Name', { exact: true }).fill('Achieng')
    for (const page of [first, second])
      await page.evaluate(() => Object.assign(window, { notReloaded: true }))

    await appendFile(join(folder, 'sw.js'), '\n// the next version\n')
    await first.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    for (const page of [first, second])
      await expect(page.getByText('A new version is available')).toBeVisible()

    await first.getByRole('button', { name: 'Reload' }).click()
    await first.waitForFunction(() => !('notReloaded' in window))
    await first.getByRole('heading', { name: 'Login' }).waitFor()
    await expect(first.getByText('A new version is available')).toHaveCount(0)
    // The other tab, where a traveller is typing, was not reloaded; it keeps the offer.
    expect(await second.evaluate(() => 'notReloaded' in window)).toBe(true)
    await expect(second.getByLabel('Name', { exact: true })).toHaveValue('Achieng')
    await expect(second.getByText('A new version is available')).toBeVisible()
    await second.getByRole('button', { name: 'Reload' }).click()
    await second.waitForFunction(() => !('notReloaded' in window))
    await expect(second.getByLabel('Name', { exact: true })).toHaveValue('Achieng')
  } finally {
    await context.close()
    await server.close()
    await rm(folder, { recursive: true, force: true })
  }
})
