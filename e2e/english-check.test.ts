import { describe, expect, it } from 'vitest'
import { generatedBus, sampleBuses } from '../mocks/seed'
import {
  allEnglish,
  allKiswahili,
  en,
  englishIn,
  kiswahiliIn,
  sw,
  withoutBusNames,
} from './english-check'

/** The checker the Kiswahili walk (e2e/a11y.spec.ts) runs on every screen, tested alone. */
describe('the English check', () => {
  it('finds the English interface texts', () => {
    expect(englishIn(en('buses_page_title'))).not.toEqual([])
    const offline = en('common_offline_action').replace('{action}', en('buses_booking_a_seat'))
    expect(englishIn(offline)).not.toEqual([])
  })

  it.each([
    ['console', 'Imeshindikana kupakia picha. Angalia console kwa maelezo zaidi.'],
    ['ID', 'ID: 42'],
    ['ID', 'Jina la mtumiaji\nbrian\nID\n42'],
    ['API', 'Hitilafu ya API'],
  ])('finds "%s" left in a Kiswahili text', (word, text) => {
    expect(englishIn(text)).toContain(word)
  })

  it('finds no English in any Kiswahili message; leaves data, the brand and "id" in words alone', () => {
    expect(englishIn(allKiswahili())).toEqual([])
    // Data: bus names, routes, money, the brand and lower-case "id" in words.
    const buses = [...sampleBuses, ...Array.from({ length: 40 }, (_, n) => generatedBus(n + 6))]
    const data = [
      ...buses.flatMap((bus) => [bus.name, bus.route]),
      'Modern Bus',
      'Transline Shuttle',
      'KES 1,500',
      'Matatu',
      'Idadi ya viti si sahihi.',
      'brian@example.com',
    ].join('\n')
    expect(englishIn(withoutBusNames(data))).toEqual([])
  })
})

/** The first-paint check for an English reader (e2e/real-http/language-first-paint.spec.ts). */
describe('the Kiswahili check', () => {
  it('finds the Kiswahili interface texts, and none in any English message nor in data', () => {
    expect(kiswahiliIn(sw('buses_page_title'))).not.toEqual([])
    expect(kiswahiliIn(`Matatu\n${sw('home_book_now')}`)).not.toEqual([])
    expect(kiswahiliIn(`${sw('common_title_buses')} · Matatu`)).not.toEqual([])
    expect(kiswahiliIn(allEnglish())).toEqual([])
    for (const key of ['buses_page_title', 'home_book_now', 'common_title_home', 'home_lead']) {
      expect(kiswahiliIn(en(key))).toEqual([])
    }
    expect(kiswahiliIn('Coast Express · Nairobi - Mombasa · KES 1,500 · 08:00 AM')).toEqual([])
  })
})
