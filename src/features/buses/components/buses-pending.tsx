import { LoadingState } from '@/components/loading-state'
import { BusesPage } from './buses-page'

export function BusesPending() {
  return (
    <BusesPage>
      <LoadingState text="Loading buses..." />
    </BusesPage>
  )
}
