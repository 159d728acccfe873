import { Link } from '@tanstack/react-router'
import { usePageTitle } from '@/hooks/use-page-title'
import { m } from '@/paraglide/messages.js'

export function NotFoundPage() {
  usePageTitle(m.common_title_not_found())
  return (
    <section className="page page--centered" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{m.common_not_found_heading()}</h1>
      <p>{m.common_not_found_text()}</p>
      <Link to="/" className="button">
        {m.common_go_home()}
      </Link>
    </section>
  )
}
