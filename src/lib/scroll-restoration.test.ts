import type { ParsedLocation } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { restoreScrollOnNavigation } from './scroll-restoration'

const entry = (key: string) => ({
  location: { href: '/buses', state: { __TSR_key: key } } as ParsedLocation,
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('restoreScrollOnNavigation', () => {
  it('restores on every move to another history entry', () => {
    vi.stubGlobal('scrollY', 0)
    const shouldRestore = restoreScrollOnNavigation()
    expect(shouldRestore(entry('a'))).toBe(true)
    vi.stubGlobal('scrollY', 300)
    expect(shouldRestore(entry('b'))).toBe(true)
    expect(shouldRestore(entry('a'))).toBe(true)
  })

  it('leaves the page where it is when the same entry renders again', () => {
    vi.stubGlobal('scrollY', 0)
    const shouldRestore = restoreScrollOnNavigation()
    shouldRestore(entry('a'))
    vi.stubGlobal('scrollY', 120)
    expect(shouldRestore(entry('a'))).toBe(false)
    expect(shouldRestore(entry('a'))).toBe(false)
  })

  it('keeps a page scrolled before the first render, and restores one that is not', () => {
    vi.stubGlobal('scrollY', 200)
    expect(restoreScrollOnNavigation()(entry('a'))).toBe(false)
    vi.stubGlobal('scrollY', 0)
    expect(restoreScrollOnNavigation()(entry('a'))).toBe(true)
  })

  it('keys a location without a history key by its address', () => {
    vi.stubGlobal('scrollY', 0)
    const shouldRestore = restoreScrollOnNavigation()
    const plain = { location: { href: '/', state: {} } as ParsedLocation }
    shouldRestore(plain)
    expect(shouldRestore(plain)).toBe(false)
  })
})
