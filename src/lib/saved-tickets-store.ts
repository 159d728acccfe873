import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { oneWayTag } from './one-way-tag'
import { sessionStore } from './session-store'
import type { SessionUser } from './session-user'

/**
 * The tickets kept on this phone, apart from the rest of the saved data (src/lib/saved-data.ts):
 * that copy goes with its session, these outlive an expired one, so a ticket still opens at the
 * bus door (docs/product.md#tickets-on-this-phone). One IndexedDB entry, tagged with the user it
 * belongs to. What a ticket holds is the bookings feature's to say; here it is opaque.
 */
export const savedTicketsDatabase = { name: 'matatu-tickets', store: 'tickets', key: 'saved' }

export interface SavedTicketsRecord {
  /** Whose tickets: the user's id, else their email (`travellerKey`). */
  travellerKey: string
  /** When the bookings they come from were last read from the server. */
  checkedAt: number
  tickets: readonly unknown[]
}

/**
 * Who a session user is, for the tag: the id, else a one-way tag of the email (the email itself
 * is not kept); null when the user has neither.
 */
export function travellerKey(user: SessionUser | null): string | null {
  const id = user?.id == null ? '' : String(user.id).trim()
  if (id) return `id:${id}`
  const email = user?.email?.trim().toLowerCase()
  return email ? `email:${oneWayTag(email)}` : null
}

/**
 * Whether tickets tagged `key` may be shown now: signed out, yes (a session that expired leaves
 * them for the bus door); signed in, only as that very traveller.
 */
export function mayShowTicketsOf(key: string): boolean {
  const { token, user } = sessionStore.getState()
  return !token || travellerKey(user) === key
}

let database: UseStore | null | undefined
function ticketsDatabase(): UseStore | null {
  if (database !== undefined) return database
  try {
    database =
      typeof indexedDB === 'undefined'
        ? null
        : createStore(savedTicketsDatabase.name, savedTicketsDatabase.store)
  } catch {
    // Storage denied (a sandboxed frame): nothing is kept, and nothing is read.
    database = null
  }
  return database
}

// One queue for every read, write and removal, so they happen in the order they were asked;
// a write asked before a removal that came first in time is dropped (`forgotten`).
let queue: Promise<unknown> = Promise.resolve()
let forgotten = 0

/** An IndexedDB that never answers (it happens) holds up a step this long at the most. */
const stepLimitMs = 2000

function enqueue<T>(step: (store: UseStore) => Promise<T>, fallback: T): Promise<T> {
  const run = queue.then(async () => {
    const store = ticketsDatabase()
    if (!store) return fallback
    let limit: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<T>(
      (resolve) => (limit = setTimeout(() => resolve(fallback), stepLimitMs)),
    )
    try {
      return await Promise.race([step(store), late])
    } catch {
      return fallback
    } finally {
      clearTimeout(limit)
    }
  })
  queue = run
  return run
}

/** The record as stored, unread: the bookings feature checks its shape. */
export function readSavedTickets(): Promise<unknown> {
  return enqueue((store) => get<unknown>(savedTicketsDatabase.key, store), undefined)
}

/** Replaces the record, unless the tickets were forgotten since this was asked. */
export function writeSavedTickets(record: SavedTicketsRecord): Promise<void> {
  const askedAt = forgotten
  return enqueue(async (store) => {
    if (askedAt === forgotten) await set(savedTicketsDatabase.key, record, store)
  }, undefined)
}

/** Removes every saved ticket: an explicit logout, or another traveller's login. */
export function forgetSavedTickets(): Promise<void> {
  forgotten += 1
  return enqueue((store) => del(savedTicketsDatabase.key, store), undefined)
}

const isTagged = (record: unknown): record is { travellerKey: unknown } =>
  typeof record === 'object' && record !== null && 'travellerKey' in record

/**
 * After a login as `user`: another traveller's tickets are removed (so are any when the user
 * cannot be told apart); the same traveller's stay. The check and the removal are one step of
 * the queue, so the new traveller's own tickets, written after it, stay.
 */
export function keepOnlyTicketsOf(user: SessionUser | null): Promise<void> {
  const key = travellerKey(user)
  return enqueue(async (store) => {
    const record = await get<unknown>(savedTicketsDatabase.key, store)
    if (record !== undefined && (!key || !isTagged(record) || record.travellerKey !== key)) {
      await del(savedTicketsDatabase.key, store)
    }
  }, undefined)
}
