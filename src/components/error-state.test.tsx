import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
    // Try again, where a screen can retry, is pressed in the screens' own tests.
    expect(within(alert).queryByRole('button')).toBeNull()
  })
})
