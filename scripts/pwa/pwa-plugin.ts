import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { appShellFile, filePathPattern } from '../../deploy/host-rule.ts'
import { busPicturesCacheName } from '../../src/lib/offline-caches.ts'

/** The colours of src/styles/global.css: --color-brand and --color-bg. */
export const appColours = { theme: '#0b5d44', background: '#f6f8f7' }

export const appManifest = {
  id: '/',
  name: 'Matatu — bus and shuttle seats',
  short_name: 'Matatu',
  description: 'Book bus or shuttle rides across Kenya, select your seat, and pay online.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: appColours.theme,
  background_color: appColours.background,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies VitePWAOptions['manifest']

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The web app manifest and the service worker (Workbox generateSW), for production builds only:
 * in dev and in mock-enabled builds MSW's worker owns the scope. The worker precaches the whole
 * build (app shell, prerendered pages, route chunks, icons), answers other navigations with the
 * bare app shell, and keeps bus pictures (cache first, bounded). It never caches API answers or
 * profile pictures. A new version waits until the traveller reloads (registerType 'prompt',
 * src/lib/service-worker.ts).
 *
 * `vite build` writes it for the build as it is; scripts/prerender.ts writes it again once the
 * prerendered pages are in place (scripts/prerender/service-worker.ts).
 */
export function appPwa({ enabled, apiOrigin }: { enabled: boolean; apiOrigin: string }): Plugin[] {
  return VitePWA({
    disable: !enabled,
    registerType: 'prompt',
    injectRegister: false,
    manifest: appManifest,
    // The icons are precached with the rest of the build (globPatterns), not listed twice.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The static hosts' not-found page: offline, the app shell answers instead.
      globIgnores: ['404.html'],
      // As a host answers (deploy/host-rule.ts): a prerendering build answers other paths with
      // the app shell (set below, per run); paths with a file extension are files, never pages;
      // /buses?from=… gets the prerendered /buses page.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [filePathPattern],
      ignoreURLParametersMatching: [/.*/],
      // A prerendered page is precached as its file (buses.html); the precache route's
      // `cleanURLs` (always on in a generated worker) answers /buses with it, as the host does.
      // The first visit is served by the worker as soon as it is active: its bus pictures are kept.
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: new RegExp(`^${escapeRegExp(apiOrigin)}/images/`),
          handler: 'CacheFirst',
          options: {
            cacheName: busPicturesCacheName,
            // Cross-origin <img> answers are opaque (status 0): they count, and so they are few.
            cacheableResponse: { statuses: [0, 200] },
            expiration: {
              maxEntries: 60,
              maxAgeSeconds: 30 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
    integration: {
      beforeBuildServiceWorker(options) {
        const folder = options.workbox.globDirectory ?? options.outDir
        const prerendered = existsSync(join(folder, appShellFile))
        options.workbox.navigateFallback = prerendered ? appShellFile : 'index.html'
      },
    },
  })
}
