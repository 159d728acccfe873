import { busPictureSource } from '@/components/bus-picture-source'
import type { Bus } from '../api/bus-schema'
import { bookSeatLabel, busFacts, busNameId, isFullyBooked } from '../model/bus-facts'
import { seatsLeftBadge } from '../model/seats-left'
import { element } from './dom'

/** BusPicture's markup; a broken picture gives way to the placeholder, as there. */
function picture(bus: Bus, eager: boolean): HTMLElement {
  const { src, alt } = busPictureSource(bus.imageUrl, bus.name)
  const img = element('img', {
    class: 'bus-card__image',
    src,
    alt,
    width: '320',
    height: '180',
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
  })
  img.addEventListener(
    'error',
    () => {
      const placeholder = busPictureSource(bus.imageUrl, bus.name, true)
      img.setAttribute('src', placeholder.src)
      img.setAttribute('alt', placeholder.alt)
    },
    { once: true },
  )
  return img
}

function seatsBadge(seats: number): HTMLElement | null {
  const badge = seatsLeftBadge(seats)
  if (!badge) return null
  return element('span', { class: badge.className, 'aria-hidden': 'true' }, badge.text)
}

/**
 * A bus card as BusCard renders it (early-bus-results.test.tsx holds the two together), for the
 * list shown before the app runs. Its Book Seat is hidden until the app runs, as in BusCard.
 */
export function earlyBusCard(bus: Bus, eagerImage: boolean): HTMLElement {
  const headingId = busNameId(bus)
  const button = element(
    'button',
    { type: 'button', class: 'button bus-card__book', 'aria-describedby': headingId },
    bookSeatLabel(bus),
  )
  if (isFullyBooked(bus)) button.setAttribute('disabled', '')
  const facts = busFacts(bus).map((fact) =>
    element(
      'div',
      { class: fact.className },
      element('dt', {}, fact.term),
      element('dd', {}, fact.value),
    ),
  )
  return element(
    'article',
    { class: 'bus-card', 'aria-labelledby': headingId },
    picture(bus, eagerImage),
    element(
      'div',
      { class: 'bus-card__body' },
      element(
        'div',
        { class: 'bus-card__heading' },
        element('h2', { id: headingId, class: 'bus-card__name' }, bus.name),
        seatsBadge(bus.seatsAvailable),
      ),
      element('dl', { class: 'facts bus-card__facts' }, ...facts),
      element('div', { class: 'bus-card__action', 'data-needs-app': 'true' }, button),
    ),
  )
}
