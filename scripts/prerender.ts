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
import { hostFiles } from '../deploy/host-files'
import { precompress } from '../deploy/precompress'
import { appShellFile, languageFile, pageFile } from '../src/lib/host-rule'
import { locales, type Locale } from '../src/paraglide/runtime.js'
import { assetsInTemplate, composePage, withHead } from './prerender/html-page'
import { pageAssets, readManifest } from './prerender/page-assets'
import { notFoundPage, prerenderedRoutes } from './prerender/routes'
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
    routeFiles: string[]
  }>
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
 * (cached like the app's code): the page's CSP runs no inline script. Once it has run, it marks
 * the page (`data-router-state`), which tells src/main.tsx to hydrate. Returns its path.
 */
async function writeRouterState(dist: string, state: string): Promise<string> {
  const source = `${state};document.documentElement.dataset.routerState=""`
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
  const { appPaths, prerenderPage, shellHead } = await buildRenderer()
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const known = assetsInTemplate(template)
  const added = (files: string[]) => files.filter((file) => !known.has(file))
  const manifest = await readManifest(dist)

  for (const language of locales) {
    const shell = withHead(template, { language, ...shellHead(language) })
    await writePage(dist, appShellFile, language, shell)
    for (const route of [...prerenderedRoutes, notFoundPage]) {
      const page = await prerenderPage(route.path, language)
      const assets = pageAssets(manifest, [
        ...page.routeFiles,
        ...('loaderImports' in route ? route.loaderImports : []),
      ])
      const html = composePage(template, {
        language,
        rootHtml: page.rootHtml,
        preloads: page.preloads,
        title: page.title,
        description: page.description,
        stylesheets: added(assets.stylesheets),
        fetchPreload: 'preloadApi' in route ? `${apiBaseUrl}/${route.preloadApi}` : undefined,
        modules: added(assets.scripts),
        routerState: await writeRouterState(dist, page.routerState),
      })
      await writePage(dist, 'file' in route ? route.file : pageFile(route.path), language, html)
    }
  }
  const files = hostFiles({
    apiOrigin,
    telemetryOrigin,
    appPaths: appPaths(),
    prerenderedPaths: prerenderedRoutes.map((route) => route.path),
    publicEntries: (await readdir('public', { withFileTypes: true })).map((entry) =>
      entry.isDirectory() ? `${entry.name}/` : entry.name,
    ),
  })
  for (const [name, text] of Object.entries(files)) await writeFile(join(dist, name), text)
  console.log(`prerender: host files ${Object.keys(files).join(', ')}`)
  // The manifest was only for this: the host has no use for it.
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
