import { Link } from '@tanstack/react-router'
import { BusPicture } from '@/components/bus-picture'
import { StatusCard } from '@/components/status-card'
import { formatRoute } from '@/lib/route-stops'
import { m } from '@/paraglide/messages.js'
import type { ProfileBooking } from '../api/profile-schema'

export function ProfileBookings({ bookings }: { bookings: ProfileBooking[] }) {
  return (
    <section className="profile-bookings" aria-labelledby="profile-bookings-title">
      <h2 id="profile-bookings-title">{m.profile_bookings_title()}</h2>
      {bookings.length === 0 ? (
        <StatusCard text={m.profile_bookings_empty()} plain>
          <Link to="/buses" className="button button--secondary">
            {m.profile_find_a_bus()}
          </Link>
        </StatusCard>
      ) : (
        <ul className="profile-bookings__list" aria-label={m.profile_bookings_list_label()}>
          {bookings.map((booking, index) => {
            const bus = booking.bus ?? m.profile_booking_bus()
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
                  <p className="profile-booking__route">
                    {booking.route ? formatRoute(booking.route) : m.profile_booking_route_not_set()}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
