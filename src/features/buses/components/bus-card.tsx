import { BusPicture } from '@/components/bus-picture'
import { FactsList } from '@/components/facts-list'
import { formatNumber } from '@/lib/i18n/message'
import { formatKes } from '@/lib/money'
import { m } from '@/paraglide/messages.js'
import type { Bus } from '../api/bus-schema'
import { BookSeatButton } from './book-seat-button'
import { SeatsBadge } from './seats-badge'

interface BusCardProps {
  bus: Bus
  eagerImage?: boolean
}

export function BusCard({ bus, eagerImage }: BusCardProps) {
  const headingId = `bus-${bus.id}-name`
  return (
    <article className="bus-card" aria-labelledby={headingId}>
      <BusPicture
        className="bus-card__image"
        imageUrl={bus.imageUrl}
        busName={bus.name}
        width={320}
        height={180}
        eager={eagerImage}
      />
      <div className="bus-card__body">
        <div className="bus-card__heading">
          <h2 id={headingId} className="bus-card__name">
            {bus.name}
          </h2>
          <SeatsBadge seats={bus.seatsAvailable} />
        </div>
        <FactsList
          className="bus-card__facts"
          facts={[
            { term: m.buses_route(), value: bus.route, className: 'bus-card__route' },
            {
              term: m.buses_departure(),
              value: bus.departure ?? m.buses_departure_tba(),
              className: 'bus-card__departure',
            },
            { term: m.buses_price(), value: formatKes(bus.price), className: 'bus-card__price' },
            {
              term: m.buses_seats_available(),
              value: formatNumber(bus.seatsAvailable),
              className: 'bus-card__seats',
            },
          ]}
        />
        <BookSeatButton bus={bus} describedBy={headingId} />
      </div>
    </article>
  )
}
