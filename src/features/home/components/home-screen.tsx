import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages.js'
import { HeroSlider } from './hero-slider'
import { HomeSearch } from './home-search'
import { PopularRoutes } from './popular-routes'
import './home.css'

export function HomeScreen() {
  return (
    <section className="page home" aria-labelledby="home-title">
      <div className="home__intro">
        <h1 id="home-title">{m.home_title()}</h1>
        <p className="home__lead">{m.home_lead()}</p>
        <HomeSearch />
        <div className="home__actions">
          {/* A plain link works on the prerendered page before the app runs; the booking
              form's route marks the guest (src/routes/bookingform.tsx). */}
          <Link to="/bookingform" search={{ guest: 1 }} className="button home__book">
            {m.home_book_now()}
          </Link>
          <Link to="/buses" className="button button--secondary">
            {m.home_see_buses()}
          </Link>
        </div>
        <p className="home__note">{m.home_guest_note()}</p>
      </div>
      <HeroSlider />
      <PopularRoutes />
    </section>
  )
}
