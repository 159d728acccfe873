import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ErrorState } from './error-state'

describe('ErrorState', () => {
  it('keeps the screen text and says what to do next, with the support number', () => {
    render(<ErrorState text="Failed to load buses" />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Failed to load buses')).toBeVisible()
    expect(alert).toHaveTextContent(
      'Check your connection and try again. If it keeps failing, call us on +254 700 123 456.',
    )
    expect(within(alert).getByRole('link', { name: '+254 700 123 456' })).toHaveAttribute(
      'href',
      'tel:+254700123456',
    )
    expect(within(alert).queryByRole('button')).toBeNull()
  })

  it('offers Try again when the screen can retry', async () => {
    const retry = vi.fn()
    render(<ErrorState text="Failed to fetch bookings" onRetry={retry} />)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
  })
})
