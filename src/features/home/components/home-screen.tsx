import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { markGuest } from '@/lib/session-store'
import { HeroSlider } from './hero-slider'
import { HomeSearch } from './home-search'
import './home.css'

export function HomeScreen() {
  const navigate = useNavigate()
  const router = useRouter()
  // Fetch the booking form's code as soon as the traveller shows interest (touch has no hover).
  const preloadBookingForm = () => void router.preloadRoute({ to: '/bookingform' }).catch(() => {})

  const bookNow = () => {
    markGuest()
    void navigate({ to: '/bookingform' })
  }

  return (
    <section className="page home" aria-labelledby="home-title">
      <div className="home__intro">
        <h1 id="home-title">Welcome to Matatu</h1>
        <p className="home__lead">Book bus or shuttle rides, select your seat, and pay online</p>
        <HomeSearch />
        <div className="home__actions">
          <button
            type="button"
            className="button home__book"
            onClick={bookNow}
            onPointerEnter={preloadBookingForm}
            onPointerDown={preloadBookingForm}
            onFocus={preloadBookingForm}
          >
            Book Now!
          </button>
          <Link to="/buses" className="button button--secondary">
            See buses
          </Link>
        </div>
        <p className="home__note">
          Guest sessions last for 15 minutes. After that, you may need to log in again.
        </p>
      </div>
      <HeroSlider />
    </section>
  )
}
