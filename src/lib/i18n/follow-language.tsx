import type { ComponentType } from 'react'
import { useRouterState, type AnyRoute } from '@tanstack/react-router'
import { getLanguage } from './language'

const componentTypes = [
  'component',
  'pendingComponent',
  'errorComponent',
  'notFoundComponent',
] as const

type RouteComponent = ComponentType<never> & { preload?: () => Promise<void> }

const followers = new WeakMap<RouteComponent, RouteComponent>()

/**
 * A component the router renders, rendered again when `router.invalidate()` follows a language
 * switch. The router memoises the element of each match, so a re-render from the root stops at
 * every route's components (docs/i18n.md); this one wrapper, put around all of them by
 * `followLanguage`, is what carries the switch past them. Nothing re-mounts.
 */
function followingLanguage(Component: RouteComponent): RouteComponent {
  const known = followers.get(Component)
  if (known) return known
  function FollowingLanguage(props: object) {
    // Read on every change of the router's state, which invalidate() makes.
    useRouterState({ select: () => getLanguage() })
    const Inner = Component as ComponentType<object>
    return <Inner {...props} />
  }
  // A code-split component says whether its chunk is still to load (TanStack's lazy component).
  Object.defineProperty(FollowingLanguage, 'preload', { get: () => Component.preload })
  FollowingLanguage.displayName = `FollowingLanguage(${Component.displayName ?? Component.name})`
  followers.set(Component, FollowingLanguage as RouteComponent)
  followers.set(FollowingLanguage as RouteComponent, FollowingLanguage as RouteComponent)
  return FollowingLanguage as RouteComponent
}

/** Every component of every route in the tree, and the router's defaults, follow the language. */
export function followLanguage<T extends Record<string, unknown>>(
  routes: Iterable<AnyRoute>,
  defaults: T,
): T {
  for (const route of routes) {
    const options = route.options as unknown as Partial<Record<string, RouteComponent>>
    for (const type of componentTypes) {
      const Component = options[type]
      if (Component) options[type] = followingLanguage(Component)
    }
  }
  return Object.fromEntries(
    Object.entries(defaults).map(([name, Component]) => [
      name,
      followingLanguage(Component as RouteComponent),
    ]),
  ) as T
}
