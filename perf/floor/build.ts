import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { nginxLanguageFile } from '../../deploy/host-files'
import { precompress } from '../../deploy/precompress'
import { browserTarget } from '../../scripts/build/browser-target'

/**
 * Builds the floor page (perf/floor/main.tsx) for an API base, with the app's Vite options
 * (React's plugin, the same browser target, minified, hashed files under /assets/), then writes
 * what deploy/serve-prod.ts needs to serve it with nginx as it serves the app: the host files
 * the shipped site file includes, and a `.gz` twin of every text file.
 */
export async function buildFloorPage(outDir: string, apiBaseUrl: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'warn',
    plugins: [react()],
    define: { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify(apiBaseUrl) },
    build: { target: browserTarget, outDir, emptyOutDir: true },
  })
  await writeFile(join(outDir, '_nginx-language.conf'), `${nginxLanguageFile()}\n`)
  await writeFile(
    join(outDir, '_nginx-headers.conf'),
    '# The floor page sends no headers of its own.\n',
  )
  await writeFile(
    join(outDir, '_nginx-routes.conf'),
    'location ~ ^/(buses/?)?$ {\n    try_files /index.html =404;\n}\n',
  )
  await precompress(outDir)
}
