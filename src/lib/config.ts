import { readConfig } from './config-schema'

/** The app's configuration, as the build set it (vite.config.ts defines VITE_API_MOCKING). */
export const config = readConfig(import.meta.env)
