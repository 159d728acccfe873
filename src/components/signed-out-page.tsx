import { Link, useRouterState } from '@tanstack/react-router'
import { PageHeader } from './page-header'
import { StatusCard } from './status-card'

/** Messages, read at render so the page follows the language. */
interface SignedOutTexts {
  /** What the page would show, and that it needs a login. */
  text: () => string
  logIn: () => string
  /** Logging in comes back to this page (the ticket); otherwise it goes Home, as usual. */
  returnHere?: boolean
}

interface SignedOutPageProps extends SignedOutTexts {
  title: (() => string) | undefined
}

/** A page that needs a token, without one: its heading, why it is empty, and the way to log in. */
export function SignedOutPage({ title, text, logIn, returnHere = false }: SignedOutPageProps) {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <section className="page" aria-labelledby="signed-out-title">
      <PageHeader title={title?.() ?? ''} titleId="signed-out-title" />
      <StatusCard text={text()}>
        <Link to="/login" search={returnHere ? { redirect: here } : {}} className="button">
          {logIn()}
        </Link>
      </StatusCard>
    </section>
  )
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A screen under the signed-in layout (`src/routes/_signed-in.tsx`): what it says without a token. */
    signedOut?: SignedOutTexts
  }
}
