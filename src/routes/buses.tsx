import { createFileRoute } from '@tanstack/react-router'
import { busQueries } from '@/features/buses/api/get-buses'
import { BusesLoadError } from '@/features/buses/components/buses-load-error'
import { BusesPending } from '@/features/buses/components/buses-pending'
import { BusesScreen } from '@/features/buses/components/buses-screen'

export const Route = createFileRoute('/buses')({
  staticData: { title: 'Buses' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData({ ...busQueries.list(), revalidateIfStale: true }),
  pendingComponent: BusesPending,
  errorComponent: BusesLoadError,
  component: BusesScreen,
})
