import { useState, type Ref } from 'react'
import { FormField } from '@/components/form-field'
import { m } from '@/paraglide/messages.js'
import { useUrlText } from '../hooks/use-url-text'
import { defaultBusSearch, maxPlaceLength, type BusSearch } from '../model/bus-search'
import { busSortOptions, busSorts, type BusSort } from '../model/bus-sorts'

interface BusSearchFormProps {
  search: BusSearch
  /** Suggestions for From and To: the stops of the loaded routes. */
  stops: readonly string[]
  onEdit: (patch: Partial<BusSearch>) => void
  onCommit: () => void
  onChoose: (patch: Partial<BusSearch>) => void
  fromRef?: Ref<HTMLInputElement>
}

const stopsListId = 'bus-stops'
const moreId = 'bus-search-more'

function isBusSort(value: string): value is BusSort {
  return (busSorts as readonly string[]).includes(value)
}

/** From, To, Sort by and the free-seats box above the list (docs/product.md#finding-a-trip). */
export function BusSearchForm({
  search,
  stops,
  onEdit,
  onCommit,
  onChoose,
  fromRef,
}: BusSearchFormProps) {
  const [from, setFrom] = useUrlText(search.from)
  const [to, setTo] = useUrlText(search.to)
  // On a phone, Sort by and the free-seats box wait behind "Sort and filter", so the first
  // screen shows a bus; open from the start when either is in use. From 768 px both always show.
  const [moreOpen, setMoreOpen] = useState(
    search.sort !== defaultBusSearch.sort || search.free !== defaultBusSearch.free,
  )
  const placeProps = {
    type: 'text',
    list: stopsListId,
    autoComplete: 'off',
    autoCapitalize: 'words',
    spellCheck: false,
    enterKeyHint: 'search',
    maxLength: maxPlaceLength,
    onBlur: onCommit,
  } as const

  return (
    <form
      className="bus-search"
      role="search"
      aria-label={m.buses_search_label()}
      onSubmit={(event) => {
        event.preventDefault()
        onCommit()
      }}
    >
      {/* Laid out by the form's grid; on the prerendered page the frame shows, the fields only
          once the app runs. */}
      <div className="bus-search__fields" data-needs-app>
        <FormField
          {...placeProps}
          ref={fromRef}
          label={m.buses_from()}
          name="from"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value)
            onEdit({ from: event.target.value })
          }}
        />
        <FormField
          {...placeProps}
          label={m.buses_to()}
          name="to"
          value={to}
          onChange={(event) => {
            setTo(event.target.value)
            onEdit({ to: event.target.value })
          }}
        />
        <button
          type="button"
          className="button button--secondary bus-search__more-toggle"
          aria-expanded={moreOpen}
          aria-controls={moreId}
          onClick={() => setMoreOpen((open) => !open)}
        >
          {m.buses_sort_and_filter()}
        </button>
        <div id={moreId} className="bus-search__more" data-open={moreOpen}>
          <div className="form-field">
            <label htmlFor="bus-sort">{m.buses_sort_by()}</label>
            <div className="form-field__control">
              <select
                id="bus-sort"
                name="sort"
                value={search.sort}
                onChange={(event) => {
                  if (isBusSort(event.target.value)) onChoose({ sort: event.target.value })
                }}
              >
                {busSortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label()}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className="bus-search__free">
            <input
              type="checkbox"
              name="free"
              checked={search.free}
              onChange={(event) => onChoose({ free: event.target.checked })}
            />
            {m.buses_only_free_seats()}
          </label>
        </div>
        <datalist id={stopsListId}>
          {stops.map((stop) => (
            <option key={stop} value={stop} />
          ))}
        </datalist>
      </div>
    </form>
  )
}
