import { listenForErrors } from './early'

// Imported first by src/main.tsx, so it runs before the rest of the app's modules. A literal at
// build time: with VITE_TELEMETRY_URL, errors are noted from the first moment.
if (import.meta.env.VITE_TELEMETRY_URL) listenForErrors()
