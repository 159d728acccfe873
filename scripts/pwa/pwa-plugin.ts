import type { Plugin } from 'vite'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { baseLocale } from '../../src/paraglide/runtime.js'

/** The colours of src/styles/global.css: --color-brand and --color-bg. */
export const appColours = { theme: '#0b5d44', background: '#f6f8f7' }

/** Its name and description are in the base language. */
export const appManifest = {
  id: '/',
  name: 'Matatu — bus and shuttle seats',
  short_name: 'Matatu',
  description: 'Book bus or shuttle rides across Kenya, select your seat, and pay online.',
  lang: baseLocale,
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

/**
 * The web app manifest and the service worker (src/sw.ts, built by Workbox's injectManifest),
 * for production builds only: in dev and in mock-enabled builds MSW's worker owns the scope.
 * The worker precaches the whole build (app shells, prerendered pages in every language, route
 * chunks, icons), answers a navigation as a host does, in the traveller's language, and keeps
 * bus pictures (cache first, bounded). It never caches API answers or profile pictures. A new
 * version waits until the traveller reloads (registerType 'prompt', src/lib/service-worker.ts).
 * Workbox's generated worker could not pick a page by language: its precache route answers
 * /buses before any other route.
 *
 * `vite build` writes it for the build as it is; scripts/prerender.ts writes it again once the
 * prerendered pages are in place (scripts/prerender/service-worker.ts).
 */
export function appPwa({ enabled }: { enabled: boolean }): Plugin[] {
  return VitePWA({
    disable: !enabled,
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: appManifest,
    // The icons are precached with the rest of the build (globPatterns), not listed twice.
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The static hosts' not-found pages: offline, the app shell answers instead.
      globIgnores: ['404.html', '*/404.html'],
    },
  })
}
