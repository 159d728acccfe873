import { describe, expect, it } from 'vitest'
import { busSearchSchema, defaultBusSearch, isFiltered } from './bus-search'

const defaults = { from: '', to: '', sort: 'departure', free: false }

describe('busSearchSchema', () => {
  it('reads a full search; keeps text as typed (spaces too), so the field shows what was typed; fills every missing value with its default, and ignores other params; keeps the good values beside a bad one', () => {
    expect(
      busSearchSchema.parse({ from: 'Nairobi', to: 'Homa Bay', sort: 'price-asc', free: true }),
    ).toEqual({ from: 'Nairobi', to: 'Homa Bay', sort: 'price-asc', free: true })
    expect(busSearchSchema.parse({ from: 'Homa ' }).from).toBe('Homa ')
    expect(busSearchSchema.parse({})).toEqual(defaults)
    expect(busSearchSchema.parse({ mockPanel: 'off' })).toEqual(defaults)
    expect(defaultBusSearch).toEqual(defaults)
    expect(busSearchSchema.parse({ from: 'Nairobi', sort: 'zzz', free: true })).toEqual({
      ...defaults,
      from: 'Nairobi',
      free: true,
    })
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
    expect(busSearchSchema.parse(input)).toEqual(defaults)
  })

  it.each([null, undefined, 'from=Nairobi', 42, []])('never throws, even for %j', (input) => {
    expect(busSearchSchema.parse(input)).toEqual(defaults)
  })
})

describe('isFiltered', () => {
  it('tells a search that hides buses from one that only sorts', () => {
    expect(isFiltered(busSearchSchema.parse({ sort: 'seats' }))).toBe(false)
    expect(isFiltered(busSearchSchema.parse({ from: '  ' }))).toBe(false)
    expect(isFiltered(busSearchSchema.parse({ to: 'k' }))).toBe(true)
    expect(isFiltered(busSearchSchema.parse({ free: true }))).toBe(true)
  })
})
