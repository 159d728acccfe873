/**
 * An address for each route of the app's route tree, for the browser tests that visit every
 * kind of page; e2e/app-routes.test.ts fails until a new route has one. The addresses are the
 * tests' own (a ticket of the seeded data).
 */
export const routeAddresses: Record<string, string> = {
  '/': '/',
  '/buses': '/buses',
  '/login': '/login',
  '/register': '/register',
  '/bookings': '/bookings',
  '/profile': '/profile',
  '/bookingform': '/bookingform',
  '/payment': '/payment',
  '/ticket/$reference': '/ticket/1',
}

/** The pages prerendered at build time; every other route is served the app shell. */
export const prerenderedAddresses = ['/', '/buses']
