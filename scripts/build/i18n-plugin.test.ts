import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withoutKiswahili } from './i18n-plugin'

describe('withoutKiswahili', () => {
  const file = 'src/paraglide/messages/home_book_now.js'
  const compiled = readFileSync(file, 'utf8')

  it('leaves a compiled message its English text and sends Kiswahili to the loaded catalog', () => {
    expect(compiled).toContain('Weka Nafasi')
    const code = withoutKiswahili(compiled, file)
    expect(code).toContain('Book Now!')
    expect(code).not.toContain('Weka Nafasi')
    expect(code).not.toContain("from '../runtime.js'")
    expect(code).toContain('return kiswahiliMessages.home_book_now(inputs)')
    expect(code).toContain('from "@/lib/i18n/kiswahili-messages"')
    expect(code).toContain('from "@/lib/i18n/message-locale"')
  })

  it('fails the build when Paraglide’s output no longer looks as expected', () => {
    expect(() => withoutKiswahili('export const x = () => "x"', file)).toThrow(/no longer has/)
  })
})
