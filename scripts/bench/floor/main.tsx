import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import ky from 'ky'
import { create } from 'zustand'
import * as z from 'zod/mini'

/**
 * The stack's floor: the smallest app that really uses every library Matatu ships (so none is
 * tree-shaken away). Its gzipped JS is what any app on this stack loads before its own code.
 */
const pageSchema = z.object({ html: z.string().check(z.minLength(1)) })

const useCounter = create<{ count: number; increment: () => void }>((set) => ({
  count: 0,
  increment: () => set((state) => ({ count: state.count + 1 })),
}))

function Home() {
  const count = useCounter((state) => state.count)
  const increment = useCounter((state) => state.increment)
  const page = useQuery({
    queryKey: ['page'],
    queryFn: async () => pageSchema.parse({ html: await ky.get('/').text() }),
  })
  return (
    <main>
      <h1>Floor</h1>
      <p>{page.data ? `${page.data.html.length} characters` : 'Loading...'}</p>
      <button type="button" onClick={increment}>
        Clicked {count} times
      </button>
    </main>
  )
}

const router = createRouter({ routeTree: createRootRoute({ component: Home }) })
const queryClient = new QueryClient()

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')
createRoot(container).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
)
