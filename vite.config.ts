import { readFileSync } from 'node:fs'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

const workerFile = new URL('./mocks/worker/mockServiceWorker.js', import.meta.url)

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

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // On in `vite` dev, off in `vite build`, unless VITE_API_MOCKING says otherwise.
  const apiMocking = env.VITE_API_MOCKING ? env.VITE_API_MOCKING === 'true' : command === 'serve'

  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      mockServiceWorker(apiMocking),
    ],
    // A literal, so a build with mocking off drops the mock backend entirely.
    define: { 'import.meta.env.VITE_API_MOCKING': JSON.stringify(String(apiMocking)) },
    build: { target: 'es2022' },
  }
})
