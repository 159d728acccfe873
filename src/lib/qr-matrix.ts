import { correction, generate } from 'lean-qr'

/** The light margin a reader needs around a QR code, in modules (the standard's minimum). */
export const qrQuietZone = 4

/** A QR code's modules: `size` × `size`, `get(x, y)` true for a dark one. */
export interface QrMatrix {
  readonly size: number
  get(x: number, y: number): boolean
}

/**
 * The QR code of `value` at error correction M (about 15 % of it may be smudged or folded) and
 * never another level: lean-qr would otherwise raise it to fill the version it picked. The
 * smallest version that holds the value, in its most compact mode (digits as numeric).
 */
export function qrMatrix(value: string): QrMatrix {
  return generate(value, { minCorrectionLevel: correction.M, maxCorrectionLevel: correction.M })
}

/** An SVG drawing of a QR code in module units: the side with its quiet zone, and one path. */
export interface QrDrawing {
  /** Modules across, quiet zone included: the viewBox is `0 0 side side`. */
  side: number
  /** The dark modules: one rectangle per horizontal run, each one module high. */
  d: string
}

/** The dark modules of `matrix` as one path, offset by the quiet zone on every side. */
export function qrDrawing(matrix: QrMatrix, quietZone = qrQuietZone): QrDrawing {
  const runs: string[] = []
  for (let y = 0; y < matrix.size; y++) {
    let x = 0
    while (x < matrix.size) {
      if (!matrix.get(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < matrix.size && matrix.get(x, y)) x++
      const length = x - start
      runs.push(`M${start + quietZone} ${y + quietZone}h${length}v1h-${length}z`)
    }
  }
  return { side: matrix.size + 2 * quietZone, d: runs.join('') }
}

/**
 * The drawing of `value`'s QR code, or null when it cannot be one (longer than a QR code at
 * level M holds, about 2,300 bytes): whoever shows it then shows the text alone.
 */
export function qrDrawingOf(value: string): QrDrawing | null {
  let matrix: QrMatrix
  try {
    matrix = qrMatrix(value)
  } catch {
    return null
  }
  return qrDrawing(matrix)
}
