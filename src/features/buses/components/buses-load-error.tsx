import { useEffect } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { ErrorState } from '@/components/error-state'
import { m } from '@/paraglide/messages.js'
import { BusesPage } from './buses-page'

/** Whatever went wrong, the traveller reads 'Failed to load buses' (docs/product.md#errors). */
export function BusesLoadError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const errorResetBoundary = useQueryErrorResetBoundary()
  useEffect(() => {
    errorResetBoundary.reset()
  }, [errorResetBoundary])
  useEffect(() => console.error(error), [error])
  return (
    <BusesPage>
      <ErrorState text={m.buses_load_failed()} onRetry={() => void router.invalidate()} />
    </BusesPage>
  )
}
