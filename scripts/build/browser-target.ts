/**
 * The browsers the built JavaScript is written for: Vite's `build.target`, shared by the app
 * (vite.config.ts) and the bench's floor page (perf/floor/build.ts), so both are compiled alike.
 */
export const browserTarget = 'es2022'
