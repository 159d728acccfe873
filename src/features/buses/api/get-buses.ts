import { queryOptions } from '@tanstack/react-query'
import { refusal } from '@/lib/api-error'
import { requestJson } from '@/lib/http-client'
import { queryRoots } from '@/lib/query-keys'
import { busesResponseSchema, type Bus, type BusesResponse } from './bus-schema'

/** The envelope counts as failed unless success is exactly true (docs/api.md#calls). */
export function busesFromResponse(response: BusesResponse): Bus[] {
  if (Array.isArray(response)) return response
  if (response.success === true && response.buses) return response.buses
  throw refusal(response.message, 'Failed to fetch buses')
}

export async function getBuses(signal?: AbortSignal): Promise<Bus[]> {
  return busesFromResponse(await requestJson('api/buses/', busesResponseSchema, { signal }))
}

let earlyList: Promise<Bus[]> | undefined

/**
 * Asks for the list before the app has started, for the cards the prerendered page shows from
 * it (../early/show-early-buses.ts). The app's first list query takes this answer instead of
 * asking again, so the page sends one request, the one its HTML preloads.
 */
export function requestBusesEarly(): Promise<Bus[]> {
  earlyList ??= getBuses()
  return earlyList
}

function takeEarlyList(): Promise<Bus[]> | undefined {
  const list = earlyList
  earlyList = undefined
  return list
}

export const busQueries = {
  all: () => queryRoots.buses,
  list: () =>
    queryOptions({
      queryKey: [...busQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => takeEarlyList() ?? getBuses(signal),
    }),
}
