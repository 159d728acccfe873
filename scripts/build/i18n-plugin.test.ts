import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { englishOnly } from './i18n-plugin'

describe('englishOnly', () => {
  const file = 'src/paraglide/messages/home_book_now.js'
  const compiled = readFileSync(file, 'utf8')

  it('leaves a compiled message its English text and one call that can find Kiswahili', () => {
    expect(compiled).toContain('Weka Nafasi')
    const code = englishOnly(compiled, file)
    expect(code).toContain('Book Now!')
    expect(code).not.toContain('Weka Nafasi')
    expect(code).not.toContain('runtime.js')
    expect(code).toContain('import { message } from "@/lib/i18n/message"')
    expect(code).toContain(
      'export const home_book_now = /* @__PURE__ */ message("home_book_now", `Book Now!`)',
    )
  })

  it('keeps the placeholders of a message with inputs', () => {
    const shareFile = 'src/paraglide/messages/bookings_share_text.js'
    const code = englishOnly(readFileSync(shareFile, 'utf8'), shareFile)
    expect(code).toContain('(i) => {')
    expect(code).toContain('Total: ${i?.total}')
    expect(code).not.toContain('Jumla')
  })

  it('fails the build when Paraglide’s output no longer looks as expected', () => {
    expect(() => englishOnly('export const x = () => "x"', file)).toThrow(/no longer has/)
  })
})
