import { useRouterState } from '@tanstack/react-router'
import { getLanguage } from '@/lib/i18n/language'

/**
 * Renders the calling component again when the language switches (docs/i18n.md). The switch
 * calls `router.invalidate()`, and the router memoises what it renders for a route, so a render
 * from the root stops at every screen: every component the router renders (a route's component,
 * pending, error and not-found ones, and the router's defaults) calls this, and what it renders
 * follows.
 */
export function useFollowLanguage(): void {
  useRouterState({ select: () => getLanguage() })
}
