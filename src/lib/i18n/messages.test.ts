import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseLocale, locales } from '@/paraglide/runtime.js'

/** Every message file, as { area: { locale: { key: text } } }. */
const messagesDir = join(process.cwd(), 'messages')
const areas = new Map<string, Record<string, Record<string, string>>>()
for (const file of readdirSync(messagesDir)) {
  const [area, locale] = file.replace(/\.json$/, '').split('.')
  if (!area || !locale) throw new Error(`messages/${file}: expected <area>.<locale>.json`)
  const { $schema: _schema, ...texts } = JSON.parse(
    readFileSync(join(messagesDir, file), 'utf8'),
  ) as Record<string, string>
  areas.set(area, { ...areas.get(area), [locale]: texts })
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe.each([...areas.keys()])('messages of %s', (area) => {
  const texts = areas.get(area) ?? {}
  const base = texts[baseLocale] ?? {}

  it('exist in every language, under the same keys and placeholders, start with their area, never empty', () => {
    expect(Object.keys(texts).sort()).toEqual([...locales].sort())
    for (const locale of locales) {
      expect(Object.keys(texts[locale] ?? {}).sort(), locale).toEqual(Object.keys(base).sort())
      for (const [key, text] of Object.entries(base)) {
        expect(placeholders(texts[locale]?.[key] ?? ''), `${locale}: ${key}`).toEqual(
          placeholders(text),
        )
      }
    }
    const prefix = `${area.replace('guest-booking', 'guest')}_`
    for (const [key, text] of Object.values(texts).flatMap((own) => Object.entries(own))) {
      expect(key.startsWith(prefix), key).toBe(true)
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true)
    }
  })

  it('are in the base language, English, word for word the texts docs/product.md quotes', () => {
    // Each piece between placeholders and line breaks, against the document's running text.
    const product = readFileSync(join(process.cwd(), 'docs/product.md'), 'utf8')
    const quoted = product.replace(/\s+/g, ' ')
    for (const [key, text] of Object.entries(base)) {
      for (const piece of text.split(/\{\w+\}|\n/).map((part) => part.trim())) {
        if (piece) expect(quoted, `${key}: "${piece}"`).toContain(piece)
      }
    }
  })
})

describe('the settings', () => {
  it('list every message file', () => {
    const settings = JSON.parse(
      readFileSync(join(process.cwd(), 'project.inlang/settings.json'), 'utf8'),
    ) as { 'plugin.inlang.messageFormat': { pathPattern: string[] } }
    expect(settings['plugin.inlang.messageFormat'].pathPattern.sort()).toEqual(
      [...areas.keys()].map((area) => `./messages/${area}.{locale}.json`).sort(),
    )
  })
})
