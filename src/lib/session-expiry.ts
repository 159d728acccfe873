import { ApiError } from './api-error'
import type { CallMeta } from './call-meta'
import { dialogs } from './dialogs'
import { endSession, getToken, sessionStore } from './session-store'

type Resume = CallMeta['resumeAfterLogin']
let redirectToLogin: (resume: Resume) => void = () => {}
let pendingExpiry: number | undefined

function cancelPendingExpiry(): void {
  window.clearTimeout(pendingExpiry)
  pendingExpiry = undefined
}

// A logout or a login, here or in another tab, ends whatever a 401 of the last session had
// scheduled: it must never end the next one.
sessionStore.subscribe((next, previous) => {
  if (next.token !== previous.token) cancelPendingExpiry()
})

/**
 * The app tells this module how to reach /login with the way back to the page in use, plus
 * `resume` (lib cannot import the router).
 */
export function setLoginRedirect(redirect: (resume: Resume) => void): void {
  redirectToLogin = redirect
}

/** The session ends (token, user, role, drafts and cached data) and the traveller goes to /login. */
function expireSession(resume: Resume): void {
  cancelPendingExpiry()
  endSession()
  redirectToLogin(resume)
}

function carryOut({ on401: plan, resumeAfterLogin: resume }: CallMeta): void {
  if (plan === undefined) return
  if (plan === 'end-session') return expireSession(resume)
  if ('alert' in plan) {
    dialogs.alert(plan.alert)
    return expireSession(resume)
  }
  // The screen is showing why; a second 401 meanwhile does not restart the wait.
  pendingExpiry ??= window.setTimeout(() => expireSession(resume), plan.afterMs)
}

function isHandled401(error: Error, meta: CallMeta | undefined): boolean {
  return error instanceof ApiError && error.isUnauthorized && Boolean(meta?.on401)
}

/** The 401 answers a request sent with the token the app holds now, not an earlier session's. */
const answersCurrentSession = (error: Error) =>
  error instanceof ApiError && error.sentToken != null && error.sentToken === getToken()

/**
 * The one 401 path, for every query and mutation (the query client's caches call it first on
 * any failure): a 401 on a call whose meta has `on401` ends the session as that plan says, if
 * the call was sent with the current token. A late 401 of an earlier session (a logout and a
 * login since, here or in another tab) ends nothing, and shows nothing.
 */
export function handleUnauthorized(error: Error, meta: CallMeta | undefined): void {
  if (meta && isHandled401(error, meta) && answersCurrentSession(error)) carryOut(meta)
}

/**
 * A failed mutation with `alertOnError` gets that alert once it has settled (after its own
 * rollback), unless it was a 401 the session path has dealt with.
 */
export function alertFailure(error: Error, meta: CallMeta | undefined): void {
  if (!meta?.alertOnError || isHandled401(error, meta)) return
  console.error(error)
  dialogs.alert(meta.alertOnError(error))
}
