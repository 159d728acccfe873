import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { appI18n } from './scripts/build/i18n-plugin.ts'

export default defineConfig({
  plugins: [react(), appI18n({ compile: false })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'import.meta.env.VITE_API_MOCKING': JSON.stringify('false') },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'scripts/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
    restoreMocks: true,
    // Screens render the real router with msw/node: on a busy 2-core machine a walk through one
    // can pass 5 s (the default) without anything being wrong. Waits still end on conditions.
    testTimeout: 20_000,
  },
})
