import { useEffect, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { ErrorState } from './error-state'
import { LoadingState } from './loading-state'
import { OfflineNotice } from './offline-notice'

interface QueryViewProps<TData> {
  query: UseQueryResult<TData>
  loadingText: string
  /** The error's text on the page (read at render, in the active language). */
  errorText: (error: Error) => string
  children: (data: TData) => ReactNode
}

/**
 * One screen's server data: the data (with the offline notice above a saved copy), else the
 * error with a retry, else the loading state.
 */
export function QueryView<TData>({
  query,
  loadingText,
  errorText,
  children,
}: QueryViewProps<TData>) {
  const { error } = query
  useEffect(() => {
    if (error) console.error(error)
  }, [error])

  // Data first: a failed background refetch does not hide what is already shown.
  if (query.data !== undefined) {
    return (
      <>
        <OfflineNotice savedAt={query.dataUpdatedAt} />
        {children(query.data)}
      </>
    )
  }
  if (error) return <ErrorState text={errorText(error)} onRetry={() => void query.refetch()} />
  return <LoadingState text={loadingText} />
}
