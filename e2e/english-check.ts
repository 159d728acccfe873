import { readFileSync, readdirSync } from 'node:fs'
import { locales, type Locale } from '../src/paraglide/runtime.js'

/**
 * The Kiswahili walk's English check without Playwright (the message texts and `englishIn`), so
 * e2e/english-check.test.ts can test the checker itself; kiswahili-texts.ts builds on it.
 */

type Texts = Record<string, string>

function readMessages(locale: Locale): Texts {
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

const messages = new Map(locales.map((locale) => [locale, readMessages(locale)]))
const textsOf = (locale: Locale): Texts => messages.get(locale) ?? {}

/** A message's text in a language (messages/<area>.<locale>.json): `textIn(language)(key)`. */
export const textIn =
  (locale: Locale) =>
  (key: string): string => {
    const text = textsOf(locale)[key]
    if (text === undefined) throw new Error(`No ${locale} message ${key}`)
    return text
  }

/** English and Kiswahili, the two languages the checks below tell apart. */
export const en = textIn('en')
export const sw = textIn('sw')
/** Every text of a language, without its placeholders' names. */
const allOf = (locale: Locale) =>
  Object.values(textsOf(locale))
    .join('\n')
    .replace(/\{\w+\}/g, '')
export const allKiswahili = () => allOf('sw')
export const allEnglish = () => allOf('en')

/**
 * Words the same in every language: the brand, the currency, and each language's own name (the
 * language buttons name every language in itself, on every page).
 */
const allowed = new Set([
  'Matatu',
  'KES',
  ...locales.map((locale) => textIn(locale)('language_name')),
])

/** Bus names are data, never translated: the guest form's two vehicles are named in English. */
const busNames = /Modern Bus|Transline Shuttle/g

/** `text` without the data the interface shows as it is (the bus names above). */
export const withoutBusNames = (text: string) => text.replace(busNames, '')

/**
 * The pieces of the interface in one language: each message's text between its placeholders,
 * unless the other language's text contains it (a shared word is not the other language left
 * behind). Pieces under three letters ("to") would match data such as routes, unless all
 * capitals (an abbreviation such as "ID").
 */
function piecesOnlyIn(locale: Locale, otherLocale: Locale): string[] {
  const other = textsOf(otherLocale)
  return [
    ...new Set(
      Object.entries(textsOf(locale)).flatMap(([key, text]) =>
        text
          .split(/\{\w+\}/)
          .map((piece) => piece.trim().replace(/^[\s,.:!?·-]+|[\s,.:!?·-]+$/g, ''))
          .filter((piece) => /[A-Za-z]{3}|^[A-Z]{2,}$/.test(piece) && !allowed.has(piece))
          .filter((piece) => !other[key]?.includes(piece)),
      ),
    ),
  ]
}

const englishPieces = piecesOnlyIn('en', 'sw')
const kiswahiliPieces = piecesOnlyIn('sw', 'en')

/**
 * English words no Kiswahili text has, to catch a text that is not a message or an English word
 * left in a Kiswahili one ("Angalia console", "Hitilafu ya API"); abbreviations in capitals only.
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

/** The interface texts of every other language, for a reader of `language`: its pieces each. */
const otherPieces = new Map(
  locales.map((language) => [
    language,
    locales.filter((other) => other !== language).flatMap((other) => piecesOnlyIn(other, language)),
  ]),
)

/**
 * The interface texts of any other language found in `text`, for a reader of `language`'s pages,
 * and for anyone but an English reader, common English words too.
 */
export function otherLanguagesIn(language: Locale, text: string): string[] {
  const words = language === 'en' ? [] : [...text.matchAll(englishWords)].map((match) => match[0])
  return [...new Set([...foundIn(text, otherPieces.get(language) ?? []), ...words])]
}
