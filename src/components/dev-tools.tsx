import { Suspense, lazy } from 'react'
import type { AnyRouter } from '@tanstack/react-router'

// `import.meta.env.DEV` is a literal: in `vite build` both branches below are dead code, so the
// devtools packages never reach a production bundle. In `vite` (dev) they load in their own
// chunks after the app, and never hold up its first render.
const QueryDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((module) => ({
        default: module.ReactQueryDevtools,
      })),
    )
  : null
const RouterDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-router-devtools').then((module) => ({
        default: module.TanStackRouterDevtools,
      })),
    )
  : null

/**
 * TanStack Query and Router devtools, in `npm run dev` only (nothing in a production build).
 * Both buttons sit bottom right, side by side: the mock backend's QA panel takes the bottom left
 * corner and the top bar the top edge.
 */
export function DevTools({ router }: { router: AnyRouter }) {
  if (!QueryDevtools || !RouterDevtools) return null
  return (
    <Suspense fallback={null}>
      <QueryDevtools buttonPosition="bottom-right" />
      {/* A div, not the default footer: the page keeps one contentinfo landmark. */}
      <RouterDevtools
        router={router}
        position="bottom-right"
        containerElement="div"
        toggleButtonProps={{ style: { right: '4.5rem' } }}
      />
    </Suspense>
  )
}
