import { notFoundFile } from '../../deploy/host-files'

/**
 * The routes whose first HTML is rendered at build time. Only pages that look the same for every
 * visitor are prerendered: the first screen and the bus list's loading state. React hydrates them,
 * so what is typed before the app runs stays (and Home's search is a plain GET form meanwhile).
 * Every other path gets the empty app shell. Each is written in every language.
 *
 * `preloadApi`: the call the page starts with the HTML. `loaderImports`: what the route's loader
 * imports, which the page preloads with its own modules (the loader does not run at build time).
 */
export const prerenderedRoutes = [
  { path: '/' },
  {
    path: '/buses',
    preloadApi: 'api/buses/',
    loaderImports: ['src/features/bookings/api/add-booking.ts'],
  },
] as const

/** The not-found page (a path no route knows), which hosts send with status 404. */
export const notFoundPage = { path: '/__not-found', file: notFoundFile }
