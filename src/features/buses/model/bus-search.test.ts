import { describe, expect, it } from 'vitest'
import { readBusSearch, defaultBusSearch, isFiltered } from './bus-search'

const defaults = { from: '', to: '', sort: 'departure', free: false }

describe('readBusSearch', () => {
  it('reads a full search', () => {
    expect(
      readBusSearch({ from: 'Nairobi', to: 'Homa Bay', sort: 'price-asc', free: true }),
    ).toEqual({ from: 'Nairobi', to: 'Homa Bay', sort: 'price-asc', free: true })
  })

  it('keeps text as typed (spaces too), so the field shows what was typed', () => {
    expect(readBusSearch({ from: 'Homa ' }).from).toBe('Homa ')
  })

  it('fills every missing value with its default, and ignores other params', () => {
    expect(readBusSearch({})).toEqual(defaults)
    expect(readBusSearch({ mockPanel: 'off' })).toEqual(defaults)
    expect(defaultBusSearch).toEqual(defaults)
  })

  it.each([
    ['an unknown sort', { sort: 'zzz' }],
    ['a sort in capitals', { sort: 'PRICE-ASC' }],
    ['free=maybe', { free: 'maybe' }],
    ['free as a number', { free: 1 }],
    ['lists', { from: ['Nairobi', 'Kisumu'], to: [], sort: ['seats'], free: [true] }],
    ['numbers', { from: 42, to: 3.5, sort: 7 }],
    ['null and objects', { from: null, to: { town: 'Kisumu' }, sort: null, free: null }],
    ['very long text', { from: 'N'.repeat(61), to: 'x'.repeat(10_000) }],
  ])('turns %s into the defaults, without throwing', (_label, input) => {
    expect(readBusSearch(input)).toEqual(defaults)
  })

  it('keeps the good values beside a bad one', () => {
    expect(readBusSearch({ from: 'Nairobi', sort: 'zzz', free: true })).toEqual({
      ...defaults,
      from: 'Nairobi',
      free: true,
    })
  })

  it.each([null, undefined, 'from=Nairobi', 42, []])('never throws, even for %j', (input) => {
    expect(readBusSearch(input)).toEqual(defaults)
  })
})

describe('isFiltered', () => {
  it('tells a search that hides buses from one that only sorts', () => {
    expect(isFiltered(readBusSearch({ sort: 'seats' }))).toBe(false)
    expect(isFiltered(readBusSearch({ from: '  ' }))).toBe(false)
    expect(isFiltered(readBusSearch({ to: 'k' }))).toBe(true)
    expect(isFiltered(readBusSearch({ free: true }))).toBe(true)
  })
})
