import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { appConfigDefine, readConfig } from './src/lib/config-schema.ts'

const allTests = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'scripts/**/*.test.ts',
  'e2e/**/*.test.ts',
  'deploy/**/*.test.ts',
  'perf/**/*.test.ts',
]
/** Files that replace a module with vi.mock: each gets a fresh module graph of its own. */
const mockingTests = ['**/*.isolated.test.{ts,tsx}']

export default defineConfig({
  // src/paraglide is compiled by `npm run i18n` (pretest:unit), so parallel runs never rewrite it.
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    'import.meta.env.VITE_API_MOCKING': JSON.stringify('false'),
    // As vite.config.ts defines it for a build, from the same .env.
    ...appConfigDefine(
      readConfig({ ...loadEnv('test', process.cwd(), 'VITE_'), VITE_API_MOCKING: 'false' }),
    ),
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Screens render the real router with msw/node: on a busy 2-core machine a walk through one
    // can pass 5 s (the default) without anything being wrong. Waits still end on conditions.
    testTimeout: 20_000,
    pool: 'threads',
    // Vitest's default is one fewer than the cores, which leaves a core of a 2-core machine idle
    // (61 s against 40 s here); one per core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // One jsdom and one module graph per worker, shared by its files: building them for
        // every file was most of the run (src/testing/setup.ts resets what a test leaves).
        extends: true,
        test: { name: 'shared', include: allTests, exclude: mockingTests, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: mockingTests } },
    ],
  },
})
