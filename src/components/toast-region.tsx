import { useEffect } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useWatchedValue } from '@/hooks/use-watched-value'
import { currentToast, dismissToast } from '@/lib/toast-store'
import { DismissButton } from './dismiss-button'

/**
 * The page's one toast: a polite live region fixed to the bottom of the screen, so it is
 * announced and moves nothing else. It stays until dismissed, replaced or the page changes.
 */
export function ToastRegion() {
  const toast = useWatchedValue(currentToast)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => dismissToast, [pathname])

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast ? (
        <div className="toast" key={toast.id}>
          <p className="toast__text">{toast.text()}</p>
          {toast.link ? (
            <Link to={toast.link.to} className="toast__link">
              {toast.link.label()}
            </Link>
          ) : null}
          <DismissButton className="toast__close" onClick={dismissToast} />
        </div>
      ) : null}
    </div>
  )
}
