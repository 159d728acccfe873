import { describe, expect, it } from 'vitest'
import { callNames, defaultScenario, mergeScenario, validateScenarioPatch } from './scenario'
import { formatScenario, parseScenarioText } from './scenario-syntax'

describe('parseScenarioText', () => {
  it.each<[string, object]>([
    // The documented example.
    [
      'busesShape:envelope,seatsKey:availableSeats,fail:buses+profile,delayMs:2000',
      {
        busesShape: 'envelope',
        seatsKey: 'availableSeats',
        fail: ['buses', 'profile'],
        delayMs: 2000,
      },
    ],
    ['nonsense', { nonsense: [...callNames] }],
    ['fail:all,offline:none', { fail: [...callNames], offline: [] }],
    ['saveData', { saveData: true }],
    ['savedata:off', { saveData: false }],
    ['default', {}],
    ['', {}],
    // Case is ignored in keys and values.
    [
      'BUSESSHAPE:Failed-Envelope,bookingkey:ID,invalidjson:BOOKSEATS,unauthorized:off',
      {
        busesShape: 'failed-envelope',
        bookingKey: 'id',
        invalidJson: ['bookSeats'],
        unauthorized: false,
      },
    ],
    [
      'busCount:1000,bookingCount:300,bookingsShape:single',
      { busCount: 1000, bookingCount: 300, bookingsShape: 'single' },
    ],
  ])('reads %j', (text, patch) => {
    expect(parseScenarioText(text)).toEqual({ reset: false, errors: [], patch })
  })

  it('takes spaces as + (as a query string reads it); knows reset and slow; reports the unknown', () => {
    const text = new URLSearchParams('mock=offline:bookings+bookSeats').get('mock') ?? ''
    expect(parseScenarioText(text).patch).toEqual({ offline: ['bookings', 'bookSeats'] })
    expect(parseScenarioText('reset, slow, unauthorized')).toEqual({
      reset: true,
      errors: [],
      patch: { delayMs: 2000, unauthorized: true },
    })
    // What it does not understand is reported; the rest is kept.
    const parsed = parseScenarioText(
      'colour:red,fail:buses+teleport,delayMs:-5,busesShape:xml,seats,slow',
    )
    expect(parsed.patch).toEqual({ delayMs: 2000 })
    expect(parsed.errors).toHaveLength(5)
    expect(parsed.errors[0]).toContain('Unknown switch "colour"')
  })
})

it('formatScenario: writes only what differs from the defaults, in the same syntax', () => {
  expect(formatScenario(defaultScenario)).toBe('default')
  const scenario = mergeScenario(defaultScenario, {
    fail: ['buses', 'profile'],
    offline: [...callNames],
    unauthorized: true,
    bookingsShape: 'object',
  })
  const text = formatScenario(scenario)
  expect(text).toBe('bookingsShape:object,unauthorized:true,fail:buses+profile,offline:all')
  expect(mergeScenario(defaultScenario, parseScenarioText(text).patch)).toEqual(scenario)
})

it('validateScenarioPatch and mergeScenario: accepts partials, refuses unknown keys or values; merges leaving the base, without duplicates', () => {
  expect(validateScenarioPatch({ fail: ['login'] })).toEqual({
    ok: true,
    patch: { fail: ['login'] },
  })
  for (const patch of [{ failing: ['login'] }, { delayMs: '2000' }, { fail: ['nap'] }, null])
    expect(validateScenarioPatch(patch).ok, JSON.stringify(patch)).toBe(false)
  const base = mergeScenario(defaultScenario, { fail: ['buses'] })
  const merged = mergeScenario(base, { fail: ['buses', 'buses', 'login'] as const, delayMs: 10 })
  expect(merged.fail).toEqual(['buses', 'login'])
  expect(base.fail).toEqual(['buses'])
  expect(defaultScenario.fail).toEqual([])
})
