import { useSearch } from '@tanstack/react-router'
import { LoadingState } from '@/components/loading-state'
import { m } from '@/paraglide/messages.js'
import { BusSearchForm } from './bus-search-form'
import { BusesPage } from './buses-page'
import { useLanguage } from '@/hooks/use-language'

const ignore = () => {}

/**
 * The list's frame while it loads: the search panel in its place, its fields hidden (they could
 * take no typing yet), so nothing moves when the cards arrive. On the prerendered page the cards
 * arrive before the app (`data-early`, src/features/buses/early/).
 */
export function BusesPending() {
  useLanguage()
  const search = useSearch({ from: '/buses' })
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
      <div className="bus-results" data-early="buses">
        <LoadingState text={m.buses_loading()} />
      </div>
    </BusesPage>
  )
}
