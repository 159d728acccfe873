import { useOnline } from '@/hooks/use-online'
import { formatClockTime } from '@/lib/clock-time'
import { m } from '@/paraglide/messages.js'

/**
 * Offline, above data that was saved: says so, and when it was saved (the query's
 * `dataUpdatedAt`). Nothing while online, or without data.
 */
export function OfflineNotice({ savedAt }: { savedAt: number }) {
  const online = useOnline()
  if (online || !savedAt) return null
  return (
    <p className="offline-notice" role="status">
      {m.common_offline_saved({ time: formatClockTime(savedAt) })}
    </p>
  )
}

/** Offline, in place of a loading state: nothing was saved, and nothing comes until online. */
export function OfflineWaiting() {
  return (
    <p className="offline-notice" role="status">
      {m.common_offline_waiting()}
    </p>
  )
}
