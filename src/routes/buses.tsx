import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { preloadAddBooking } from '@/features/bookings/api/register-add-booking'
import { busesPath, busQueries } from '@/features/buses/api/get-buses'
import { BusesLoadError } from '@/features/buses/components/buses-load-error'
import { BusesPending } from '@/features/buses/components/buses-pending'
import { BusesScreen } from '@/features/buses/components/buses-screen'
import { busSearchSchema, defaultBusSearch } from '@/features/buses/model/bus-search'
import { ensureRouteData } from '@/lib/route-query'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/buses')({
  // Prerendered as every visitor first sees it, the list still loading (its pending component),
  // and the list requested with the page's HTML.
  staticData: { title: m.common_title_buses, prerender: { data: busesPath } },
  ssr: false,
  // The search only filters the loaded list: no loaderDeps, so typing never refetches.
  validateSearch: busSearchSchema,
  search: { middlewares: [stripSearchParams(defaultBusSearch)] },
  loader: (load) => {
    preloadAddBooking()
    return ensureRouteData(load, busQueries.list())
  },
  pendingComponent: BusesPending,
  errorComponent: BusesLoadError,
  component: BusesScreen,
})
