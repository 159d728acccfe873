import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './lib/query-client'
import { syncQueryCacheWithSession } from './lib/session-cache-sync'
import { setLoginRedirect } from './lib/session-expiry'
import { syncSessionAcrossTabs } from './lib/session-store'
import { createAppRouter } from './router'
import './styles/global.css'

async function startMockBackend(): Promise<void> {
  // A literal at build time: with mocking off this branch and the mock backend are dropped.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return
  const { startMockWorker } = await import('../mocks/browser')
  await startMockWorker()
}

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
syncQueryCacheWithSession(queryClient)
syncSessionAcrossTabs()
setLoginRedirect(() => void router.navigate({ to: '/login' }))

void startMockBackend().then(() => {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
})
