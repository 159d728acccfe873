import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { getLanguage } from '@/lib/i18n/language'

const appName = 'Matatu'

/**
 * The one page-title rule, 'Buses · Matatu'. The matched route names the page; a screen that
 * stands in for it (the 404 page, the error fallback) wins while it is shown, whichever of the
 * two effects runs last.
 */
const titles: { route?: string; standIn?: string } = {}

/** A page's name as the document's title. */
export function documentTitle(title: string): string {
  return `${title} · ${appName}`
}

function showTitle(): void {
  const title = titles.standIn ?? titles.route
  if (title) document.title = documentTitle(title)
}

/** For a screen that stands in for its route; `title` is read at render, in the active language. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    titles.standIn = title
    showTitle()
    return () => {
      titles.standIn = undefined
      showTitle()
    }
  }, [title])
}

/**
 * For the root layout: the deepest matched route's `staticData.title`, a message read in the
 * active language, again whenever it changes.
 */
export function useRouteTitle(): void {
  // Read at render: a language switch renders the root again (docs/i18n.md).
  const language = getLanguage()
  const title = useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData.title)?.staticData.title,
  })
  useEffect(() => {
    titles.route = title?.()
    showTitle()
  }, [title, language])
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name, as a message (`m.common_title_buses`), so it follows the language. */
    title?: () => string
  }
}
