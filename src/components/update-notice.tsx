import { useWatchedValue } from '@/hooks/use-watched-value'
import { reloadIntoAppUpdate, waitingAppUpdate } from '@/lib/app-update'

export const updateNoticeText = 'A new version is available'

/** Offers the new version once it waits; reloads only when the traveller presses Reload. */
export function UpdateNotice() {
  const waiting = useWatchedValue(waitingAppUpdate)
  if (waiting === undefined) return null
  return (
    <div className="update-notice" role="status">
      <p className="update-notice__text">{updateNoticeText}</p>
      <button type="button" className="button update-notice__reload" onClick={reloadIntoAppUpdate}>
        Reload
      </button>
    </div>
  )
}
