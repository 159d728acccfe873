import type { ErrorComponentProps } from '@tanstack/react-router'
import { RouteLoadError } from '@/components/route-load-error'
import { m } from '@/paraglide/messages.js'
import { BusesPage } from './buses-page'

/** Whatever went wrong, the traveller reads 'Failed to load buses' (docs/product.md#errors). */
export function BusesLoadError({ error }: ErrorComponentProps) {
  return (
    <BusesPage>
      <RouteLoadError error={error} text={m.buses_load_failed()} />
    </BusesPage>
  )
}
