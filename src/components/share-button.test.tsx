import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ShareButton } from './share-button'

const title = 'My Matatu booking'
const text =
  'My Matatu booking\nBus: Lake Shuttle\nRoute: Nairobi → Kisumu & back\nTotal: KES 3,000'

function setWebShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
}

/** What "Elsewhere", a button outside the share menu, does when clicked. */
const elsewhere = vi.fn()

function renderShare() {
  elsewhere.mockClear()
  const user = userEvent.setup()
  render(
    <>
      <h2 id="what">Lake Shuttle</h2>
      <ShareButton title={title} text={text} describedBy="what" />
      <button type="button" onClick={elsewhere}>
        Elsewhere
      </button>
    </>,
  )
  return { user, share: screen.getByRole('button', { name: 'Share' }) }
}

describe('ShareButton with the Web Share API', () => {
  it('hands the title and text to the share sheet and opens no menu; takes a closed sheet (AbortError) as the traveller’s choice; offers the other ways when the sheet is refused', async () => {
    const share = vi.fn(() => Promise.resolve())
    setWebShare(share)
    const { user, share: button } = renderShare()
    expect(button).toHaveAccessibleDescription('Lake Shuttle')
    expect(button).not.toHaveAttribute('aria-expanded')
    await user.click(button)
    expect(share).toHaveBeenCalledExactlyOnceWith({ title, text })
    expect(screen.queryByRole('group', { name: 'Share with' })).not.toBeInTheDocument()
    // Closed (AbortError): nothing else happens.
    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
    await user.click(button)
    expect(screen.queryByRole('group', { name: 'Share with' })).not.toBeInTheDocument()
    expect(button).not.toHaveAttribute('aria-expanded')
    // Refused: the other ways.
    share.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'))
    await user.click(button)
    expect(await screen.findByRole('group', { name: 'Share with' })).toBeVisible()
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('ShareButton without the Web Share API', () => {
  beforeEach(() => setWebShare(undefined))

  it('is a disclosure offering Copy, WhatsApp and SMS with the text encoded, focus on Copy; Copy says "Copied" ("Could not copy" when refused); Escape, a tap outside (which also acts) or Share again close it', async () => {
    const { user, share } = renderShare()
    expect(share).toHaveAttribute('aria-expanded', 'false')
    await user.click(share)
    expect(share).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('group', { name: 'Share with' })
    expect(share).toHaveAttribute('aria-controls', panel.id)
    expect(within(panel).getByRole('button', { name: 'Copy' })).toHaveFocus()
    const whatsApp = within(panel).getByRole('link', { name: 'WhatsApp' })
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`)
    expect(whatsApp).toHaveAttribute('target', '_blank')
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(panel).getByRole('link', { name: 'SMS' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(text)}`,
    )
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Copied')
    expect(await navigator.clipboard.readText()).toBe(text)
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy'))
    // Escape closes it and gives focus back to Share.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Share with' })).not.toBeInTheDocument()
    expect(share).toHaveFocus()
    expect(share).toHaveAttribute('aria-expanded', 'false')
    // A press alone (a scroll starting) leaves it open; the tap outside closes it and acts there.
    await user.click(share)
    act(() => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }))
    })
    expect(screen.getByRole('group', { name: 'Share with' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('group', { name: 'Share with' })).not.toBeInTheDocument()
    expect(elsewhere).toHaveBeenCalledOnce()

    await user.click(share)
    await user.click(share)
    expect(screen.queryByRole('group', { name: 'Share with' })).not.toBeInTheDocument()
  })
})
