import { BusPicture } from '@/components/bus-picture'
import { FactsList } from '@/components/facts-list'
import type { Bus } from '../api/bus-schema'
import { busFacts, busNameId } from '../model/bus-facts'
import { BookSeatButton } from './book-seat-button'
import { SeatsBadge } from './seats-badge'

interface BusCardProps {
  bus: Bus
  eagerImage?: boolean
}

export function BusCard({ bus, eagerImage }: BusCardProps) {
  const headingId = busNameId(bus)
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
          {/* Focusable from code: it takes the focus when its button can no longer be booked. */}
          <h2 id={headingId} className="bus-card__name" tabIndex={-1}>
            {bus.name}
          </h2>
          <SeatsBadge seats={bus.seatsAvailable} />
        </div>
        <FactsList className="bus-card__facts" facts={busFacts(bus)} />
        <BookSeatButton bus={bus} describedBy={headingId} />
      </div>
    </article>
  )
}
