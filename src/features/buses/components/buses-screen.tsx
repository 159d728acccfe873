import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '../../../components/page-header'
import { busQueries } from '../api/get-buses'
import { BusCard } from './bus-card'
import './buses.css'

export function BusesScreen() {
  const { data: buses } = useSuspenseQuery(busQueries.list())
  return (
    <section className="page" aria-labelledby="buses-title">
      <PageHeader title="Available Buses" titleId="buses-title">
        <p className="page-header__lead">Pick a bus, check the seats left, and book in seconds.</p>
      </PageHeader>
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
    </section>
  )
}
