import { useSuspenseQuery } from '@tanstack/react-query'
import { busQueries } from '../api/get-buses'
import { BusCard } from './bus-card'
import { BusesPage } from './buses-page'

export function BusesScreen() {
  const { data: buses } = useSuspenseQuery(busQueries.list())
  return (
    <BusesPage>
      {buses.length === 0 ? (
        <p className="status-message">No buses are scheduled right now. Please check back later.</p>
      ) : (
        <ul className="bus-grid" aria-label="Buses">
          {buses.map((bus, index) => (
            <li key={bus.id}>
              <BusCard bus={bus} eagerImage={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </BusesPage>
  )
}
