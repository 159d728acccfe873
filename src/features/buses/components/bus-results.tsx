import { memo } from 'react'
import { useLanguage } from '@/hooks/use-language'
import { formatNumber } from '@/lib/i18n/language'
import { m } from '@/paraglide/messages.js'
import type { Bus } from '../api/bus-schema'
import { busPageSize, eagerPictures } from '../model/bus-count'
import { BusCard } from './bus-card'

/** One card, memoised and following the language as the list is. */
const BusListItem = memo(function BusListItem(props: { bus: Bus; eager: boolean; focus: boolean }) {
  useLanguage()
  return (
    <li tabIndex={props.focus ? -1 : undefined}>
      <BusCard bus={props.bus} eagerImage={props.eager} />
    </li>
  )
})

interface BusListProps {
  buses: readonly Bus[]
  /** The first card added by "Show more": it takes the focus from the button. */
  focusIndex: number | null
}

/**
 * The cards shown. Memoised: a keystroke never renders the list; it follows once the search
 * settles (useDeferredValue in the screen), and only a page of cards is in the page, so that
 * render stays short on a slow phone. It reads the language (useLanguage), so a switch, which
 * stops at memo, still renders it (docs/i18n.md).
 */
export const BusList = memo(function BusList({ buses, focusIndex }: BusListProps) {
  useLanguage()
  return (
    <ul className="bus-grid" aria-label={m.buses_list_label()}>
      {buses.map((bus, index) => (
        <BusListItem
          key={bus.id}
          bus={bus}
          eager={index < eagerPictures}
          focus={index === focusIndex}
        />
      ))}
    </ul>
  )
})

export function ShowMore({
  shown,
  total,
  onClick,
}: {
  shown: number
  total: number
  onClick: () => void
}) {
  return (
    <div className="bus-results__more">
      <p>{m.buses_showing_of({ shown: formatNumber(shown), total: formatNumber(total) })}</p>
      <button type="button" className="button button--secondary" onClick={onClick}>
        {m.buses_show_more({ count: formatNumber(Math.min(busPageSize, total - shown)) })}
      </button>
    </div>
  )
}

export function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="bus-results__empty">
      <button type="button" className="button button--secondary" onClick={onClear}>
        {m.buses_clear_filters()}
      </button>
    </div>
  )
}
