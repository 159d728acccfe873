import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { showLanguage } from '@/lib/i18n/language'
import { renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'

describe("The ticket's QR code", () => {
  it('sits with the reference, which it holds and names, in the ticket', async () => {
    signIn()
    renderRoute('/ticket/1')
    const ticket = await screen.findByRole('article', { name: 'Lake Shuttle' })
    const code = within(ticket).getByRole('img', { name: 'QR code of ticket 1' })
    const block = code.closest('.ticket__code')
    // The reference stays in large text beside the code, which shows nothing else.
    expect(block?.querySelector('.ticket__reference dd')).toHaveTextContent(/^1$/)
    expect(Number(code.getAttribute('width'))).toBeGreaterThanOrEqual(160)
  })

  it('is named in Kiswahili', async () => {
    showLanguage('sw')
    signIn()
    renderRoute('/ticket/1')
    expect(await screen.findByRole('img', { name: 'Msimbo wa QR wa tiketi 1' })).toBeInTheDocument()
  })
})
