import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devtoolsMarkers, findForbiddenMarkers } from './production-markers'

/**
 * The markers real-http/nginx.spec.ts looks for are real: the app's devtools,
 * minified as in production with the dev flag on (a lost `import.meta.env.DEV` guard), show each.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const probeEntry = 'virtual:devtools-probe'
let workDir = ''

async function devtoolsProbeBuild(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    define: { 'import.meta.env.DEV': 'true', 'process.env.NODE_ENV': '"development"' },
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [
      {
        name: 'devtools-probe',
        resolveId: (id) => (id === probeEntry ? `\0${probeEntry}` : null),
        load: (id) =>
          id === `\0${probeEntry}`
            ? `import { DevTools } from '/src/components/dev-tools.tsx'\nglobalThis.probe = DevTools`
            : null,
      },
    ],
    build: { outDir, emptyOutDir: true, minify: true, rolldownOptions: { input: probeEntry } },
  })
}

describe('the production-bundle markers', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'matatu-devtools-'))
    await devtoolsProbeBuild(join(workDir, 'probe'))
  }, 120_000)

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true })
  })

  it('are real: every devtools one shows up once the dev flag is on', async () => {
    const found = await findForbiddenMarkers(join(workDir, 'probe'))
    for (const marker of devtoolsMarkers) {
      expect(found.some((hit) => hit.startsWith(`${marker} in `))).toBe(true)
    }
  })
})
