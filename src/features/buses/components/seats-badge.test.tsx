import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { showLanguage } from '@/lib/i18n/language'
import { SeatsBadge } from './seats-badge'

describe('SeatsBadge', () => {
  it('reads "N left", amber under 10 seats; nothing when the bus is full (the button says so), keeping its place; agrees with the number in Kiswahili: one kiti, several viti', () => {
    const { rerender, container } = render(<SeatsBadge seats={8} />)
    expect(screen.getByText('8 left')).toHaveClass('seats-badge', 'seats-badge--few')
    rerender(<SeatsBadge seats={1} />)
    expect(screen.getByText('1 left')).toHaveClass('seats-badge--few')
    rerender(<SeatsBadge seats={10} />)
    expect(screen.getByText('10 left')).not.toHaveClass('seats-badge--few')
    rerender(<SeatsBadge seats={0} />)
    expect(container).toHaveTextContent(/^$/)
    expect(container.firstElementChild).toHaveClass('seats-badge--none')
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    showLanguage('sw')
    rerender(<SeatsBadge seats={1} />)
    expect(screen.getByText('Kimebaki 1')).toBeInTheDocument()
    rerender(<SeatsBadge seats={8} />)
    expect(screen.getByText('Vimebaki 8')).toBeInTheDocument()
  })
})
