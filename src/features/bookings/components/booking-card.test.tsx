import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'

/** Brian's Lake Shuttle booking card on /bookings. */
async function openCard() {
  signIn()
  const view = renderRoute('/bookings')
  const list = await screen.findByRole('list', { name: 'Bookings' })
  return { ...view, card: within(list).getByRole('article', { name: 'Lake Shuttle' }) }
}

describe('A booking card', () => {
  it('leads with the bus and the route, sets the total apart, puts the actions below; Share shares that booking (reference, bus, route, seats, total in KES); View ticket opens the ticket at its own address', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { user, router, card } = await openCard()
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(terms).toEqual(['Route', 'Booking reference', 'Seats Booked', 'Total Price', 'Status'])
    expect(within(card).getByText('Booking reference').nextElementSibling).toHaveTextContent(/^1$/)
    const route = within(card).getByText('Nairobi → Kisumu')
    expect(route.parentElement).toHaveClass('booking-card__route')
    expect(within(card).getByText('KES 2,400').parentElement).toHaveClass('booking-card__total')
    // Cancel Booking is an outlined secondary button after every fact, beside Share.
    const cancel = within(card).getByRole('button', { name: 'Cancel Booking' })
    expect(cancel).toHaveClass('button--secondary')
    const facts = card.querySelector('dl')
    expect(facts?.compareDocumentPosition(cancel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(cancel.parentElement).toHaveClass('booking-card__actions')
    // Share
    const button = within(card).getByRole('button', { name: 'Share' })
    expect(button).toHaveAccessibleDescription('Lake Shuttle')
    await user.click(button)
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: 'My Matatu booking',
      text: 'My Matatu booking\nReference: 1\nBus: Lake Shuttle\nRoute: Nairobi → Kisumu\nSeats: 2\nTotal: KES 2,400',
    })
    // View ticket
    const view = within(card).getByRole('link', { name: 'View ticket' })
    expect(view).toHaveAttribute('href', '/ticket/1')
    expect(view).toHaveAccessibleDescription('Lake Shuttle')
    await user.click(view)
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ticket/1')
  })
})
