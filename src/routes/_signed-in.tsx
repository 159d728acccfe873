import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query'
import { Outlet, createFileRoute, useChildMatches } from '@tanstack/react-router'
import { SignedOutPage } from '@/components/signed-out-page'
import { useHasToken } from '@/hooks/use-has-token'
import { ensureRouteData } from '@/lib/route-query'
import { hasToken } from '@/lib/session-store'

/**
 * The screens that need a token (/bookings, /profile, the ticket), with no path of its own.
 * Signed in or not is decided here: without a token no screen below renders and no loader calls
 * the server; the page says what its route's `staticData.signedOut` says instead.
 */
export const Route = createFileRoute('/_signed-in')({
  // The layout ships with the route tree, not in a chunk of its own: loaded lazily, it could
  // itself be pending and show the router's bare "Loading..." in place of the screen's own
  // loading state.
  codeSplitGroupings: [['loader']],
  beforeLoad: (load) => ({
    /** For the loaders below: ensureRouteData, and no token, no call. */
    ensureIfSignedIn: <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
      options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
    ) => (hasToken() ? ensureRouteData(load, options) : undefined),
  }),
  component: SignedInLayout,
})

function SignedInLayout() {
  const signedIn = useHasToken()
  const page = useChildMatches({ select: (matches) => matches.at(-1)?.staticData })
  if (signedIn) return <Outlet />
  return page?.signedOut ? <SignedOutPage title={page.title} {...page.signedOut} /> : null
}
