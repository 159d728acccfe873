import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FormField } from '@/components/form-field'
import { useForm } from './use-form'

interface Values {
  city: string
  seats: string
  shuttle: boolean
}

const initial: Values = { city: '', seats: '', shuttle: false }

function validate(values: Values) {
  return {
    ...(values.city === '' ? { city: 'Enter a city.' } : {}),
    ...(values.seats === '' ? { seats: 'Enter seats.' } : {}),
  }
}

function TestForm({
  onChange,
  readOnly,
}: {
  onChange?: (values: Values) => void
  readOnly?: boolean
}) {
  const form = useForm(initial, validate, { onChange, readOnly })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.validateAll()
      }}
    >
      <FormField label="City" {...form.fieldProps('city')} />
      <FormField label="Seats" {...form.fieldProps('seats')} />
      <button type="button" onClick={() => form.setValue('shuttle', !form.values.shuttle)}>
        {form.values.shuttle ? 'Shuttle' : 'Bus'}
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

describe('useForm', () => {
  it('hands every change to onChange, text fields and others alike; shows errors only once sent, focuses the first, and clears one when fixed', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<TestForm onChange={onChange} />)
    const city = screen.getByLabelText('City')
    const seats = screen.getByLabelText('Seats')
    await user.type(city, 'K')
    await user.click(screen.getByRole('button', { name: 'Bus' }))
    expect(onChange.mock.calls).toEqual([
      [{ city: 'K', seats: '', shuttle: false }],
      [{ city: 'K', seats: '', shuttle: true }],
    ])
    await user.clear(city)
    expect(city).not.toHaveAttribute('aria-invalid')

    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(city).toHaveAccessibleDescription('Enter a city.')
    expect(seats).toHaveAccessibleDescription('Enter seats.')
    expect(city).toHaveFocus()

    await user.type(city, 'Nakuru')
    expect(city).not.toHaveAttribute('aria-invalid')
    expect(seats).toHaveAttribute('aria-invalid', 'true')
    // Fixed, then emptied again: it stays quiet until the next send.
    await user.clear(city)
    expect(city).not.toHaveAttribute('aria-invalid')
  })

  it('takes no changes while read-only', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<TestForm onChange={onChange} readOnly />)
    const city = screen.getByLabelText('City')
    expect(city).toHaveAttribute('readonly')
    await user.type(city, 'K')
    await user.click(screen.getByRole('button', { name: 'Bus' }))
    expect(city).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Bus' })).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })
})
