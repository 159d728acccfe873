import { memo } from 'react'
import type { Bus } from '../api/bus-schema'
import { BusCard } from './bus-card'

const BusListItem = memo(function BusListItem({ bus, eager }: { bus: Bus; eager: boolean }) {
  return (
    <li>
      <BusCard bus={bus} eagerImage={eager} />
    </li>
  )
})

/**
 * The cards of the buses found. Memoised: while a keystroke is handled this list is not
 * rendered again; it follows once the search settles (useDeferredValue in the screen).
 */
export const BusList = memo(function BusList({ buses }: { buses: readonly Bus[] }) {
  return (
    <ul className="bus-grid" aria-label="Buses">
      {buses.map((bus, index) => (
        <BusListItem key={bus.id} bus={bus} eager={index < 2} />
      ))}
    </ul>
  )
})

export function busCountText(count: number): string {
  if (count === 0) return 'No buses match your search.'
  return count === 1 ? '1 bus' : `${count} buses`
}

interface NoMatchProps {
  onClear: () => void
}

export function NoMatch({ onClear }: NoMatchProps) {
  return (
    <div className="bus-results__empty">
      <button type="button" className="button button--secondary" onClick={onClear}>
        Clear filters
      </button>
    </div>
  )
}
