import type { AppConfig } from './config-schema'

/** Defined by the build (appConfigDefine in vite.config.ts; vitest.config.ts for the tests). */
declare const __APP_CONFIG__: AppConfig

/**
 * The app's configuration, as the build read and checked it (readConfig): a literal in the
 * bundle, so the browser parses nothing at start.
 */
export const config: AppConfig = __APP_CONFIG__
