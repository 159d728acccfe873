import type { RouterHistory } from '@tanstack/react-router'

/**
 * When the router restores the scroll position (its `scrollRestoration` option, asked after each
 * render): after a move in `history` (a link, Back, a redirect), as TanStack Router does by
 * default, with two exceptions.
 * - Rendering again without a move (`router.invalidate()`: a language switch, a sign-in) leaves
 *   the page where the traveller scrolled it.
 * - The first render keeps a page that was already scrolled. On a slow phone the traveller reads
 *   and scrolls the prerendered page (or the first screen) for seconds before the router's
 *   first load ends, and restoring would throw them back to the top. A page opened again
 *   (reload, back from another site) was scrolled by the browser itself by then. A traveller
 *   who followed a link before that first render is on a new page, which starts at its top.
 *
 * Call it when the router is made, with the router's history. Whether the page was scrolled is
 * read then, and kept by a scroll listener: reading `scrollY` in the first render would force a
 * layout of everything it has just rendered (300 bookings: +400 ms to the last card, `npm run
 * bench`).
 */
export function restoreScrollOnMove(history: RouterHistory): () => boolean {
  // The prerender makes the router in Node: no page to scroll, and no inline restore script
  // in the HTML (the router leaves it out when this says false; the page's CSP forbids it).
  if (typeof window === 'undefined') return () => false
  let scrolled = window.scrollY > 0
  const noteScroll = () => {
    scrolled = true
  }
  addEventListener('scroll', noteScroll, { passive: true, once: true })
  let first = true
  let moved = false
  // Followed a link or went Back before the first render: no longer on the page they scrolled.
  let left = false
  history.subscribe(({ action }) => {
    moved = true
    if (action.type !== 'REPLACE') left = true
  })
  return () => {
    const restore = first && !left ? !scrolled : moved
    if (first) removeEventListener('scroll', noteScroll)
    first = false
    moved = false
    return restore
  }
}
