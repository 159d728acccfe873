import { describe, expect, it } from 'vitest'
import { matchesStop, matchesTrip } from './match-trip'

const coast = ['Nairobi', 'Mombasa']
const western = ['Nairobi', 'Nakuru', 'Kisumu', 'Homa Bay']

describe('matchesStop', () => {
  it.each([
    ['nai', 'Nairobi'],
    ['nairobi', 'Nairobi'],
    ['bay', 'Homa Bay'],
    ['homa b', 'Homa Bay'],
    ['homa bay', 'Homa Bay'],
    ['town', 'Kapsabet-Town'],
  ])('%j starts a word of %j', (query, stop) => {
    expect(matchesStop(query, stop)).toBe(true)
  })

  it.each([
    ['robi', 'Nairobi'],
    ['oma', 'Homa Bay'],
    ['a bay', 'Homa Bay'],
    ['nairobi west', 'Nairobi'],
  ])('%j does not start a word of %j', (query, stop) => {
    expect(matchesStop(query, stop)).toBe(false)
  })
})

describe('matchesTrip', () => {
  it('ignores case and surrounding or repeated spaces', () => {
    expect(matchesTrip(coast, '  NAIROBI ', 'mOmBaSa')).toBe(true)
    expect(matchesTrip(western, 'nai', ' homa   bay ')).toBe(true)
  })

  it('needs From before To: direction matters', () => {
    expect(matchesTrip(coast, 'Nairobi', 'Mombasa')).toBe(true)
    expect(matchesTrip(['Mombasa', 'Nairobi'], 'Nairobi', 'Mombasa')).toBe(false)
    expect(matchesTrip(western, 'Nakuru', 'Kisumu')).toBe(true)
    expect(matchesTrip(western, 'Kisumu', 'Nakuru')).toBe(false)
  })

  it('never takes From and To from one stop', () => {
    expect(matchesTrip(western, 'n', 'n')).toBe(true) // Nairobi, then Nakuru
    expect(matchesTrip(western, 'k', 'k')).toBe(false) // Kisumu only
    expect(matchesTrip(coast, 'nai', 'nai')).toBe(false)
  })

  it('counts any stop From matches, then any later stop To matches', () => {
    const loop = ['Nakuru', 'Kisumu', 'Nairobi']
    expect(matchesTrip(loop, 'na', 'kis')).toBe(true) // Nakuru, then Kisumu
    expect(matchesTrip(loop, 'na', 'nairobi')).toBe(true) // Nakuru, then Nairobi
    expect(matchesTrip(['Kisumu', 'Nakuru'], 'na', 'kis')).toBe(false)
  })

  it('From alone matches any stop but the last', () => {
    expect(matchesTrip(western, 'Nakuru', '')).toBe(true)
    expect(matchesTrip(western, 'Homa', '')).toBe(false)
    expect(matchesTrip(coast, 'Mombasa', '')).toBe(false)
  })

  it('To alone matches any stop but the first', () => {
    expect(matchesTrip(western, '', 'Nakuru')).toBe(true)
    expect(matchesTrip(western, '  ', 'bay')).toBe(true)
    expect(matchesTrip(coast, '', 'Nairobi')).toBe(false)
  })

  it('matches everything when both are empty, nothing when a place is unknown', () => {
    expect(matchesTrip(coast, '', ' ')).toBe(true)
    expect(matchesTrip([], '', '')).toBe(true)
    expect(matchesTrip(coast, 'Kisumu', '')).toBe(false)
    expect(matchesTrip(coast, '', 'Kisumu')).toBe(false)
    expect(matchesTrip(['Nairobi'], 'Nairobi', '')).toBe(false)
  })
})
