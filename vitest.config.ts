import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'import.meta.env.VITE_API_MOCKING': JSON.stringify('false') },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // Screens render the real router with msw/node: on a busy 2-core machine a walk through one
    // can pass 5 s (the default) without anything being wrong. Waits still end on conditions.
    testTimeout: 20_000,
  },
})
