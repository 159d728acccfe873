import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrDrawing, qrDrawingOf, qrMatrix, qrQuietZone, type QrDrawing } from './qr-matrix'

/** The drawing's rectangles, in module units: `M{x} {y}h{length}v1h-{length}z` each. */
function runsOf({ d }: QrDrawing) {
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)].map((match) => {
    const [x = 0, y = 0, length = 0, back = 0] = match.slice(1).map(Number)
    return { x, y, length, back }
  })
  // Nothing in the path but those rectangles.
  expect(runs.map((r) => `M${r.x} ${r.y}h${r.length}v1h-${r.back}z`).join('')).toBe(d)
  return runs
}

/** The drawing as dark (true) and light modules, quiet zone included: what a camera sees. */
function modulesOf(drawing: QrDrawing): boolean[][] {
  const grid = Array.from({ length: drawing.side }, () => Array<boolean>(drawing.side).fill(false))
  for (const { x, y, length } of runsOf(drawing)) {
    for (let column = x; column < x + length; column++) {
      const row = grid[y]
      if (!row || column >= drawing.side) throw new Error(`run outside the drawing at ${x},${y}`)
      expect(row[column], `module ${column},${y} drawn twice`).toBe(false)
      row[column] = true
    }
  }
  return grid
}

/** The drawing as an RGBA image, `scale` pixels a module, black on white. */
function rasterise(drawing: QrDrawing, scale: number) {
  const grid = modulesOf(drawing)
  const width = drawing.side * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      if (!grid[Math.floor(y / scale)]?.[Math.floor(x / scale)]) continue
      data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
    }
  }
  return { data, width }
}

/**
 * The error correction level in the code's format information (ISO/IEC 18004 7.9), as readers
 * take it: the 15 bits beside the top-left finder, unmasked, checked against their BCH code.
 */
function correctionLevelOf(get: (x: number, y: number) => boolean): string {
  let bits = 0
  for (let x = 0; x <= 8; x++) if (x !== 6) bits = (bits << 1) | Number(get(x, 8))
  for (let y = 7; y >= 0; y--) if (y !== 6) bits = (bits << 1) | Number(get(8, y))
  const format = bits ^ 0b101010000010010
  const data = format >> 10
  let remainder = data << 10
  for (let bit = 14; bit >= 10; bit--) if (remainder & (1 << bit)) remainder ^= 0x537 << (bit - 10)
  expect(format, 'format information with a valid BCH code').toBe((data << 10) | remainder)
  return ['M', 'L', 'H', 'Q'][data >> 3] ?? '?'
}

const references = [
  '1',
  '42',
  '2024061500123',
  'BK-7F3A-19',
  'a1b2c3d4-e5f6-4789-abcd-ef0123456789',
]

describe('qrMatrix', () => {
  it.each(references)('is at error correction M, never raised, for %s', (value) => {
    const matrix = qrMatrix(value)
    expect(correctionLevelOf((x, y) => matrix.get(x, y))).toBe('M')
  })

  it('is the smallest version that holds the value at M: 34 digits fit version 1, 35 do not', () => {
    // Version 1 holds 41 digits at L, 34 at M, 27 at Q and 17 at H.
    expect(qrMatrix('1'.repeat(17)).size).toBe(21)
    expect(qrMatrix('1'.repeat(34)).size).toBe(21)
    expect(qrMatrix('1'.repeat(35)).size).toBe(25)
  })
})

describe('qrDrawing', () => {
  it.each(references)('draws every dark module once and nothing else, for %s', (value) => {
    const matrix = qrMatrix(value)
    const drawing = qrDrawing(matrix)
    const grid = modulesOf(drawing)
    let dark = 0
    for (let y = 0; y < matrix.size; y++) {
      for (let x = 0; x < matrix.size; x++) {
        expect(grid[y + qrQuietZone]?.[x + qrQuietZone], `module ${x},${y}`).toBe(matrix.get(x, y))
        if (matrix.get(x, y)) dark++
      }
    }
    expect(grid.flat().filter(Boolean)).toHaveLength(dark)
    expect(runsOf(drawing).reduce((sum, run) => sum + run.length, 0)).toBe(dark)
  })

  it('keeps a quiet zone of 4 light modules on every side', () => {
    const matrix = qrMatrix('1')
    const drawing = qrDrawing(matrix)
    expect(qrQuietZone).toBe(4)
    expect(drawing.side).toBe(21 + 2 * 4)
    const grid = modulesOf(drawing)
    const edge = (index: number) => index < 4 || index >= drawing.side - 4
    grid.forEach((row, y) =>
      row.forEach((isDark, x) => {
        if (edge(x) || edge(y)) expect(isDark, `module ${x},${y} of the quiet zone`).toBe(false)
      }),
    )
    // The top-left finder's corner is the first module inside the quiet zone.
    expect(grid[4]?.[4]).toBe(true)
    expect(drawing.d.startsWith('M4 4h7v1h-7z')).toBe(true)
  })

  it.each(references)('decodes to exactly %s, drawn as it is shown', (value) => {
    const drawing = qrDrawingOf(value)
    if (!drawing) throw new Error('no drawing')
    for (const scale of [2, 6]) {
      const { data, width } = rasterise(drawing, scale)
      const decoded = jsQR(data, width, width, { inversionAttempts: 'dontInvert' })
      expect(decoded?.data).toBe(value)
    }
  })

  it('is null for a value too long for any QR code at M', () => {
    expect(qrDrawingOf('x'.repeat(2400))).toBeNull()
    expect(qrDrawingOf('x'.repeat(2000))).not.toBeNull()
  })
})
