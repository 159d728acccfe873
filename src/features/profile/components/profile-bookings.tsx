import { Link } from '@tanstack/react-router'
import type { ProfileBooking } from '../api/profile-schema'
import { ProfileBookingImage } from './profile-booking-image'

export function ProfileBookings({ bookings }: { bookings: ProfileBooking[] }) {
  return (
    <section className="profile-bookings" aria-labelledby="profile-bookings-title">
      <h2 id="profile-bookings-title">Your Bookings</h2>
      {bookings.length === 0 ? (
        <div className="profile-bookings__empty">
          <p>You have no bookings yet.</p>
          <Link to="/buses" className="button button--secondary">
            Find a bus
          </Link>
        </div>
      ) : (
        <ul className="profile-bookings__list" aria-label="Your bookings">
          {bookings.map((booking, index) => {
            const bus = booking.bus ?? 'Bus'
            return (
              // The profile's bookings carry no id; their order is the server's.
              <li key={index} className="card profile-booking">
                <ProfileBookingImage imageUrl={booking.imageUrl} bus={bus} />
                <div className="profile-booking__text">
                  <h3 className="profile-booking__bus">{bus}</h3>
                  <p className="profile-booking__route">{booking.route ?? 'Route not set'}</p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
