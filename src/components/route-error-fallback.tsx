import { useEffect } from 'react'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { usePageTitle } from '@/hooks/use-page-title'
import { m } from '@/paraglide/messages.js'

/** Catches a render or loader error no screen handled, and offers a way back. */
export function RouteErrorFallback({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  usePageTitle(m.common_error_title())
  useEffect(() => console.error(error), [error])
  return (
    <section className="page page--centered" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{m.common_error_title()}</h1>
      <p>{m.common_error_page_text()}</p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {m.common_try_again()}
        </button>
        <Link to="/" className="button button--secondary">
          {m.common_go_home()}
        </Link>
      </div>
    </section>
  )
}
