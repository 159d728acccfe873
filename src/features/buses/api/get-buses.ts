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

/** GET /api/buses/ (docs/api.md#calls), under the API base. */
export const busesPath = 'api/buses/'

export async function getBuses(signal?: AbortSignal): Promise<Bus[]> {
  return busesFromResponse(await requestJson(busesPath, busesResponseSchema, { signal }))
}

export const busQueries = {
  all: () => queryRoots.buses,
  list: () =>
    queryOptions({
      queryKey: [...busQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getBuses(signal),
      // Seat counts change with every traveller's booking: read again whenever the page comes
      // back into view or the connection returns, however fresh the list was
      // (docs/product.md#buses).
      refetchOnWindowFocus: 'always',
      refetchOnReconnect: 'always',
    }),
}
