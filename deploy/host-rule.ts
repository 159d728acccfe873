// The host rule is src/lib/host-rule.ts, where the service worker imports it too; vite.config.ts
// and scripts/prerender.ts import these names from here.
export { appShellFile, hostAnswer, pageFile } from '../src/lib/host-rule.ts'
