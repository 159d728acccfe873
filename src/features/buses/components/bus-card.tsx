import { BusPicture } from '@/components/bus-picture'
import { FactsList } from '@/components/facts-list'
import { formatKes } from '@/lib/money'
import type { Bus } from '../api/bus-schema'
import { BookSeatButton } from './book-seat-button'

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
        <h2 id={headingId} className="bus-card__name">
          {bus.name}
        </h2>
        <FactsList
          facts={[
            { term: 'Route', value: bus.route },
            { term: 'Departure', value: bus.departure ?? 'TBA' },
            { term: 'Price', value: formatKes(bus.price) },
            { term: 'Seats Available', value: bus.seatsAvailable },
          ]}
        />
        <BookSeatButton bus={bus} describedBy={headingId} />
      </div>
    </article>
  )
}
