/**
 * The routes whose first HTML is rendered at build time, and the text that says the page is
 * ready to snapshot. Only pages that look the same for every visitor are prerendered: the first
 * screen and the bus list's loading state. A form on them must not lose what is typed before the
 * app takes over (Home's search is a plain GET form and carries its text over). Every other path
 * gets the empty app shell.
 */
export const prerenderedRoutes = [
  { path: '/', readyText: 'Book bus or shuttle rides, select your seat, and pay online' },
  { path: '/buses', readyText: 'Loading buses...', preloadApi: 'api/buses/' },
] as const

export type PrerenderedRoute = (typeof prerenderedRoutes)[number]

/** Any path without its own page: what the app shell loads for every other route. */
export const appShellProbe = { path: '/__app-shell__', readyText: 'Oops! Page Not Found' } as const
