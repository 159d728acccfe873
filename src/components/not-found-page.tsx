import { Link } from '@tanstack/react-router'
import { usePageTitle } from '@/hooks/use-page-title'

export function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <section className="page page--centered" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Oops! Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button">
        Go Home
      </Link>
    </section>
  )
}
