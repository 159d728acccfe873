import { useHydrated, useSearch } from '@tanstack/react-router'
import { LoadingState } from '@/components/loading-state'
import { m } from '@/paraglide/messages.js'
import { BusSearchForm } from './bus-search-form'
import { defaultBusSearch } from '../model/bus-search'
import { BusesPage } from './buses-page'

const ignore = () => {}

/**
 * The list's frame while it loads: the search panel in its place, its fields hidden (they could
 * take no typing yet), so nothing moves when the cards arrive. It is also the prerendered /buses
 * page, which React hydrates as it was built, with no search; the URL's follows.
 */
export function BusesPending() {
  const urlSearch = useSearch({ from: '/buses' })
  const search = useHydrated() ? urlSearch : defaultBusSearch
  return (
    <BusesPage>
      <div className="bus-search-waiting" inert>
        <BusSearchForm
          search={search}
          stops={[]}
          onEdit={ignore}
          onCommit={ignore}
          onChoose={ignore}
        />
      </div>
      <div className="bus-results">
        <LoadingState text={m.buses_loading()} />
      </div>
    </BusesPage>
  )
}
