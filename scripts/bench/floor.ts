import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const floorRoot = fileURLToPath(new URL('./floor', import.meta.url))

/** Builds scripts/bench/floor (react-dom, router, react-query, zustand, ky, zod/mini). */
export async function buildFloor(outDir: string): Promise<void> {
  await build({
    root: floorRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: resolve(outDir), emptyOutDir: true, target: 'es2022' },
  })
}
