import type { FormEvent } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { FormField } from '@/components/form-field'
import { m } from '@/paraglide/messages.js'

/**
 * From and To, then "Search buses" opens /buses with them (docs/product.md#home). A real GET
 * form: on the prerendered page, before the app runs, the browser itself opens
 * /buses?from=…&to=…; once the app runs, the router does, without reloading the page.
 */
export function HomeSearch() {
  const navigate = useNavigate()
  const router = useRouter()
  // As the links do: not with the data saver on (router.options.defaultPreload is then false).
  const preloadBuses = () => {
    if (router.options.defaultPreload) void router.preloadRoute({ to: '/buses' }).catch(() => {})
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value.trim() : ''
    }
    void navigate({ to: '/buses', search: { from: text('from'), to: text('to') } })
  }

  return (
    <form
      className="home-search"
      method="get"
      action="/buses"
      role="search"
      aria-labelledby="home-search-title"
      onSubmit={submit}
    >
      <h2 id="home-search-title" className="home-search__title">
        {m.home_search_title()}
      </h2>
      {(['from', 'to'] as const).map((name) => (
        <FormField
          key={name}
          label={name === 'from' ? m.home_search_from() : m.home_search_to()}
          name={name}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          // /buses ignores longer text.
          maxLength={60}
        />
      ))}
      <button
        type="submit"
        className="button home-search__submit"
        onPointerEnter={preloadBuses}
        onPointerDown={preloadBuses}
        onFocus={preloadBuses}
      >
        {m.home_search_submit()}
      </button>
    </form>
  )
}
