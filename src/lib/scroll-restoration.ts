import type { ParsedLocation } from '@tanstack/react-router'

/**
 * When the router restores the scroll position (its `scrollRestoration` option): on a move to
 * another history entry, as TanStack Router does by default, with two exceptions.
 * - Rendering the same entry again (`router.invalidate()`: a language switch, a sign-in) is not
 *   a move: the page stays where the traveller scrolled it.
 * - The first render keeps a page that was already scrolled. On a slow phone the traveller reads
 *   and scrolls the prerendered page (or the first screen) for seconds before the router's
 *   first load ends, and restoring would throw them back to the top. A page opened again
 *   (reload, back from another site) was scrolled by the browser itself by then.
 *
 * Call it when the router is made. Whether the page was scrolled is read then, and kept by a
 * scroll listener: reading `scrollY` in the first render would force a layout of everything it
 * has just rendered (300 bookings: +400 ms to the last card, `npm run bench`).
 */
export function restoreScrollOnNavigation(): (options: { location: ParsedLocation }) => boolean {
  // The prerender makes the router in Node: no page to scroll, and no inline restore script
  // in the HTML (the router leaves it out when this says false; the page's CSP forbids it).
  if (typeof window === 'undefined') return () => false
  let scrolled = window.scrollY > 0
  const noteScroll = () => {
    scrolled = true
  }
  addEventListener('scroll', noteScroll, { passive: true, once: true })
  let renderedKey: string | undefined
  return ({ location }) => {
    // The router's own key for an entry (router-core's defaultGetScrollRestorationKey).
    const key = location.state.__TSR_key ?? location.href
    const first = renderedKey === undefined
    const sameEntry = key === renderedKey
    renderedKey = key
    if (first) removeEventListener('scroll', noteScroll)
    if (sameEntry) return false
    return !(first && scrolled)
  }
}
