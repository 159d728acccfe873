import { describe, expect, it } from 'vitest'
import { smsHref, whatsAppHref } from './share-links'

const text = 'My Matatu booking\nRoute: Nairobi → Mombasa & back?\nTotal: KES 3,000'

describe('share links', () => {
  it('WhatsApp: wa.me with the whole text encoded as one parameter', () => {
    const href = whatsAppHref(text)
    expect(href).toBe(
      'https://wa.me/?text=My%20Matatu%20booking%0ARoute%3A%20Nairobi%20%E2%86%92%20Mombasa%20%26%20back%3F%0ATotal%3A%20KES%203%2C000',
    )
    expect(new URL(href).searchParams.get('text')).toBe(text)
  })

  it('SMS: an sms: address with the body encoded', () => {
    const href = smsHref(text)
    expect(href.startsWith('sms:?&body=')).toBe(true)
    const body = href.slice('sms:?&body='.length)
    // Nothing in the text can end the body early or add a parameter.
    expect(body).not.toMatch(/[\s&?#=]/)
    expect(decodeURIComponent(body)).toBe(text)
  })
})
