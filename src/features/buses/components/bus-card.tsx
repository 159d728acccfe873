import { formatKes } from '@/lib/money'
import type { Bus } from '../api/bus-schema'
import { BookSeatButton } from './book-seat-button'
import { BusImage } from './bus-image'

interface BusCardProps {
  bus: Bus
  eagerImage?: boolean
}

export function BusCard({ bus, eagerImage }: BusCardProps) {
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
        <BookSeatButton bus={bus} describedBy={headingId} />
      </div>
    </article>
  )
}
