import { describe, expect, it } from 'vitest'
import { errorTextFromBody } from './api-error'

describe('errorTextFromBody (docs/api.md#error-text)', () => {
  it('prefers the error field', () => {
    expect(errorTextFromBody({ error: 'Bad token', message: 'ignored' })).toBe('Bad token')
  })

  it('falls back to the message field', () => {
    expect(errorTextFromBody({ message: 'Seat taken' })).toBe('Seat taken')
    expect(errorTextFromBody({ error: '', message: 'Seat taken' })).toBe('Seat taken')
  })

  const textless = [undefined, null, 'plain text', 42, [], {}, { error: 7 }, { message: {} }]
  it.each(textless)('gives API Error for %j', (body) => {
    expect(errorTextFromBody(body)).toBe('API Error')
  })
})
