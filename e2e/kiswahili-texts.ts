import { readFileSync, readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

type Texts = Record<string, string>

function readMessages(locale: 'en' | 'sw'): Texts {
  const texts: Texts = {}
  for (const file of readdirSync('messages')) {
    if (!file.endsWith(`.${locale}.json`)) continue
    Object.assign(texts, JSON.parse(readFileSync(`messages/${file}`, 'utf8')) as Texts)
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
/** Every Kiswahili text, without its placeholders' names. */
export const allKiswahili = () =>
  Object.values(messages.sw)
    .join('\n')
    .replace(/\{\w+\}/g, '')

/** Words the same in both languages: the brand and the currency. */
const allowed = new Set(['Matatu', 'KES'])

/** Bus names are data, never translated: the guest form's two vehicles are named in English. */
const busNames = /Modern Bus|Transline Shuttle/g

/**
 * The English pieces of the interface: each English message's text between its placeholders,
 * when its Kiswahili differs and does not contain that piece (a shared word is not English left
 * behind). Pieces under three letters ("to", "of") would match data such as routes.
 */
const englishPieces = [
  ...new Set(
    Object.entries(messages.en).flatMap(([key, english]) =>
      english
        .split(/\{\w+\}/)
        .map((piece) => piece.trim().replace(/^[\s,.:!?·-]+|[\s,.:!?·-]+$/g, ''))
        .filter((piece) => /[A-Za-z]{3}/.test(piece) && !allowed.has(piece))
        .filter((piece) => !messages.sw[key]?.includes(piece)),
    ),
  ),
]

/** English words no Kiswahili interface text has, to catch a text that is not a message. */
const englishWords = /\b(the|and|your|you|please|with|this|could|failed|loading|login)\b/

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The English found in `text`: message pieces as whole words, and common English words. */
export function englishIn(text: string): string[] {
  const pieces = englishPieces.filter((piece) =>
    new RegExp(`(^|[^A-Za-z])${escape(piece)}([^A-Za-z]|$)`).test(text),
  )
  const word = englishWords.exec(text)?.[0]
  return word ? [...pieces, word] : pieces
}

/**
 * Every text a traveller can meet on the page now: what is rendered (screen-reader-only text
 * included), the accessible names and descriptions in attributes, and the page title.
 */
function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'placeholder', 'title', 'aria-roledescription']
    const texts = [document.title, document.body.innerText]
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts.join('\n')
  })
}

/** Fails with the English left in `text` (found `where`). */
export function expectNoEnglishText(text: string, where: string): void {
  expect(englishIn(text.replace(busNames, '')), `English left in ${where}`).toEqual([])
}

/** Fails with the English left on the page, and in the dialogs it opened. */
export async function expectNoEnglish(page: Page, dialogs: string[] = []): Promise<void> {
  const text = [await interfaceText(page), ...dialogs].join('\n')
  expectNoEnglishText(text, page.url())
}
