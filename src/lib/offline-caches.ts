/**
 * The Cache Storage caches of the service worker (scripts/pwa/pwa-plugin.ts): the app's own
 * files (Workbox's precache) and the bus pictures. Neither holds anything of a traveller; API
 * answers and profile pictures are never cached there.
 */
export const busPicturesCacheName = 'bus-pictures'
const precachePrefix = 'workbox-precache'

function holdsNoUserData(cacheName: string): boolean {
  return cacheName === busPicturesCacheName || cacheName.startsWith(precachePrefix)
}

/**
 * When a session ends: any other cache (one an older or future version may have made) could
 * hold a traveller's data, so it goes. Never throws.
 */
export async function removeUnknownCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const names = await caches.keys()
    await Promise.all(
      names.filter((name) => !holdsNoUserData(name)).map((name) => caches.delete(name)),
    )
  } catch {
    // Cache Storage unavailable (private mode, an insecure origin): nothing was kept there.
  }
}
