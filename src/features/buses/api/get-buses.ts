import { queryOptions } from '@tanstack/react-query'
import { refusal } from '@/lib/api-error'
import { isAppRunning } from '@/lib/app-running'
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
 * it (../early/show-early-buses.ts). The app's first list query, which runs before its first
 * render, takes this answer instead of asking again: the page sends one request, the one its
 * HTML preloads. Undefined once the app runs. A failed answer is dropped, so the app asks anew.
 */
export function requestBusesEarly(): Promise<Bus[]> | undefined {
  if (isAppRunning()) return undefined
  if (!earlyList) {
    const list = getBuses()
    earlyList = list
    list.catch(() => {
      if (earlyList === list) earlyList = undefined
    })
  }
  return earlyList
}

function takeEarlyList(): Promise<Bus[]> | undefined {
  const list = earlyList
  earlyList = undefined
  // A later query (a refetch, after a booking) always asks the server.
  return isAppRunning() ? undefined : list
}

export const busQueries = {
  all: () => queryRoots.buses,
  list: () =>
    queryOptions({
      queryKey: [...busQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => takeEarlyList() ?? getBuses(signal),
    }),
}
