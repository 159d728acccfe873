import { hashKey, matchQuery, queryOptions, type QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { queryRoots } from '@/lib/query-keys'
import {
  mayShowTicketsOf,
  readSavedTickets,
  travellerKey,
  writeSavedTickets,
} from '@/lib/saved-tickets-store'
import { sessionStore } from '@/lib/session-store'
import { passengerName, ticketsToKeep, type TicketBus } from '../model/ticket'
import { bookingQueries } from './get-bookings'

const ticketSchema = z.object({
  reference: z.string(),
  busName: z.string(),
  route: z.string(),
  seatsBooked: z.number(),
  totalPrice: z.number(),
  passenger: z.string(),
  bus: z.nullable(
    z.object({ departure: z.nullable(z.string()), imageUrl: z.nullable(z.string()) }),
  ),
})

const savedTicketsSchema = z.object({
  travellerKey: z.string(),
  checkedAt: z.number(),
  tickets: z.array(ticketSchema),
})

export type SavedTickets = z.infer<typeof savedTicketsSchema>

/**
 * The tickets on this phone, or null: none, a shape this version cannot read, or another
 * traveller's while someone is signed in (their login is removing them).
 */
async function ticketsOnThisPhone(): Promise<SavedTickets | null> {
  const saved = savedTicketsSchema.safeParse(await readSavedTickets())
  return saved.success && mayShowTicketsOf(saved.data.travellerKey) ? saved.data : null
}

export const savedTicketQueries = {
  // Not under the bookings root: that one is saved with its session, these outlive it.
  all: () =>
    queryOptions({
      queryKey: ['tickets-on-this-phone'] as const,
      queryFn: ticketsOnThisPhone,
      // Read from the phone, so offline too; written by keepTicketsSaved, which updates it here.
      networkMode: 'always',
      staleTime: Infinity,
      retry: false,
    }),
}

/**
 * Keeps a ticket of every booking on the phone, tagged with its traveller, as the bookings list
 * changes: fetched, a booking added, a booking cancelled (which removes its ticket). The bus
 * list adds each ticket's departure and picture. Returns the unsubscribe function.
 */
export function keepTicketsSaved(
  queryClient: QueryClient,
  busList: () => readonly TicketBus[] | undefined,
): () => void {
  const bookingsKey = bookingQueries.list().queryKey
  const ticketsKey = savedTicketQueries.all().queryKey

  async function save(readFromServer: boolean) {
    const bookings = queryClient.getQueryState(bookingsKey)
    const { token, user } = sessionStore.getState()
    const key = travellerKey(user)
    if (!token || !key || bookings?.status !== 'success' || !bookings.data) return
    const kept = await queryClient.ensureQueryData(savedTicketQueries.all())
    // The session changed while the phone read: these bookings are no longer the traveller's.
    if (sessionStore.getState().token !== token) return
    const record: SavedTickets = {
      travellerKey: key,
      checkedAt: readFromServer
        ? bookings.dataUpdatedAt
        : (kept?.checkedAt ?? bookings.dataUpdatedAt),
      tickets: ticketsToKeep(bookings.data, busList(), passengerName(user), kept?.tickets ?? []),
    }
    queryClient.setQueryData(ticketsKey, record)
    await writeSavedTickets(record)
  }

  // Bookings fetched before this started (the first screen was My Bookings or a ticket).
  const bookingsNow = queryClient.getQueryState(bookingsKey)
  if (bookingsNow?.status === 'success' && !bookingsNow.isInvalidated) void save(true)

  const bookingsHash = hashKey(bookingsKey)
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash === bookingsHash) void save(!event.action.manual)
    else if (matchQuery({ queryKey: queryRoots.buses }, event.query)) void save(false)
  })
}
