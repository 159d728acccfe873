import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { qrDrawingOf } from '@/lib/qr-matrix'
import { QrCode } from './qr-code'

describe('QrCode', () => {
  it('is one labelled image: black modules on a white square, drawn in the page', () => {
    const { container } = render(<QrCode value="12345" label="QR code of ticket 12345" />)
    const code = screen.getByRole('img', { name: 'QR code of ticket 12345' })
    const drawing = qrDrawingOf('12345')
    expect(code.tagName.toLowerCase()).toBe('svg')
    expect(code).toHaveAttribute('viewBox', `0 0 ${drawing?.side} ${drawing?.side}`)
    expect(code).toHaveAttribute('shape-rendering', 'crispEdges')
    expect(code.querySelector('rect')).toHaveAttribute('fill', '#fff')
    expect(code.querySelector('path')).toHaveAttribute('fill', '#000')
    expect(code.querySelector('path')).toHaveAttribute('d', drawing?.d)
    // Nothing fetched, nothing encoded in an address: no image, no data: URL, no raw HTML.
    expect(container.innerHTML).not.toMatch(/<img|data:|href=/)
  })

  it('is at least the size asked, a whole number of pixels per module; nothing for a value no QR code can hold', () => {
    render(<QrCode value="1" label="QR code of ticket 1" size={160} />)
    const code = screen.getByRole('img')
    // Version 1: 21 modules and a quiet zone of 4 on each side, 29 across; 6 px each.
    expect(code).toHaveAttribute('width', '174')
    expect(code).toHaveAttribute('height', '174')
    const { container } = render(<QrCode value={'x'.repeat(2400)} label="too long" />)
    expect(container).toBeEmptyDOMElement()
  })
})
