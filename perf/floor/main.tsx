import { StrictMode, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useSuspenseQuery,
} from '@tanstack/react-query'
import {
  Outlet,
  RouterProvider,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import ky from 'ky'
import * as z from 'zod/mini'
import { create } from 'zustand'

/**
 * The floor page (docs/performance.md): the smallest client-rendered app of the project's own
 * packages that does what /buses must do first. It fetches the bus list from the same backend
 * and renders bookable cards with the same fields. `npm run bench` measures it beside the app
 * on the same phone: the app's first bookable card is budgeted as a ratio to this one's.
 */
const busSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  route: z.string(),
  time: z.optional(z.nullable(z.string())),
  price: z.number(),
  seats: z.number(),
  image_url: z.optional(z.nullable(z.string())),
})
type Bus = z.infer<typeof busSchema>

const api = ky.create({ prefixUrl: import.meta.env.VITE_API_BASE_URL })
const busList = queryOptions({
  queryKey: ['buses'],
  queryFn: async () => z.array(busSchema).parse(await api.get('api/buses/').json()),
})

const useSession = create<{ token: string | null }>(() => ({
  token: localStorage.getItem('token'),
}))

function bookSeat(bus: Bus, token: string | null) {
  if (!token) return window.alert('You need to login first')
  window.prompt(`How many seats? Available: ${bus.seats}`, '1')
}

function BusCard({ bus }: { bus: Bus }) {
  const token = useSession((session) => session.token)
  const picture = bus.image_url ? `${import.meta.env.VITE_API_BASE_URL}${bus.image_url}` : null
  return (
    <article>
      <div className="bus-picture">
        {picture ? <img src={picture} alt="" width={320} height={180} /> : null}
      </div>
      <h2>{bus.name}</h2>
      <dl>
        <dt>Route</dt>
        <dd>{bus.route}</dd>
        <dt>Departure</dt>
        <dd>{bus.time ?? 'TBA'}</dd>
        <dt>Price</dt>
        <dd>KES {bus.price}</dd>
        <dt>Seats Available</dt>
        <dd>{bus.seats}</dd>
      </dl>
      <button type="button" onClick={() => bookSeat(bus, token)}>
        Book Seat
      </button>
    </article>
  )
}

function BusesScreen() {
  const { data: buses } = useSuspenseQuery(busList)
  return (
    <ul className="bus-grid">
      {buses.map((bus) => (
        <li key={bus.id}>
          <BusCard bus={bus} />
        </li>
      ))}
    </ul>
  )
}

function RootLayout() {
  // The same mark as the app's (src/lib/app-running.ts), which the bench's frame watcher reads.
  useLayoutEffect(() => {
    document.documentElement.dataset.appRunning = ''
  }, [])
  return (
    <main>
      <h1>Available Buses</h1>
      <Outlet />
    </main>
  )
}

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
})
const busesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/buses',
  loader: ({ context }) => context.queryClient.ensureQueryData(busList),
  component: BusesScreen,
})
const queryClient = new QueryClient()
const router = createRouter({
  routeTree: rootRoute.addChildren([busesRoute]),
  context: { queryClient },
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
