import type { Page } from '@playwright/test'

/**
 * Everything the page's origin keeps, as text, to look for traces of a traveller or to wait for
 * the app to have saved something: `indexedDb`, "database/store: keys values" per object store;
 * `caches`, "cache url body" per Cache Storage entry (opaque and binary bodies as their kind).
 */
export function readStoredData(page: Page) {
  return page.evaluate(async () => {
    const request = <T>(call: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        call.onsuccess = () => resolve(call.result)
        call.onerror = () => reject(call.error ?? new Error('IndexedDB request failed'))
      })
    const indexedDb: string[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const database = await request(indexedDB.open(name))
      for (const storeName of [...database.objectStoreNames]) {
        const store = database.transaction(storeName).objectStore(storeName)
        const [keys, values] = [await request(store.getAllKeys()), await request(store.getAll())]
        indexedDb.push(`${name}/${storeName}: ${JSON.stringify(keys)} ${JSON.stringify(values)}`)
      }
      database.close()
    }
    const cached: string[] = []
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const entry of await cache.keys()) {
        const response = await cache.match(entry)
        const type = response?.headers.get('content-type') ?? ''
        const readable =
          response && response.type !== 'opaque' && !/^image\/(png|jpe?g|webp)/.test(type)
        const body = readable ? await response.text() : `(${response?.type ?? 'missing'} ${type})`
        cached.push(`${cacheName} ${entry.url} ${body}`)
      }
    }
    return { indexedDb, caches: cached }
  })
}

/** Resolves once a service worker (the app's or the mock backend's) controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * Makes the next page load a first visit as far as saved data goes (src/lib/saved-data.ts), so
 * a loading or failed state is not covered by what an earlier load saved. The deletion waits for
 * this page to close its connection, and the next page's IndexedDB waits for the deletion.
 */
export async function forgetSavedData(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) return
  await page.evaluate(() => {
    indexedDB.deleteDatabase('matatu-saved-data')
  })
}
