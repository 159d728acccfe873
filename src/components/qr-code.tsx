import { useMemo } from 'react'
import { qrDrawingOf } from '@/lib/qr-matrix'
import './qr-code.css'

interface QrCodeProps {
  /** What the code holds, exactly: a reader gets this text and nothing else. */
  value: string
  /** What a screen reader announces (the code itself says nothing to a listener). */
  label: string
  /**
   * The least side in CSS px, quiet zone included; raised to a whole number of pixels per module,
   * so every module has sharp edges on screen.
   */
  size?: number
  className?: string
}

/**
 * A QR code drawn in the page as SVG, black on white, on screen and in print: made on the device
 * (no network, no image file, no data: URL), with a quiet zone of 4 modules and error correction
 * M (src/lib/qr-matrix.ts). Nothing at all when the value is too long for a QR code.
 */
export function QrCode({ value, label, size = 160, className }: QrCodeProps) {
  const drawing = useMemo(() => qrDrawingOf(value), [value])
  if (!drawing) return null
  const { side, d } = drawing
  const pixels = Math.ceil(size / side) * side
  return (
    <svg
      className={className ? `qr-code ${className}` : 'qr-code'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
