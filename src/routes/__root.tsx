import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { SiteFooter } from '@/components/site-footer'
import { SkipLink } from '@/components/skip-link'
import { ToastRegion } from '@/components/toast-region'
import { TopBar } from '@/components/top-bar'
import { UpdateNotice } from '@/components/update-notice'
import { useFocusMainAfterNavigation } from '@/hooks/use-focus-main-after-navigation'
import { useMarkAppRunning } from '@/hooks/use-mark-app-running'
import { useRouteTitle } from '@/hooks/use-page-title'
import type { RouterContext } from '@/lib/route-query'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  useRouteTitle()
  useFocusMainAfterNavigation()
  useMarkAppRunning()
  return (
    <div className="app">
      <SkipLink />
      <UpdateNotice />
      <TopBar />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastRegion />
    </div>
  )
}
