import type { ParsedLocation } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { restoreScrollOnNavigation } from './scroll-restoration'

const entry = (key: string) => ({
  location: { href: '/buses', state: { __TSR_key: key } } as ParsedLocation,
})

const scroll = () => window.dispatchEvent(new Event('scroll'))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('restoreScrollOnNavigation', () => {
  it('restores on every move to another history entry', () => {
    const shouldRestore = restoreScrollOnNavigation()
    expect(shouldRestore(entry('a'))).toBe(true)
    scroll()
    expect(shouldRestore(entry('b'))).toBe(true)
    expect(shouldRestore(entry('a'))).toBe(true)
  })

  it('leaves the page where it is when the same entry renders again', () => {
    const shouldRestore = restoreScrollOnNavigation()
    shouldRestore(entry('a'))
    scroll()
    expect(shouldRestore(entry('a'))).toBe(false)
    expect(shouldRestore(entry('a'))).toBe(false)
  })

  it('keeps a page scrolled before the router was made, or before its first render', () => {
    vi.stubGlobal('scrollY', 200)
    expect(restoreScrollOnNavigation()(entry('a'))).toBe(false)
    vi.stubGlobal('scrollY', 0)
    const shouldRestore = restoreScrollOnNavigation()
    scroll()
    expect(shouldRestore(entry('a'))).toBe(false)
  })

  it('restores on a first render of a page nobody scrolled', () => {
    vi.stubGlobal('scrollY', 0)
    expect(restoreScrollOnNavigation()(entry('a'))).toBe(true)
  })

  it('keys a location without a history key by its address', () => {
    const shouldRestore = restoreScrollOnNavigation()
    const plain = { location: { href: '/', state: {} } as ParsedLocation }
    shouldRestore(plain)
    expect(shouldRestore(plain)).toBe(false)
  })
})
