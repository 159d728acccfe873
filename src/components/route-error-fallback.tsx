import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { usePageTitle } from '@/hooks/use-page-title'

/** Catches a render or loader error no screen handled, and offers a way back. */
export function RouteErrorFallback({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  usePageTitle('Something went wrong')
  console.error(error)
  return (
    <section className="page page--centered" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Something went wrong</h1>
      <p>This page could not be shown. Please try again.</p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Try again
        </button>
        <Link to="/" className="button button--secondary">
          Go Home
        </Link>
      </div>
    </section>
  )
}
