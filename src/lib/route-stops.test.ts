import { describe, expect, it } from 'vitest'
import { formatRoute, routeStops } from './route-stops'

describe('routeStops', () => {
  it.each([
    ['Nairobi to Mombasa', ['Nairobi', 'Mombasa']],
    ['Nairobi - Nakuru - Eldoret', ['Nairobi', 'Nakuru', 'Eldoret']],
    ['Nairobi–Kisumu', ['Nairobi', 'Kisumu']],
    ['Nairobi → Nakuru → Kisumu', ['Nairobi', 'Nakuru', 'Kisumu']],
    ['  Kisumu   TO  Homa Bay ', ['Kisumu', 'Homa Bay']],
    ['Mombasa - Malindi to Lamu', ['Mombasa', 'Malindi', 'Lamu']],
    // Hyphens and "to" inside a name stay; empty parts go.
    ['Kapsabet-Town to Tononoka', ['Kapsabet-Town', 'Tononoka']],
    ['Nairobi - - Nakuru →', ['Nairobi', 'Nakuru']],
    ['Nairobi', ['Nairobi']],
    ['', []],
  ])('splits %j', (route, stops) => {
    expect(routeStops(route)).toEqual(stops)
  })
})

describe('formatRoute', () => {
  it.each([
    ['Nairobi to Mombasa', 'Nairobi → Mombasa'],
    ['Nairobi - Mombasa', 'Nairobi → Mombasa'],
    ['Nairobi–Mombasa', 'Nairobi → Mombasa'],
    ['Nairobi — Mombasa', 'Nairobi → Mombasa'],
    ['Nairobi → Mombasa', 'Nairobi → Mombasa'],
    ['  nairobi TO Mombasa ', 'nairobi → Mombasa'],
    ['Nairobi - Nakuru - Eldoret', 'Nairobi → Nakuru → Eldoret'],
    ['Kapsabet-Town to Tononoka', 'Kapsabet-Town → Tononoka'],
  ])('writes %j as %j', (route, shown) => {
    expect(formatRoute(route)).toBe(shown)
  })

  const underTwoStops = ['Nairobi', 'Mombasa →', 'Coast road', '']
  it.each(underTwoStops)('shows %j as it came: fewer than two stops', (route) => {
    expect(formatRoute(route)).toBe(route)
  })
})
