import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { DataSaverSwitch } from './data-saver-switch'

const hint = 'Pictures load only when you tap them.'

describe('The data saver switch', () => {
  it('says what it does only while it is on', async () => {
    const user = userEvent.setup()
    render(<DataSaverSwitch />)
    const toggle = screen.getByRole('switch', { name: 'Data saver' })
    expect(toggle).not.toBeChecked()
    expect(screen.queryByText(hint)).toBeNull()
    expect(toggle).not.toHaveAttribute('aria-describedby')

    await user.click(toggle)
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription(hint)

    act(() => chooseDataSaver(false))
    expect(screen.queryByText(hint)).toBeNull()
  })
})
