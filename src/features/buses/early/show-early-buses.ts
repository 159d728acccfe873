import { defaultParseSearch } from '@tanstack/react-router'
import { prepareEarlySave } from '@/lib/early-save'
import { busQueries, requestBusesEarly } from '../api/get-buses'
import type { Bus } from '../api/bus-schema'
import { busCountText, busPageSize, eagerPictures } from '../model/bus-count'
import { busSearchSchema } from '../model/bus-search'
import { findBuses } from '../model/find-buses'
import { m } from '@/paraglide/messages.js'
import { element } from './dom'
import { earlyBusCard } from './early-bus-card'

/**
 * The count and the first page of cards, as BusesScreen renders them for the search in the
 * URL (read as the router reads it). "Show more", "Clear filters" and every button come with
 * the app, below or in place of what is shown here, so nothing moves when it takes over.
 */
export function earlyBusResults(buses: readonly Bus[], urlSearch: string): Node[] {
  const found = findBuses(buses, busSearchSchema.parse(defaultParseSearch(urlSearch)))
  const count = element(
    'p',
    { class: 'bus-results__count', role: 'status' },
    busCountText(found.length),
  )
  if (found.length === 0) return [count]
  const cards = found
    .slice(0, busPageSize)
    .map((bus, index) => element('li', {}, earlyBusCard(bus, index < eagerPictures)))
  return [count, element('ul', { class: 'bus-grid', 'aria-label': m.buses_list_label() }, ...cards)]
}

/**
 * On the prerendered /buses page, before the app runs: asks for the list (the request the HTML
 * preloads, which the app's first query then takes) and shows its cards in `results` as soon
 * as it arrives, instead of after React, the router and the rest have come and started (about
 * a second on a slow phone). The list is saved for offline use before it shows, as the app
 * saves it: the traveller may leave before the app runs. A failure or an empty list is left to
 * the app, which says so.
 */
export async function showEarlyBuses(results: HTMLElement): Promise<void> {
  const saving = prepareEarlySave()
  const buses = (await requestBusesEarly()?.catch(() => [])) ?? []
  // The app may have taken the page over meanwhile; it then shows and saves the list itself.
  if (buses.length === 0 || !results.isConnected) return
  const save = await saving.catch(() => undefined)
  await save?.(busQueries.list().queryKey, buses).catch(() => undefined)
  if (!results.isConnected) return
  results.replaceChildren(...earlyBusResults(buses, window.location.search))
}
