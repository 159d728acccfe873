import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { factOf } from '@/testing/cards'
import { renderRoute } from '@/testing/render-route'
import { buildBookingSummary, type BookingSummary } from '../model/booking-summary'

const summary = buildBookingSummary({
  name: 'Amina Otieno',
  idNumber: '12345678',
  schoolId: 'UON-42',
  from: 'Nairobi',
  to: 'Kisumu',
  vehicleType: 'shuttle',
})

async function openPaymentWith(state: { bookingSummary?: unknown }) {
  const view = renderRoute('/')
  await screen.findByRole('heading', { name: 'Welcome to Matatu' })
  await view.router.navigate({ to: '/payment', state: state as { bookingSummary: BookingSummary } })
  return view
}

const findNothingToPay = () =>
  screen.findByRole('heading', { level: 1, name: 'Nothing to pay for' })

describe('Payment (/payment)', () => {
  it('shows the booking summary carried by the navigation; Share offers the trip (bus, route, seat, total), never the passenger', async () => {
    const { user } = await openPaymentWith({ bookingSummary: summary })
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument()
    const card = screen.getByRole('region', { name: 'Booking summary' })
    expect(within(card).getByText('Amina Otieno')).toBeInTheDocument()
    expect(factOf('Passenger')).toBe('Amina Otieno')
    expect(factOf('Bus')).toBe('Transline Shuttle')
    expect(factOf('Vehicle type')).toBe('Shuttle')
    expect(factOf('Route')).toBe('Nairobi → Kisumu')
    expect(factOf('Seat')).toBe('A12')
    expect(factOf('Price')).toBe('KES 500')
    // No payment is taken, and the page says so.
    expect(screen.getByText(/online payment is coming soon/i)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /pay/i })).not.toBeInTheDocument()
    // jsdom has no Web Share: the button offers Copy, WhatsApp and SMS.
    await user.click(within(card).getByRole('button', { name: 'Share' }))
    const text = decodeURIComponent(
      within(card).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '',
    )
    expect(text).toBe(
      'https://wa.me/?text=My Matatu booking\nBus: Transline Shuttle\nRoute: Nairobi → Kisumu\nSeat: A12\nTotal: KES 500',
    )
  })

  it('says there is nothing to pay for when opened directly, with a link to the form', async () => {
    const { user, router } = renderRoute('/payment')
    expect(await findNothingToPay()).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Booking summary' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Go to the booking form' }))
    expect(await screen.findByRole('heading', { name: 'Book Your Matatu' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/bookingform')
  })

  it.each([
    ['a stale shape', { busName: 'Modern Bus', total: 700 }],
    ['a price that is not a number', { ...summary, price: 'free' }],
    ['not an object', 'Amina'],
  ])('treats %s in the navigation state as no summary', async (_case, bookingSummary) => {
    await openPaymentWith({ bookingSummary })
    expect(await findNothingToPay()).toBeInTheDocument()
  })
})
