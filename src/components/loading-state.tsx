import { useOnline } from '@/hooks/use-online'
import { m } from '@/paraglide/messages.js'
import { OfflineWaiting } from './offline-notice'

export function LoadingState({ text }: { text: string }) {
  // Offline, a call waits for the connection: a spinner would turn forever.
  const online = useOnline()
  if (!online) return <OfflineWaiting />
  return (
    <p className="status-message" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  )
}

/** The router's default while a route loads. */
export function PageLoading() {
  return <LoadingState text={m.common_loading()} />
}
