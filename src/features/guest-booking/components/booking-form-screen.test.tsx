import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockDb, setMockScenario } from '../../../../mocks/node'
import { sessionStore } from '@/lib/session-store'
import { renderRoute } from '@/testing/render-route'
import { countRequests } from '@/testing/requests'
import { bookingDraftKey } from '../model/booking-draft'

const labels = {
  name: 'Name',
  idNumber: 'ID number/passport (optional)',
  schoolId: 'School ID if student (optional)',
  from: 'From',
  to: 'To',
}
type Values = Partial<Record<keyof typeof labels, string>>
const field = (key: string) => screen.getByLabelText(labels[key as keyof Values])

/** The form on /bookingform (`path`: with its search), once it shows. */
async function renderForm(path = '/bookingform') {
  const view = renderRoute(path)
  await screen.findByRole('heading', { name: 'Book Your Matatu' })
  return view
}

async function fillForm(user: ReturnType<typeof renderRoute>['user'], values: Values) {
  for (const [key, value] of Object.entries(values)) await user.type(field(key), value)
}

function expectFields(values: Values) {
  for (const [key, value] of Object.entries(values)) expect(field(key)).toHaveValue(value)
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Booking' })
const normalBus = () => screen.getByRole('radio', { name: 'Normal Bus' })

describe('Guest booking form (/bookingform)', () => {
  it('marks a visitor from ?guest=1 as a guest, replacing the address; has a labelled field for each value, with Shuttle chosen by default; says what is missing, focusing it, and sends nothing', async () => {
    const { user, router } = await renderForm('/bookingform?guest=1')
    // ?guest=1 (where Book Now! leads) marks the visitor as a guest, and is replaced, not pushed:
    // Back does not land on it again.
    expect(window.localStorage.getItem('isGuest')).toBe('true')
    expect(sessionStore.getState().isGuest).toBe(true)
    expect(router.state.location.href).toBe('/bookingform')
    expect(router.history.length).toBe(1)
    for (const label of ['Name', 'From', 'To']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true')
    }
    expect(field('idNumber')).not.toBeRequired()
    expect(field('schoolId')).not.toBeRequired()
    expect(screen.getByRole('group', { name: 'Vehicle type' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Shuttle' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Shuttle' })).toHaveAccessibleDescription(
      'Transline Shuttle, KES 500',
    )
    expect(normalBus()).not.toBeChecked()
    expect(submitButton()).toBeEnabled()
    const sent = countRequests()
    // Everything empty, then only the name filled in, then "to" only spaces.
    for (const [values, firstMissing] of [
      [{}, 'Name'],
      [{ name: 'Amina' }, 'From'],
      [{ from: 'Nairobi', to: '   ' }, 'To'],
    ] as const) {
      await fillForm(user, values)
      await user.click(submitButton())
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please fill in name, from and to fields.',
      )
      // Focus goes to the first field that still needs a value; its own message is tied to it.
      const missing = screen.getByLabelText(firstMissing)
      expect(missing).toHaveFocus()
      expect(missing).toHaveAttribute('aria-invalid', 'true')
      expect(missing).toHaveAccessibleDescription(
        expect.stringMatching(/Enter (the passenger name|where you travel (from|to))\.$/),
      )
    }
    expect(sent.count).toBe(0)
    expect(mockDb.state.guestBookings).toEqual([])
  })

  it('sends the booking, says so, and moves to /payment with the summary after 1500 ms', async () => {
    const { user, router } = await renderForm()
    await fillForm(user, {
      name: 'Amina Otieno',
      idNumber: 'A1234567',
      schoolId: 'UON-42',
      from: 'Nairobi',
      to: 'Mombasa',
    })
    await user.click(normalBus())

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

  it('marks nobody for ?guest=yes; keeps every field and says so when the call fails, and the unsent draft across a reload', async () => {
    setMockScenario({ fail: ['guestBooking'] })
    const { user, router, unmount } = await renderForm('/bookingform?guest=yes')
    // Another value than guest=1 marks nobody.
    expect(window.localStorage.getItem('isGuest')).toBeNull()
    const values = {
      name: 'Brian Kip',
      idNumber: '998877',
      schoolId: 'MKU-7',
      from: 'Nakuru',
      to: 'Eldoret',
    }
    await fillForm(user, values)
    await user.click(normalBus())

    await user.click(submitButton())

    expect(await screen.findByText('Something went wrong. Try again later.')).toBeVisible()
    expect(screen.queryByText('Booking info submitted!')).not.toBeInTheDocument()
    expectFields(values)
    expect(normalBus()).toBeChecked()
    expect(submitButton()).toBeEnabled()
    expect(router.state.location.pathname).toBe('/bookingform')
    // The unsent draft is still saved for a reload.
    expect(window.sessionStorage.getItem(bookingDraftKey)).toContain('Brian Kip')
    unmount()
    await renderForm()
    expectFields(values)
    expect(normalBus()).toBeChecked()
  })

  it('sends only once however often it is submitted while sending', async () => {
    setMockScenario({ delayMs: 300 })
    const { user } = await renderForm()
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
})
