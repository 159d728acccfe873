import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockDb, setMockScenario } from '../../../../mocks/node'
import { renderRoute } from '@/testing/render-route'
import { countRequests } from '@/testing/requests'
import { bookingDraftKey } from '../model/booking-draft'

type User = ReturnType<typeof renderRoute>['user']

async function fillForm(
  user: User,
  values: { name?: string; idNumber?: string; schoolId?: string; from?: string; to?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name)
  if (values.idNumber) {
    await user.type(screen.getByLabelText('ID number/passport (optional)'), values.idNumber)
  }
  if (values.schoolId) {
    await user.type(screen.getByLabelText('School ID if student (optional)'), values.schoolId)
  }
  if (values.from) await user.type(screen.getByLabelText('From'), values.from)
  if (values.to) await user.type(screen.getByLabelText('To'), values.to)
}

function submitButton() {
  return screen.getByRole('button', { name: 'Submit Booking' })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Guest booking form (/bookingform)', () => {
  it('has a labelled field for each value, with Shuttle chosen by default', async () => {
    renderRoute('/bookingform')
    expect(await screen.findByRole('heading', { name: 'Book Your Matatu' })).toBeInTheDocument()
    for (const label of ['Name', 'From', 'To']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true')
    }
    expect(screen.getByLabelText('ID number/passport (optional)')).not.toBeRequired()
    expect(screen.getByLabelText('School ID if student (optional)')).not.toBeRequired()
    const vehicleType = screen.getByRole('group', { name: 'Vehicle type' })
    expect(vehicleType).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Shuttle' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Shuttle' })).toHaveAccessibleDescription(
      'Transline Shuttle, KES 500',
    )
    expect(screen.getByRole('radio', { name: 'Normal Bus' })).not.toBeChecked()
    expect(submitButton()).toBeEnabled()
  })

  it.each([
    ['everything is empty', {}, 'Name'],
    ['only the name is filled in', { name: 'Amina' }, 'From'],
    ['"to" is only spaces', { name: 'Amina', from: 'Nairobi', to: '   ' }, 'To'],
  ])('says what is missing and sends nothing when %s', async (_case, values, firstMissing) => {
    const { user } = renderRoute('/bookingform')
    await screen.findByRole('heading', { name: 'Book Your Matatu' })
    const sent = countRequests()
    await fillForm(user, values)

    await user.click(submitButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in name, from and to fields.',
    )
    expect(sent.count).toBe(0)
    expect(mockDb.state.guestBookings).toEqual([])
    // Focus goes to the first field that still needs a value.
    expect(screen.getByLabelText(firstMissing)).toHaveFocus()
    expect(screen.getByLabelText(firstMissing)).toHaveAttribute('aria-invalid', 'true')
    // Its own message is beside it and tied to it.
    expect(screen.getByLabelText(firstMissing)).toHaveAccessibleDescription(
      expect.stringMatching(/Enter (the passenger name|where you travel (from|to))\.$/),
    )
  })

  it('sends the booking, says so, and moves to /payment with the summary after 1500 ms', async () => {
    const { user, router } = renderRoute('/bookingform')
    await screen.findByRole('heading', { name: 'Book Your Matatu' })
    await fillForm(user, {
      name: 'Amina Otieno',
      idNumber: 'A1234567',
      schoolId: 'UON-42',
      from: 'Nairobi',
      to: 'Mombasa',
    })
    await user.click(screen.getByRole('radio', { name: 'Normal Bus' }))

    // Only setTimeout is faked: msw, React and the router keep their real scheduling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(submitButton())
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true')

    await vi.waitFor(() => expect(screen.getByText('Booking info submitted!')).toBeVisible(), {
      interval: 1,
    })
    expect(mockDb.state.guestBookings).toEqual([
      {
        id: 1,
        name: 'Amina Otieno',
        idNumber: 'A1234567',
        schoolId: 'UON-42',
        from: 'Nairobi',
        to: 'Mombasa',
        vehicleType: 'normal',
      },
    ])
    expect(window.sessionStorage.getItem(bookingDraftKey)).toBeNull()
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true')

    vi.advanceTimersByTime(1490)
    await Promise.resolve()
    expect(router.state.location.pathname).toBe('/bookingform')

    vi.advanceTimersByTime(10)
    vi.useRealTimers()
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/payment')
    expect(screen.getByText('Modern Bus')).toBeInTheDocument()
    expect(screen.getByText('KES 700')).toBeInTheDocument()
    expect(screen.getByText('Nairobi → Mombasa')).toBeInTheDocument()
    expect(screen.getByText('A12')).toBeInTheDocument()
  })

  it('keeps every field and says so when the call fails', async () => {
    setMockScenario({ fail: ['guestBooking'] })
    const { user, router } = renderRoute('/bookingform')
    await screen.findByRole('heading', { name: 'Book Your Matatu' })
    const values = {
      name: 'Brian Kip',
      idNumber: '998877',
      schoolId: 'MKU-7',
      from: 'Nakuru',
      to: 'Eldoret',
    }
    await fillForm(user, values)
    await user.click(screen.getByRole('radio', { name: 'Normal Bus' }))

    await user.click(submitButton())

    expect(await screen.findByText('Something went wrong. Try again later.')).toBeVisible()
    expect(screen.queryByText('Booking info submitted!')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue(values.name)
    expect(screen.getByLabelText('ID number/passport (optional)')).toHaveValue(values.idNumber)
    expect(screen.getByLabelText('School ID if student (optional)')).toHaveValue(values.schoolId)
    expect(screen.getByLabelText('From')).toHaveValue(values.from)
    expect(screen.getByLabelText('To')).toHaveValue(values.to)
    expect(screen.getByRole('radio', { name: 'Normal Bus' })).toBeChecked()
    expect(submitButton()).toBeEnabled()
    expect(router.state.location.pathname).toBe('/bookingform')
    // The unsent draft is still saved for a reload.
    expect(window.sessionStorage.getItem(bookingDraftKey)).toContain('Brian Kip')
  })

  it('sends only once however often it is submitted while sending', async () => {
    setMockScenario({ delayMs: 300 })
    const { user } = renderRoute('/bookingform')
    await screen.findByRole('heading', { name: 'Book Your Matatu' })
    await fillForm(user, { name: 'Amina', from: 'Nairobi', to: 'Malindi' })
    const sent = countRequests()

    const form = submitButton().closest('form')
    if (!form) throw new Error('no form')
    fireEvent.submit(form)
    fireEvent.submit(form)
    await user.type(screen.getByLabelText('To'), '{Enter}')
    fireEvent.submit(form)

    expect(await screen.findByText('Booking info submitted!')).toBeVisible()
    fireEvent.submit(form)
    expect(sent.count).toBe(1)
    expect(mockDb.state.guestBookings).toHaveLength(1)
  })

  it('keeps an unsent draft across a reload', async () => {
    const first = renderRoute('/bookingform')
    await screen.findByRole('heading', { name: 'Book Your Matatu' })
    await fillForm(first.user, { name: 'Wanjiru', idNumber: '445566', from: 'Kisumu' })
    await first.user.click(screen.getByRole('radio', { name: 'Normal Bus' }))
    first.unmount()

    renderRoute('/bookingform')
    await screen.findByRole('heading', { name: 'Book Your Matatu' })
    expect(screen.getByLabelText('Name')).toHaveValue('Wanjiru')
    expect(screen.getByLabelText('ID number/passport (optional)')).toHaveValue('445566')
    expect(screen.getByLabelText('From')).toHaveValue('Kisumu')
    expect(screen.getByLabelText('To')).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'Normal Bus' })).toBeChecked()
  })
})
