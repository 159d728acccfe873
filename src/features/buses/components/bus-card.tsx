import { formatKes } from '../../../lib/money'
import type { Bus } from '../api/bus-schema'
import { BusImage } from './bus-image'

interface BusCardProps {
  bus: Bus
  eagerImage?: boolean
  onBook?: (bus: Bus) => void
}

export function BusCard({ bus, eagerImage, onBook }: BusCardProps) {
  const fullyBooked = bus.seatsAvailable <= 0
  const headingId = `bus-${bus.id}-name`
  return (
    <article className="bus-card" aria-labelledby={headingId}>
      <BusImage imageUrl={bus.imageUrl} name={bus.name} eager={eagerImage} />
      <div className="bus-card__body">
        <h2 id={headingId} className="bus-card__name">
          {bus.name}
        </h2>
        <dl className="facts">
          <div>
            <dt>Route</dt>
            <dd>{bus.route}</dd>
          </div>
          <div>
            <dt>Departure</dt>
            <dd>{bus.departure ?? 'TBA'}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{formatKes(bus.price)}</dd>
          </div>
          <div>
            <dt>Seats Available</dt>
            <dd>{bus.seatsAvailable}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="button bus-card__book"
          disabled={fullyBooked}
          onClick={() => onBook?.(bus)}
          aria-describedby={headingId}
        >
          {fullyBooked ? 'Fully Booked' : 'Book Seat'}
        </button>
      </div>
    </article>
  )
}
