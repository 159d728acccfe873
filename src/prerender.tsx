import { prerender } from 'react-dom/static'
import { createMemoryHistory, type AnyRoute, type AnyRouter } from '@tanstack/react-router'
import { attachRouterServerSsrUtils } from '@tanstack/react-router/ssr/server'
import { App } from '@/app'
import { documentTitle } from '@/hooks/use-page-title'
import type { Language } from '@/lib/i18n/language'
import { createQueryClient } from '@/lib/query-client'
import { createAppRouter } from '@/router'
import { m } from '@/paraglide/messages.js'
import { overwriteGetLocale } from '@/paraglide/runtime.js'

export interface PrerenderedPage {
  rootHtml: string
  /**
   * The router's state for the browser's hydration (its matches, as the router dehydrates them),
   * as a classic script that marks the page (`data-router-state`) once it has run: the page loads
   * it from a file of its own, because its CSP allows no inline script.
   */
  routerState: string
  /**
   * The preloads React found while rendering (a picture with high fetch priority), as the value
   * of an HTTP Link header: React's `onHeaders`, which also keeps them out of the HTML.
   */
  preloads: string
  title: string
  description: string
  /** The ids of the matched routes ('__root__', '/buses'): scripts/prerender.ts finds their files. */
  routeIds: string[]
}

/**
 * The router stamps each match with the time it loaded, and hands the stamp to the browser with
 * its state. A page rendered at build time carries no time of the build's: its matches are
 * stamped 0, so the browser judges them by its own clock alone (as loaded long ago), and two
 * builds of one commit write the same files.
 */
async function withoutTheBuildsClock(load: () => Promise<void>): Promise<void> {
  const now = Date.now
  Date.now = () => 0
  try {
    await load()
  } finally {
    Date.now = now
  }
}

/**
 * Renders a path at build time, in Node (scripts/prerender.ts): the real router on a memory
 * history, as every visitor first sees the page: signed out, in `language`, no data yet (a
 * route with `ssr: false` shows its pending component). Paraglide's runtime is told the
 * language outright: in Node there is no page, cookie or browser to ask.
 */
export async function prerenderPage(path: string, language: Language): Promise<PrerenderedPage> {
  overwriteGetLocale(() => language)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  // The router's own server rendering (https://tanstack.com/router/latest/docs/framework/react/guide/ssr):
  // the browser hydrates the router from what it dehydrates (src/start-app.tsx).
  attachRouterServerSsrUtils({ router, manifest: undefined })
  const ssr = router.serverSsr!
  await withoutTheBuildsClock(() => router.load())
  await ssr.dehydrate()
  let preloads = ''
  const { prelude } = await prerender(<App queryClient={queryClient} router={router} />, {
    onHeaders: (headers) => {
      preloads = headers.get('Link') ?? ''
    },
  })
  ssr.setRenderFinished()
  const routerState = ssr.takeInitialHydrationScriptTags()?.before.map((tag) => tag.children)
  ssr.cleanup()
  if (!routerState?.length) throw new Error(`The router dehydrated nothing for ${path}`)
  const { matches } = router.state
  const routeTitle = matches.findLast((match) => match.staticData.title)?.staticData.title?.()
  const notFound = !router.getMatchedRoutes(router.state.location.pathname)[2]
  return {
    rootHtml: await new Response(prelude).text(),
    // Once it has run, the page says so: src/main.tsx then hydrates rather than render afresh.
    routerState: [...routerState, 'document.documentElement.dataset.routerState=""'].join(';'),
    preloads,
    title: documentTitle(
      notFound ? m.common_title_not_found() : (routeTitle ?? m.common_title_home()),
    ),
    description: m.common_page_description(),
    routeIds: matches.map((match) => match.routeId),
  }
}

/** The app shell's head in `language`: it has no content, and the app names the page. */
export function shellHead(language: Language): { title: string; description: string } {
  overwriteGetLocale(() => language)
  return { title: documentTitle(m.common_title_home()), description: m.common_page_description() }
}

const routeTree = () => createAppRouter(createQueryClient(), createMemoryHistory())

/** Every path the app has a page for, as its router knows them: what the host files list. */
export function appPaths(): string[] {
  return Object.keys(routeTree().routesByPath).sort()
}

/** The pages rendered at build time, as the routes say (`staticData.prerender`). */
export function prerenderedPages(): { path: string; data?: string }[] {
  const router: AnyRouter = routeTree()
  const routes = Object.values<AnyRoute>(router.routesByPath)
  return routes.flatMap(({ fullPath, options }) => {
    const prerender = options.staticData?.prerender
    return prerender ? [{ path: fullPath as string, ...prerender }] : []
  })
}
