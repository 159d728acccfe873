import { createFileRoute } from '@tanstack/react-router'
import { LoadingState } from '../components/loading-state'
import { busQueries } from '../features/buses/api/get-buses'
import { BusesLoadError } from '../features/buses/components/buses-load-error'
import { BusesScreen } from '../features/buses/components/buses-screen'

export const Route = createFileRoute('/buses')({
  staticData: { title: 'Buses' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData({ ...busQueries.list(), revalidateIfStale: true }),
  pendingComponent: () => <LoadingState text="Loading buses..." />,
  errorComponent: BusesLoadError,
  component: BusesScreen,
})
