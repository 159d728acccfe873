import { useEffect } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { ErrorState } from './error-state'

interface RouteLoadErrorProps {
  /** What the route's loader or its screen's query threw; logged. */
  error: unknown
  /** The screen's text for it, in the active language. */
  text: string
}

/**
 * A screen's data could not be loaded and none was saved: the text, and a retry that runs the
 * route's loader again. Inside a route's errorComponent, in the screen's own frame.
 */
export function RouteLoadError({ error, text }: RouteLoadErrorProps) {
  const router = useRouter()
  const errorResetBoundary = useQueryErrorResetBoundary()
  // A retry the loader does not fetch for (offline) mounts the screen on the failed query: reset,
  // its useSuspenseQuery fetches again (and waits for the connection) instead of rethrowing.
  useEffect(() => {
    errorResetBoundary.reset()
  }, [errorResetBoundary])
  useEffect(() => console.error(error), [error])
  return <ErrorState text={text} onRetry={() => void router.invalidate()} />
}
