import { describe, expect, it } from 'vitest'
import { formatKes } from './money'

describe('formatKes', () => {
  it('shows the currency and separates thousands', () => {
    expect(formatKes(1500)).toBe('KES 1,500')
    expect(formatKes(500)).toBe('KES 500')
    expect(formatKes(1234567.5)).toBe('KES 1,234,567.5')
  })
})
