import { sessionStore } from './session-store'

/*
 * The session's two moments that remove saved tickets. The store's code (IndexedDB helpers,
 * the traveller's tag) downloads with the first login, never with the first screen. By a
 * logout it is in the page already: a login or the tickets' keeper loaded it, or, in a page
 * opened signed in and offline, the service worker holds it.
 */
const savedTicketsStore = () => import('./saved-tickets-store')

/**
 * An explicit logout removes every ticket kept on this phone. Resolves once the removal is
 * queued, ahead of any read that follows (the login screen lists the tickets kept), not once it
 * is done. Should the store's code be out of reach (offline, never cached), the logout goes on.
 */
export async function forgetTicketsOnLogout(): Promise<void> {
  const tickets = await savedTicketsStore().catch(() => null)
  void tickets?.forgetSavedTickets()
}

/**
 * Each new login checks whose tickets are kept: another traveller's go (src/lib/saved-tickets-store.ts,
 * `keepOnlyTicketsOf`). Returns the unsubscribe function.
 */
export function checkSavedTicketsOnLogin(): () => void {
  return sessionStore.subscribe((next, previous) => {
    if (!next.token || next.token === previous.token) return
    void savedTicketsStore().then((tickets) => tickets.keepOnlyTicketsOf(next.user))
  })
}
