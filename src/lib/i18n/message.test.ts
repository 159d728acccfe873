import { afterEach, describe, expect, it } from 'vitest'
import { loadKiswahiliMessages } from './kiswahili-messages'
import { setLanguage } from './language-store'
import { message } from './message'

describe('message', () => {
  afterEach(() => setLanguage('en'))

  const bookNow = message('home_book_now', () => 'Book Now!')
  const seatsLeft = message(
    'buses_seats_left_other',
    (inputs: { count: string }) => `${inputs.count} left`,
  )

  it('is English while English is active', () => {
    expect(bookNow()).toBe('Book Now!')
    expect(seatsLeft({ count: '8' })).toBe('8 left')
  })

  it('reads the loaded Kiswahili catalog once Kiswahili is active, inputs included', async () => {
    await loadKiswahiliMessages()
    await setLanguage('sw')
    expect(bookNow()).not.toBe('Book Now!')
    expect(seatsLeft({ count: '8' })).toContain('8')
    expect(seatsLeft({ count: '8' })).not.toContain('left')
  })
})
