import { endSession } from './session-store'

let redirectToLogin: () => void = () => {}

/** The app tells the http layer how to reach /login (lib cannot import the router). */
export function setLoginRedirect(redirect: () => void): void {
  redirectToLogin = redirect
}

/** SPEC.md point 4: a 401 on a booking or profile call clears the session and goes to /login. */
export function expireSession(): void {
  endSession()
  redirectToLogin()
}
