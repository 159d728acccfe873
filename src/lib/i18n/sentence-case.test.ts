import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Kiswahili texts are in sentence case, headings and buttons included ("Mabasi yaliyopo", not
 * "Mabasi Yaliyopo"): a capital starts a sentence or a line, or a name. These are the names.
 */
const names = new Set([
  ...['Matatu', 'Kenya', 'Kiswahili', 'M-Pesa', 'WhatsApp', 'SMS', 'QR', 'KES'],
  ...['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Malindi'],
  ...['JPG', 'PNG', 'GIF', 'WebP'],
])

/** The capitalised words of `text` that neither start a sentence or a line nor are names. */
function capitalsMidSentence(text: string): string[] {
  const found: string[] = []
  // Placeholders are data, and may stand anywhere.
  for (const sentence of text.replace(/\{\w+\}/g, ' ').split(/(?<=[.!?…])\s+|\n/)) {
    const words = sentence.match(/[\p{L}][\p{L}\p{M}'-]*/gu) ?? []
    for (const word of words.slice(1)) {
      if (/^\p{Lu}/u.test(word) && !names.has(word)) found.push(word)
    }
  }
  return found
}

describe('capitalsMidSentence', () => {
  it('finds a capital inside a heading, a button or a sentence; not one starting a line or a name', () => {
    expect(capitalsMidSentence('Mabasi Yaliyopo')).toEqual(['Yaliyopo'])
    expect(capitalsMidSentence('Weka Nafasi Sasa!')).toEqual(['Nafasi', 'Sasa'])
    expect(capitalsMidSentence('Huna mtandao. Taarifa hizi ni za Saa {time}.')).toEqual(['Saa'])
    // A sentence, a line and a name may start with a capital.
    for (const text of [
      'Samahani! Ukurasa haupatikani',
      'Safari yangu ya Matatu\nBasi: {bus}\nNjia: {route}',
      'Ramani ya Kenya yenye njia kutoka Nairobi hadi Mombasa',
      '{action} kunahitaji mtandao.',
    ])
      expect(capitalsMidSentence(text), text).toEqual([])
  })
})

describe('every Kiswahili message', () => {
  const messagesDir = join(process.cwd(), 'messages')
  const files = readdirSync(messagesDir).filter((file) => file.endsWith('.sw.json'))

  it.each(files)('%s is in sentence case', (file) => {
    const { $schema: _schema, ...texts } = JSON.parse(
      readFileSync(join(messagesDir, file), 'utf8'),
    ) as Record<string, string>
    const wrong = Object.entries(texts)
      .map(([key, text]) => [key, capitalsMidSentence(text)] as const)
      .filter(([, words]) => words.length > 0)
    expect(Object.fromEntries(wrong)).toEqual({})
  })
})
