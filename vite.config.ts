import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { appI18n } from './scripts/build/i18n-compile.ts'
import { appPwa } from './scripts/pwa/pwa-plugin.ts'
import { contentSecurityPolicy } from './deploy/host-headers.ts'
import { languageVary } from './deploy/host-language.ts'
import { appShellFile, hostAnswer } from './src/lib/host-rule.ts'
import { pickLanguage } from './src/lib/i18n/language-rule.ts'
import { apiBaseFallbackWarning, appConfigDefine, readConfig } from './src/lib/config-schema.ts'
import { browserTarget } from './scripts/build/browser-target.ts'
import { routeFiles } from './scripts/build/route-files.ts'
import { compileHints } from './scripts/build/compile-hints.ts'

const workerFile = new URL('./mocks/worker/mockServiceWorker.js', import.meta.url)

/**
 * A library module the first screen runs: anything from node_modules but the libraries the app
 * loads later (web-vitals after the first screen, the QR code with a ticket, the service
 * worker's window helper once the screen has settled).
 */
const startUpLibrary = (id: string) =>
  /[\\/]node_modules[\\/]/.test(id) &&
  !/[\\/]node_modules[\\/](web-vitals|lean-qr|workbox-window)[\\/]/.test(id)

/** Serves (dev) or emits (build) MSW's worker only when mocking is on, so `dist` never holds it. */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'matatu:mock-service-worker',
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(workerFile))
      })
    },
    generateBundle() {
      if (!enabled) return
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(workerFile),
      })
    },
  }
}

/** The Content-Security-Policy of a built app, as a meta tag on every page (deploy/host-headers.ts). */
function contentSecurityPolicyMeta(
  apiOrigin: string,
  apiMocking: boolean,
  telemetryOrigin: string | undefined,
): Plugin {
  const policy = contentSecurityPolicy({ apiOrigin, apiMocking, telemetryOrigin })
  return {
    name: 'matatu:content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/** A production build (mocking off) without VITE_API_BASE_URL says which backend it ships. */
function apiBaseWarning(env: Record<string, unknown>, enabled: boolean): Plugin {
  return {
    name: 'matatu:api-base-warning',
    apply: 'build',
    configResolved(config) {
      const warning = enabled ? apiBaseFallbackWarning(env) : undefined
      if (warning) config.logger.warn(`\n(!) ${warning}\n`)
    },
  }
}

/**
 * Which build a telemetry report comes from: BUILD_ID when set, else the commit (with `+` when
 * the tree had changes), else the build's time. package.json's version never changes.
 */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== ''
    return `${git('rev-parse', '--short=10', 'HEAD')}${dirty ? '+' : ''}`
  } catch {
    return new Date().toISOString().slice(0, 19).replaceAll(':', '-')
  }
}

/**
 * The year of the commit being built, never the build's clock, so two builds of one commit are
 * the same: SOURCE_DATE_EPOCH when set (the reproducible-builds convention), else the commit's
 * date; empty outside a git checkout.
 */
function commitYear(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH)
  if (epoch) return String(new Date(epoch * 1000).getUTCFullYear())
  try {
    return execFileSync('git', ['log', '-1', '--format=%cd', '--date=format:%Y'], {
      encoding: 'utf8',
    }).trim()
  } catch {
    return ''
  }
}

/**
 * `vite preview` serves a prerendered build as a host does (src/lib/host-rule.ts). A build
 * without an app shell (mocking on, not prerendered) keeps Vite's own fallback to index.html.
 */
function prerenderedPreview(): Plugin {
  return {
    name: 'matatu:prerendered-preview',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir
      server.middlewares.use((req, res, next) => {
        if (!existsSync(join(outDir, appShellFile))) return next()
        const language = pickLanguage(req.headers.cookie, req.headers['accept-language'])
        const exists = (file: string) => existsSync(join(outDir, file))
        const answer = hostAnswer(req.url ?? '/', exists, { language })
        if (answer.status === 404) {
          res.statusCode = 404
          return res.end()
        }
        if (answer.file.endsWith('.html')) res.setHeader('Vary', languageVary)
        req.url = `/${answer.file}`
        next()
      })
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // Mocking is on in `vite` dev, off in `vite build`, unless VITE_API_MOCKING says otherwise.
  const appConfig = readConfig(env, { mockingByDefault: command === 'serve' })
  const { apiOrigin, apiMocking, telemetryUrl, telemetryOrigin } = appConfig
  const routes = routeFiles('src/routes')

  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        plugins: [routes.generator],
        // Loaders (and with them the http client and schemas) join their route's chunk, so
        // the first screen only downloads what it renders.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent', 'errorComponent', 'notFoundComponent'],
          ],
        },
      }),
      react(),
      routes.build,
      appI18n(),
      mockServiceWorker(apiMocking),
      contentSecurityPolicyMeta(apiOrigin, apiMocking, telemetryOrigin),
      apiBaseWarning(env, command === 'build' && !apiMocking),
      prerenderedPreview(),
      appPwa({ enabled: command === 'build' && !apiMocking }),
      compileHints(),
    ],
    // A literal, so a build with mocking off drops the mock backend entirely.
    define: {
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(String(apiMocking)),
      // The configuration as checked above: the browser parses nothing.
      ...appConfigDefine(appConfig),
      // What a prerendered page's footer shows (src/hooks/use-current-year.ts).
      'import.meta.env.VITE_COMMIT_YEAR': JSON.stringify(commitYear()),
      // Literals: a build without telemetry drops it entirely (docs/telemetry.md).
      'import.meta.env.VITE_TELEMETRY_URL': JSON.stringify(telemetryUrl ?? ''),
      'import.meta.env.VITE_BUILD_ID': JSON.stringify(telemetryUrl ? buildId() : ''),
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // TanStack's store asks for the shim, which re-implements useSyncExternalStore for React
        // 17 and older; the package's own entry for React 18+ uses React's (0.2 kB less on /).
        'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      },
    },
    build: {
      target: browserTarget,
      // The whole app's CSS (about 7 kB gzipped) in one file: each further render-blocking file
      // waits for one of HTTP/1.1's six connections behind the code (docs/performance.md).
      cssCodeSplit: false,
      // For the prerender (scripts/prerender.ts): which files each route's page loads.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The libraries the app starts with in one file: over a phone's few connections
            // each further file costs the first card a round trip (docs/performance.md).
            // Those loaded later stay in chunks of their own, off the first download.
            groups: [{ name: 'libraries', test: startUpLibrary }],
          },
        },
      },
    },
  }
})
