import { useAppUpdateWaiting } from '@/hooks/use-app-update-waiting'
import { reloadIntoAppUpdate } from '@/lib/app-update'
import { m } from '@/paraglide/messages.js'

/** Offers the new version once it waits; reloads only when the traveller presses Reload. */
export function UpdateNotice() {
  if (!useAppUpdateWaiting()) return null
  return (
    <div className="update-notice" role="status">
      <p className="update-notice__text">{m.common_update_available()}</p>
      <button type="button" className="button update-notice__reload" onClick={reloadIntoAppUpdate}>
        {m.common_update_reload()}
      </button>
    </div>
  )
}
