import type { ComponentType } from 'react'
import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { useLanguage } from '@/hooks/use-language'

/** What a route renders, and the router's defaults for the same. */
const routeComponents = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']
const defaultComponents = [
  'defaultComponent',
  'defaultPendingComponent',
  'defaultErrorComponent',
  'defaultNotFoundComponent',
]

type AnyComponent = ComponentType<Record<string, unknown>>

/** The wrappers made here: routes are module-wide objects, which every router made reaches. */
const followers = new WeakSet<AnyComponent>()

/**
 * Makes every component the router renders follow a language switch (docs/i18n.md#switching).
 * Call it once, where the router is made. The router memoises the element it renders for a
 * match, so a render from the root stops at every route: each route's components and the
 * router's defaults are wrapped in one that reads the language and, when it changes, renders
 * them again with the same props. The wrapper is there from the first render, so a switch
 * re-mounts nothing.
 */
export function followLanguageInEveryRoute(router: AnyRouter): void {
  for (const route of Object.values<AnyRoute>(router.routesById)) {
    route.update(followingLanguage(route.options, routeComponents))
  }
  router.update({ ...router.options, ...followingLanguage(router.options, defaultComponents) })
}

/** The components `options` holds under `keys`, each wrapped to follow the language. */
function followingLanguage(options: object, keys: string[]): Record<string, AnyComponent> {
  const components = options as Record<string, AnyComponent | undefined>
  const wrapped: Record<string, AnyComponent> = {}
  for (const key of keys) {
    const component = components[key]
    if (component) wrapped[key] = followerOf(component)
  }
  return wrapped
}

function followerOf(Component: AnyComponent): AnyComponent {
  if (followers.has(Component)) return Component
  function FollowsLanguage(props: Record<string, unknown>) {
    useLanguage()
    return <Component {...props} />
  }
  // A code-split component has `preload`, which the router calls to fetch its code and reads
  // to tell whether a route still needs loading; the component drops it once its code is in.
  Object.defineProperty(FollowsLanguage, 'preload', {
    get: () => (Component as { preload?: unknown }).preload,
  })
  followers.add(FollowsLanguage)
  return FollowsLanguage
}
