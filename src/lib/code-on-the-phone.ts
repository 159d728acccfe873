/**
 * Whether this page runs code the phone already holds: the app's service worker controls it, and
 * it precached every script. Start-up then owes the network nothing and runs in one go
 * (src/main.tsx, src/start-app.tsx). Only production builds have that worker: in dev and in
 * mock-enabled builds the controller is MSW's, which keeps no code. Outside a secure context
 * (plain http to a LAN address) there is no `navigator.serviceWorker` at all.
 */
export function codeIsOnThePhone(): boolean {
  if (!import.meta.env.PROD || import.meta.env.VITE_API_MOCKING === 'true') return false
  return 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null
}
