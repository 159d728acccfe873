import { Link } from '@tanstack/react-router'
import { HeroSlider } from './hero-slider'
import { HomeSearch } from './home-search'
import { PopularRoutes } from './popular-routes'
import './home.css'

export function HomeScreen() {
  return (
    <section className="page home" aria-labelledby="home-title">
      <div className="home__intro">
        <h1 id="home-title">Welcome to Matatu</h1>
        <p className="home__lead">Book bus or shuttle rides, select your seat, and pay online</p>
        <HomeSearch />
        <div className="home__actions">
          {/* A plain link works on the prerendered page before the app runs; the booking
              form's route marks the guest (src/routes/bookingform.tsx). */}
          <Link to="/bookingform" search={{ guest: 1 }} className="button home__book">
            Book Now!
          </Link>
          <Link to="/buses" className="button button--secondary">
            See buses
          </Link>
        </div>
        <p className="home__note">
          Guest sessions last for 15 minutes. After that, you may need to log in again.
        </p>
      </div>
      <HeroSlider />
      <PopularRoutes />
    </section>
  )
}
