/**
 * What a 401 on a call does (docs/product.md#session). Only calls that carry one end the session;
 * login, register and the bus list never do.
 * - `'end-session'`: the session ends and the traveller goes to /login at once;
 * - `{ alert }`: that alert first, then the same;
 * - `{ afterMs }`: the screen shows its own notice, and the session ends that much later.
 */
export type UnauthorizedPlan = 'end-session' | { alert: string } | { afterMs: number }

/** The `meta` of the app's queries and mutations, read once by the query client. */
export interface CallMeta extends Record<string, unknown> {
  on401?: UnauthorizedPlan
  /**
   * After a 401 the login returns to the page the traveller was on; this adds to that page's
   * search what it needs to pick up where it was (the booking's bus: `{ book: id }`).
   */
  resumeAfterLogin?: Record<string, string | number>
  /** A failed mutation (other than a handled 401) alerts this text. */
  alertOnError?: (error: Error) => string
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta
    mutationMeta: CallMeta
  }
}
