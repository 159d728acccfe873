import { resolveConfig, type Plugin } from 'vite'
import type { VitePluginPWAAPI } from 'vite-plugin-pwa'

/**
 * Writes the build's service worker again, now that prerendering has rewritten index.html and
 * added buses.html and app-shell.html: `vite build` wrote it before those existed, so its
 * precache listed the old home page and none of the others. It is the same vite-plugin-pwa
 * configuration (scripts/pwa/pwa-plugin.ts, resolved from vite.config.ts for this folder), run
 * again over the finished folder; with app-shell.html there, that becomes the navigation
 * fallback. Does nothing for a build without a service worker (mocking on).
 */
export async function regenerateServiceWorker(outDir: string): Promise<boolean> {
  const config = await resolveConfig(
    { build: { outDir }, logLevel: 'warn' },
    'build',
    'production',
    'production',
  )
  const pwa = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa') as
    Plugin<VitePluginPWAAPI> | undefined
  if (!pwa?.api || pwa.api.disabled) return false
  await pwa.api.generateSW()
  return true
}
