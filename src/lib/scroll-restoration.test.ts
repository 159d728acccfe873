import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { restoreScrollOnMove } from './scroll-restoration'

const scroll = () => window.dispatchEvent(new Event('scroll'))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('restoreScrollOnMove', () => {
  it('restores after every move in the history: a link, a replace, Back', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] })
    const shouldRestore = restoreScrollOnMove(history)
    expect(shouldRestore()).toBe(true)
    scroll()
    history.push('/buses')
    expect(shouldRestore()).toBe(true)
    history.replace('/buses?from=Nairobi')
    expect(shouldRestore()).toBe(true)
    history.back()
    expect(shouldRestore()).toBe(true)
  })

  it('leaves the page where it is when it renders again without a move', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] })
    const shouldRestore = restoreScrollOnMove(history)
    shouldRestore()
    scroll()
    expect(shouldRestore()).toBe(false)
    history.push('/buses')
    shouldRestore()
    expect(shouldRestore()).toBe(false)
  })

  it('keeps a page scrolled before the router was made or its first render; restores an unscrolled one', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] })
    vi.stubGlobal('scrollY', 200)
    expect(restoreScrollOnMove(history)()).toBe(false)
    vi.stubGlobal('scrollY', 0)
    const shouldRestore = restoreScrollOnMove(history)
    scroll()
    expect(shouldRestore()).toBe(false)
    // A first render of a page nobody scrolled.
    expect(restoreScrollOnMove(createMemoryHistory({ initialEntries: ['/'] }))()).toBe(true)
  })

  it.each([
    ['a first render after a link was followed is a move: the new page starts at its top', true],
    ['a replace before the first render (a tidied address) keeps the scrolled page', false],
  ])('%s', (_rule, linkFollowed) => {
    vi.stubGlobal('scrollY', 0)
    const history = createMemoryHistory({ initialEntries: ['/'] })
    const shouldRestore = restoreScrollOnMove(history)
    scroll()
    history.replace('/?mockPanel=off')
    if (linkFollowed) history.push('/login')
    expect(shouldRestore()).toBe(linkFollowed)
  })
})
