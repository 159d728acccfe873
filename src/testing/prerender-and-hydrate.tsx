import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { onTestFinished } from 'vitest'

/**
 * Renders `element` as the build prerenders it, runs `beforeHydrate` (what the browser learns
 * before React starts: a stored value, a waiting update), then hydrates that HTML as
 * src/start-app.tsx does. `mismatches` holds React's recoverable errors, where a first render
 * that differs from the HTML shows.
 */
export async function prerenderAndHydrate(element: ReactElement, beforeHydrate: () => void) {
  const container = document.createElement('div')
  // Parsed as a browser parses a page (inert: nothing in it runs), then moved into the container.
  const page = new DOMParser().parseFromString(renderToString(element), 'text/html')
  container.append(...page.body.childNodes)
  const prerendered = container.innerHTML
  document.body.append(container)
  beforeHydrate()
  const mismatches: unknown[] = []
  // An async callback on purpose: the awaited act lets what hydration queued settle first.
  // eslint-disable-next-line @typescript-eslint/require-await -- see above
  const root = await act(async () =>
    hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) }),
  )
  onTestFinished(() => {
    act(() => root.unmount())
    container.remove()
  })
  return { container, prerendered, mismatches }
}
