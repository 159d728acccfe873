/**
 * Build-time prerendering, in Node: React renders the first screens of the routes in
 * prerender/routes.ts (src/prerender.tsx, built for Node by Vite) into the built index.html, so
 * they paint before the JavaScript has run. The bare index.html becomes app-shell.html for every
 * other path (src/lib/host-rule.ts), with the preloads Vite writes for the entry. No browser is
 * involved, and a page that cannot be rendered fails the build.
 *
 * Usage: tsx scripts/prerender.ts [dist]
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, loadEnv } from 'vite'
import { hostFiles, notFoundFile } from '../deploy/host-files'
import { routeFilesName, type RouteFiles } from './build/route-files'
import { precompress } from '../deploy/precompress'
import { appShellFile, languageFile, pageFile } from '../src/lib/host-rule'
import { locales, type Locale } from '../src/paraglide/runtime.js'
import { assetsInTemplate, composePage, withHead } from './prerender/html-page'
import { pageScripts, readManifest } from './prerender/page-assets'
import { regenerateServiceWorker } from './prerender/service-worker'
import { readConfig } from '../src/lib/config-schema'

const dist = resolve(process.argv[2] ?? 'dist')
// One per output folder, so two builds at once (tests, bench) never share it.
const renderer = resolve(
  'node_modules/.tmp/prerender',
  createHash('sha1').update(dist).digest('hex'),
)

/** src/prerender.tsx, as built for Node (its types stay in the app's TypeScript project). */
interface Renderer {
  appPaths(): string[]
  shellHead(language: Locale): { title: string; description: string }
  prerenderPage(
    path: string,
    language: Locale,
  ): Promise<{
    rootHtml: string
    routerState: string
    preloads: string
    title: string
    description: string
    routeIds: string[]
  }>
  prerenderedPages(): { path: string; data?: string }[]
}

/** Writes a file of the build, in its language's place (src/lib/host-rule.ts). */
async function writePage(dist: string, file: string, language: Locale, html: string) {
  const path = join(dist, languageFile(file, language))
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, html)
  console.log(`prerender: ${path.replace(`${process.cwd()}/`, '')}`)
}

/**
 * The router's state for a page's hydration, as a file under /assets/ named by its content
 * (cached like the app's code): the page's CSP runs no inline script. Returns its path.
 */
async function writeRouterState(dist: string, source: string): Promise<string> {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10)
  const path = `/assets/router-state-${hash}.js`
  await writeFile(join(dist, path), source)
  return path
}

async function buildRenderer(): Promise<Renderer> {
  await build({
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: 'src/prerender.tsx', outDir: renderer, emptyOutDir: true },
  })
  return import(pathToFileURL(join(renderer, 'prerender.js')).href) as Promise<Renderer>
}

async function main(): Promise<void> {
  const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env }
  const { apiBaseUrl, apiOrigin, telemetryOrigin } = readConfig(env)
  const { appPaths, prerenderPage, prerenderedPages, shellHead } = await buildRenderer()
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const known = assetsInTemplate(template)
  const added = (files: string[]) => files.filter((file) => !known.has(file))
  const manifest = await readManifest(dist)
  // Each route's source file, from the router's generator (scripts/build/route-files.ts).
  const routeFiles = JSON.parse(await readFile(join(dist, routeFilesName), 'utf8')) as RouteFiles
  const fileOf = (routeId: string) => {
    const file = routeFiles[routeId]
    if (!file) throw new Error(`The build names no file for the route ${routeId}`)
    return file
  }
  const prerendered = prerenderedPages()
  // The not-found page: a path no route knows, which hosts send with status 404.
  const pages = [
    ...prerendered.map((page) => ({ ...page, file: pageFile(page.path) })),
    { path: '/__not-found', file: notFoundFile, data: undefined },
  ]

  for (const language of locales) {
    const shell = withHead(template, { language, ...shellHead(language) })
    await writePage(dist, appShellFile, language, shell)
    for (const route of pages) {
      const page = await prerenderPage(route.path, language)
      const scripts = pageScripts(manifest, page.routeIds.map(fileOf))
      const html = composePage(template, {
        language,
        rootHtml: page.rootHtml,
        preloads: page.preloads,
        title: page.title,
        description: page.description,
        fetchPreload: route.data ? `${apiBaseUrl}/${route.data}` : undefined,
        modules: added(scripts),
        routerState: await writeRouterState(dist, page.routerState),
      })
      await writePage(dist, route.file, language, html)
    }
  }
  const files = hostFiles({
    apiOrigin,
    telemetryOrigin,
    appPaths: appPaths(),
    prerenderedPaths: prerendered.map((page) => page.path),
    publicEntries: (await readdir('public', { withFileTypes: true })).map((entry) =>
      entry.isDirectory() ? `${entry.name}/` : entry.name,
    ),
  })
  for (const [name, text] of Object.entries(files)) await writeFile(join(dist, name), text)
  console.log(`prerender: host files ${Object.keys(files).join(', ')}`)
  // The manifest and the route files were only for this: the host has no use for them.
  await rm(join(dist, '.vite'), { recursive: true, force: true })
  // The service worker's precache must list the pages just written, with their final content.
  if (await regenerateServiceWorker(dist)) console.log('prerender: service worker regenerated')
  // Last, once every file has its final content.
  console.log(`prerender: .gz of ${(await precompress(dist)).length} text files`)
}

main().catch((error: unknown) => {
  console.error('prerender failed:', error)
  process.exitCode = 1
})
