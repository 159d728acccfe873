import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInMockUser } from '../../../../mocks/node'
import { startSession } from '@/lib/session-store'
import { renderRoute } from '@/testing/render-route'

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

describe('Share on a booking card', () => {
  it('shares that booking: bus, route, seats and total in KES', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { token, user: traveller } = signInMockUser('brian@example.com')
    startSession(token, traveller)
    const { user } = renderRoute('/bookings')

    const list = await screen.findByRole('list', { name: 'Bookings' })
    const card = within(list).getByRole('article', { name: 'Lake Shuttle' })
    const button = within(card).getByRole('button', { name: 'Share' })
    expect(button).toHaveAccessibleDescription('Lake Shuttle')
    await user.click(button)

    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: 'My Matatu booking',
      text: 'My Matatu booking\nBus: Lake Shuttle\nRoute: Nairobi to Kisumu\nSeats: 2\nTotal: KES 2,400',
    })
  })
})
