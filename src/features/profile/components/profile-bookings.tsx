import { Link } from '@tanstack/react-router'
import { BusPicture } from '@/components/bus-picture'
import { StatusCard } from '@/components/status-card'
import type { ProfileBooking } from '../api/profile-schema'

export function ProfileBookings({ bookings }: { bookings: ProfileBooking[] }) {
  return (
    <section className="profile-bookings" aria-labelledby="profile-bookings-title">
      <h2 id="profile-bookings-title">Your Bookings</h2>
      {bookings.length === 0 ? (
        <StatusCard text="You have no bookings yet." plain>
          <Link to="/buses" className="button button--secondary">
            Find a bus
          </Link>
        </StatusCard>
      ) : (
        <ul className="profile-bookings__list" aria-label="Your bookings">
          {bookings.map((booking, index) => {
            const bus = booking.bus ?? 'Bus'
            return (
              // The profile's bookings carry no id; their order is the server's.
              <li key={index} className="card profile-booking">
                <BusPicture
                  className="profile-booking__image"
                  imageUrl={booking.imageUrl}
                  busName={bus}
                  width={96}
                  height={64}
                />
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
