import { defaultParseSearch } from '@tanstack/react-router'
import type { Bus } from '../api/bus-schema'

/**
 * Book Seat, signed out, sends the traveller to log in with the way back to this list and the
 * bus in it (`book`), where the seat question is asked again (docs/product.md#booking-a-seat).
 * The bus a login is for, read from that way back; undefined for any other.
 */
export function busToBookAfterLogin(redirect: string | undefined): string | undefined {
  if (!redirect) return undefined
  const address = new URL(redirect, 'https://app.invalid')
  if (address.pathname !== '/buses') return undefined
  const { book }: Record<string, unknown> = defaultParseSearch(address.search)
  return typeof book === 'string' || typeof book === 'number' ? String(book) : undefined
}

/** The bus of that id in the list, if it is there. */
export function findBus(buses: readonly Bus[] | undefined, id: string | undefined) {
  return id === undefined ? undefined : buses?.find((bus) => String(bus.id) === id)
}
