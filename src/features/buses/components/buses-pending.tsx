import { LoadingState } from '@/components/loading-state'
import { m } from '@/paraglide/messages.js'
import { BusesPage } from './buses-page'

export function BusesPending() {
  return (
    <BusesPage>
      <LoadingState text={m.buses_loading()} />
    </BusesPage>
  )
}
