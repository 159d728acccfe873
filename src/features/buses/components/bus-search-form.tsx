import type { Ref } from 'react'
import { FormField } from '@/components/form-field'
import { m } from '@/paraglide/messages.js'
import { useUrlText } from '../hooks/use-url-text'
import { maxPlaceLength, type BusSearch } from '../model/bus-search'
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
        <datalist id={stopsListId}>
          {stops.map((stop) => (
            <option key={stop} value={stop} />
          ))}
        </datalist>
      </div>
    </form>
  )
}
