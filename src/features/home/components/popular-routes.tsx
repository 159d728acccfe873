import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages.js'

/** Kenya's busiest routes out of Nairobi: one tap to the bus list searched for that trip. */
const popularRoutes = [
  { from: 'Nairobi', to: 'Mombasa' },
  { from: 'Nairobi', to: 'Kisumu' },
  { from: 'Nairobi', to: 'Nakuru' },
  { from: 'Nairobi', to: 'Eldoret' },
] as const

/**
 * Plain links to /buses?from=…&to=…, so they work on the prerendered page before the app runs
 * (docs/product.md#home).
 */
export function PopularRoutes() {
  return (
    <section className="popular-routes" aria-labelledby="popular-routes-title">
      <h2 id="popular-routes-title" className="popular-routes__title">
        {m.home_popular_routes_title()}
      </h2>
      <ul className="popular-routes__list">
        {popularRoutes.map(({ from, to }) => (
          <li key={`${from}-${to}`}>
            <Link to="/buses" search={{ from, to }} className="popular-routes__link">
              <span className="popular-routes__from">{m.home_popular_route_from({ from })}</span>{' '}
              <span className="popular-routes__to">{to}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
