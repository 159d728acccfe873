import { describe, expect, it } from 'vitest'
import { matchesStop, matchesTrip } from './match-trip'

const coast = ['Nairobi', 'Mombasa']
const western = ['Nairobi', 'Nakuru', 'Kisumu', 'Homa Bay']

describe('matchesStop', () => {
  it.each([
    ['nai', 'Nairobi', true],
    ['nairobi', 'Nairobi', true],
    ['bay', 'Homa Bay', true],
    ['homa b', 'Homa Bay', true],
    ['homa bay', 'Homa Bay', true],
    ['town', 'Kapsabet-Town', true],
    ['robi', 'Nairobi', false],
    ['oma', 'Homa Bay', false],
    ['a bay', 'Homa Bay', false],
    ['nairobi west', 'Nairobi', false],
  ])('%j starts a word of %j: %s', (query, stop, starts) => {
    expect(matchesStop(query, stop)).toBe(starts)
  })
})

const loop = ['Nakuru', 'Kisumu', 'Nairobi']

describe('matchesTrip', () => {
  it.each([
    ['ignores case and surrounding or repeated spaces', coast, '  NAIROBI ', 'mOmBaSa', true],
    ['ignores case and surrounding or repeated spaces', western, 'nai', ' homa   bay ', true],
    ['needs From before To: direction matters', coast, 'Nairobi', 'Mombasa', true],
    [
      'needs From before To: direction matters',
      ['Mombasa', 'Nairobi'],
      'Nairobi',
      'Mombasa',
      false,
    ],
    ['needs From before To: direction matters', western, 'Nakuru', 'Kisumu', true],
    ['needs From before To: direction matters', western, 'Kisumu', 'Nakuru', false],
    ['never takes From and To from one stop (Nairobi, then Nakuru)', western, 'n', 'n', true],
    ['never takes From and To from one stop (Kisumu only)', western, 'k', 'k', false],
    ['never takes From and To from one stop', coast, 'nai', 'nai', false],
    ['counts any stop From matches, then any later stop To matches', loop, 'na', 'kis', true],
    ['counts any stop From matches, then any later stop To matches', loop, 'na', 'nairobi', true],
    ['counts any stop From matches, then any later one', ['Kisumu', 'Nakuru'], 'na', 'kis', false],
    ['From alone matches any stop but the last', western, 'Nakuru', '', true],
    ['From alone matches any stop but the last', western, 'Homa', '', false],
    ['From alone matches any stop but the last', coast, 'Mombasa', '', false],
    ['To alone matches any stop but the first', western, '', 'Nakuru', true],
    ['To alone matches any stop but the first', western, '  ', 'bay', true],
    ['To alone matches any stop but the first', coast, '', 'Nairobi', false],
    ['matches everything when both are empty', coast, '', ' ', true],
    ['matches everything when both are empty', [], '', '', true],
    ['matches nothing when a place is unknown', coast, 'Kisumu', '', false],
    ['matches nothing when a place is unknown', coast, '', 'Kisumu', false],
    ['matches nothing when a place is unknown', ['Nairobi'], 'Nairobi', '', false],
  ])('%s: %j from %j to %j is %s', (_rule, stops, from, to, matches) => {
    expect(matchesTrip(stops, from, to)).toBe(matches)
  })
})
