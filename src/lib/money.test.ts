import { describe, expect, it } from 'vitest'
import { formatKes } from './money'

describe('formatKes', () => {
  it('shows the currency and separates thousands', () => {
    expect(formatKes(1500)).toBe('KES 1,500')
    expect(formatKes(500)).toBe('KES 500')
    expect(formatKes(0)).toBe('KES 0')
    expect(formatKes(1234567.5)).toBe('KES 1,234,567.5')
    expect(formatKes(1000000)).toBe('KES 1,000,000')
  })

  it('keeps at most two decimals, as Intl.NumberFormat("en-KE") does', () => {
    const intl = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 })
    for (const amount of [0.5, 0.05, 12.345, 999.999, 1500.1, 1500.25, -2500, 1e9 + 0.01]) {
      expect(formatKes(amount)).toBe(`KES ${intl.format(amount)}`)
    }
  })
})
