import { readFileSync, readdirSync } from 'node:fs'

/**
 * The Kiswahili walk's English check, without Playwright: the message texts and `englishIn`,
 * so `e2e/english-check.test.ts` (Vitest) can test the checker itself. `kiswahili-texts.ts`
 * builds the walk's page checks on it.
 */

type Texts = Record<string, string>

function readMessages(locale: 'en' | 'sw'): Texts {
  const texts: Texts = {}
  for (const file of readdirSync('messages')) {
    if (!file.endsWith(`.${locale}.json`)) continue
    const { $schema: _schema, ...own } = JSON.parse(
      readFileSync(`messages/${file}`, 'utf8'),
    ) as Texts
    Object.assign(texts, own)
  }
  return texts
}

const messages = { en: readMessages('en'), sw: readMessages('sw') }

function lookUp(locale: 'en' | 'sw', key: string): string {
  const text = messages[locale][key]
  if (text === undefined) throw new Error(`No ${locale} message ${key}`)
  return text
}

/** A message's text in each language (messages/<area>.<locale>.json). */
export const en = (key: string) => lookUp('en', key)
export const sw = (key: string) => lookUp('sw', key)
/** Every text of a language, without its placeholders' names. */
const allOf = (locale: 'en' | 'sw') =>
  Object.values(messages[locale])
    .join('\n')
    .replace(/\{\w+\}/g, '')
export const allKiswahili = () => allOf('sw')
export const allEnglish = () => allOf('en')

/** Words the same in both languages: the brand and the currency. */
const allowed = new Set(['Matatu', 'KES'])

/** Bus names are data, never translated: the guest form's two vehicles are named in English. */
const busNames = /Modern Bus|Transline Shuttle/g

/** `text` without the data the interface shows as it is (the bus names above). */
export const withoutBusNames = (text: string) => text.replace(busNames, '')

/**
 * The pieces of the interface in one language: each message's text between its placeholders,
 * when the other language's text differs and does not contain that piece (a shared word is not
 * the other language left behind). Pieces under three letters ("to", "of") would match data such
 * as routes, unless they are all capitals, an abbreviation such as "ID".
 */
function piecesOnlyIn(locale: 'en' | 'sw'): string[] {
  const other = messages[locale === 'en' ? 'sw' : 'en']
  return [
    ...new Set(
      Object.entries(messages[locale]).flatMap(([key, text]) =>
        text
          .split(/\{\w+\}/)
          .map((piece) => piece.trim().replace(/^[\s,.:!?·-]+|[\s,.:!?·-]+$/g, ''))
          .filter((piece) => /[A-Za-z]{3}|^[A-Z]{2,}$/.test(piece) && !allowed.has(piece))
          .filter((piece) => !other[key]?.includes(piece)),
      ),
    ),
  ]
}

const englishPieces = piecesOnlyIn('en')
const kiswahiliPieces = piecesOnlyIn('sw')

/**
 * English words no Kiswahili interface text has, to catch a text that is not a message, or an
 * English word left inside a Kiswahili one ("Angalia console", "Hitilafu ya API"). The
 * abbreviations count in capitals only.
 */
const englishWords =
  /\b(the|and|your|you|please|with|this|could|failed|loading|login|console|API|ID)\b/g

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const foundIn = (text: string, pieces: string[]) =>
  pieces.filter((piece) => new RegExp(`(^|[^A-Za-z])${escape(piece)}([^A-Za-z]|$)`).test(text))

/** The English found in `text`: message pieces as whole words, and common English words. */
export function englishIn(text: string): string[] {
  const words = [...text.matchAll(englishWords)].map((match) => match[0])
  return [...new Set([...foundIn(text, englishPieces), ...words])]
}

/** The Kiswahili interface texts found in `text`, for an English reader's pages. */
export function kiswahiliIn(text: string): string[] {
  return foundIn(text, kiswahiliPieces)
}
