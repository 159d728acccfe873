import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cookieName } from '@/paraglide/runtime.js'
import { renderRoute } from '@/testing/render-route'

function languageSwitch() {
  return screen.findByRole('group', { name: /Language|Lugha/ })
}

describe('language switch in the top bar', () => {
  it('switches the whole screen to Kiswahili in place, remembers it and sets <html lang>', async () => {
    const { user, router } = renderRoute('/buses?from=Nairobi')
    await screen.findByRole('heading', { level: 1, name: 'Available Buses' })
    // English shows the backend's departure as it comes; Kiswahili the one 24-hour clock.
    expect(await screen.findByText('08:00 AM')).toBeInTheDocument()
    expect(screen.getAllByText('Nairobi → Mombasa').length).toBeGreaterThan(0)
    const group = await languageSwitch()
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await user.click(within(group).getByRole('button', { name: 'Kiswahili' }))

    await screen.findByRole('heading', { level: 1, name: 'Mabasi yaliyopo' })
    expect(screen.getByRole('navigation', { name: 'Menyu kuu' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Weka nafasi/ }).length).toBeGreaterThan(0)
    expect(screen.getByText('08:00')).toBeInTheDocument()
    expect(screen.queryByText('08:00 AM')).toBeNull()
    // Routes read the same in both languages: place names joined by an arrow.
    expect(screen.getAllByText('Nairobi → Mombasa').length).toBeGreaterThan(0)
    expect(screen.queryByText('Nairobi to Mombasa')).toBeNull()
    expect(document.documentElement.lang).toBe('sw')
    expect(document.cookie).toContain(`${cookieName}=sw`)
    // The route and its search stay; focus stays on the control the traveller used.
    expect(router.state.location.href).toBe('/buses?from=Nairobi')
    const kiswahili = screen.getByRole('button', { name: 'Kiswahili' })
    expect(kiswahili).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(kiswahili).toHaveFocus())
    await waitFor(() => expect(document.title).toBe('Mabasi · Matatu'))

    await user.click(screen.getByRole('button', { name: 'English' }))
    await screen.findByRole('heading', { level: 1, name: 'Available Buses' })
    expect(document.documentElement.lang).toBe('en')
    expect(document.cookie).toContain(`${cookieName}=en`)
    await waitFor(() => expect(document.title).toBe('Buses · Matatu'))
  })

  it('keeps the choice in the language cookie only, never in storage', async () => {
    const { user } = renderRoute('/')
    await user.click(within(await languageSwitch()).getByRole('button', { name: 'Kiswahili' }))
    await screen.findByRole('heading', { level: 1, name: 'Karibu Matatu' })
    expect(Object.keys(localStorage)).toEqual([])
    expect(document.cookie).toBe(`${cookieName}=sw`)
  })
})
