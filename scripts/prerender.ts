/**
 * Build-time prerendering: loads the built app in Chromium, snapshots the first HTML of the
 * routes in prerender/routes.ts and writes it into the build, so the first screen paints before
 * the JavaScript has run. The bare index.html becomes app-shell.html for every other path
 * (deploy/host-rule.ts), with the app's core modules preloaded.
 *
 * Usage: tsx scripts/prerender.ts [dist]
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { loadEnv, preview } from 'vite'
import { chromiumPath, launchBrowser } from './chromium'
import { assetsInTemplate, composePage, withModulePreloads } from './prerender/html-page'
import { appShellFile } from '../deploy/host-rule'
import { appShellProbe, prerenderedRoutes } from './prerender/routes'
import { regenerateServiceWorker } from './prerender/service-worker'
import { snapshotPage } from './prerender/snapshot'

const dist = resolve(process.argv[2] ?? 'dist')
const chromium = chromiumPath

async function main(): Promise<void> {
  if (!existsSync(chromium)) {
    console.warn(`prerender: no Chromium at ${chromium}; the build stays client-rendered only.`)
    return
  }
  const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env }
  const apiBaseUrl = (env.VITE_API_BASE_URL || 'http://localhost:5500').replace(/\/+$/, '')
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const known = assetsInTemplate(template)
  await writeFile(join(dist, appShellFile), template)

  // The build as a host serves it, by the repo's own preview rule (vite.config.ts).
  const server = await preview({ logLevel: 'warn', build: { outDir: dist }, preview: { port: 0 } })
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  const browser = await launchBrowser()
  try {
    const shell = await snapshotPage(browser, url, appShellProbe)
    const coreScripts = shell.scripts.filter((src) => !known.has(src))
    await writeFile(join(dist, appShellFile), withModulePreloads(template, coreScripts))
    console.log(`prerender: app shell preloads ${coreScripts.length} modules`)

    for (const route of prerenderedRoutes) {
      const page = await snapshotPage(browser, url, route)
      const html = composePage(template, {
        rootHtml: page.rootHtml,
        title: page.title,
        stylesheets: page.stylesheets.filter((href) => !known.has(href)),
        fetchPreload: 'preloadApi' in route ? `${apiBaseUrl}/${route.preloadApi}` : undefined,
        modules: page.scripts.filter((src) => !known.has(src)),
      })
      const file =
        route.path === '/' ? join(dist, 'index.html') : join(dist, route.path, 'index.html')
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, html)
      console.log(`prerender: ${route.path} -> ${file.replace(`${process.cwd()}/`, '')}`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  // The service worker's precache must list the pages just written, with their final content.
  if (await regenerateServiceWorker(dist)) console.log('prerender: service worker regenerated')
}

main().catch((error: unknown) => {
  console.error('prerender failed:', error)
  process.exitCode = 1
})
