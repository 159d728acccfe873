import { StrictMode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { DevTools } from '@/components/dev-tools'
import type { AppRouter } from '@/router'

/**
 * The whole app, as the build prerenders it (src/prerender.tsx) and the browser hydrates it
 * (src/start-app.tsx): one tree on both sides, so React's generated ids (useId) match.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DevTools router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
}
