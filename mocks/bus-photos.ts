/**
 * Bus pictures served at /images/buses/<destination>.jpg: 640×360 JPEGs drawn here (a bus
 * against its scenery) with a photo's grain, so they weigh what a real backend's photos weigh
 * (about 40-70 KB each) and the app is measured and tested against raster pictures.
 */
type Scene = 'coast' | 'lake' | 'hills'
type Rgb = readonly [number, number, number]

const looks: Record<string, { colour: Rgb; sky: Rgb; scene: Scene }> = {}
function look(slug: string, colour: number, sky: number, scene: Scene): void {
  const rgb = (hex: number): Rgb => [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255]
  looks[slug] = { colour: rgb(colour), sky: rgb(sky), scene }
}
look('mombasa', 0x0f766e, 0x7dd3fc, 'coast')
look('kisumu', 0x1d4ed8, 0xa5b4fc, 'lake')
look('eldoret', 0x15803d, 0xbef264, 'hills')
look('malindi', 0xc2410c, 0xfdba74, 'coast')
look('nakuru', 0xbe185d, 0xf9a8d4, 'lake')
look('naivasha', 0x0369a1, 0x93c5fd, 'lake')
look('nyeri', 0x166534, 0xbbf7d0, 'hills')
look('thika', 0x7c2d12, 0xfed7aa, 'hills')
look('kitale', 0x4d7c0f, 0xd9f99d, 'hills')
look('kakamega', 0x065f46, 0xa7f3d0, 'hills')
look('machakos', 0x92400e, 0xfde68a, 'hills')
look('nanyuki', 0x334155, 0xcbd5e1, 'hills')
look('voi', 0xb91c1c, 0xfecaca, 'hills')
look('lamu', 0x0e7490, 0xa5f3fc, 'coast')
look('garissa', 0xa16207, 0xfef08a, 'hills')
look('kericho', 0x3f6212, 0xecfccb, 'hills')
look('narok', 0x9a3412, 0xffedd5, 'hills')
look('embu', 0x047857, 0xd1fae5, 'hills')
look('meru', 0x6d28d9, 0xddd6fe, 'hills')
look('busia', 0x1e40af, 0xbfdbfe, 'lake')

const width = 640
const height = 360
const ground: Record<Scene, (x: number) => { top: number; colour: Rgb }> = {
  coast: () => ({ top: 240, colour: [56, 189, 248] }),
  lake: (x) => ({ top: 236 - 20 * Math.sin(x / 90), colour: [163, 230, 53] }),
  hills: (x) => ({ top: 250 - 50 * Math.sin(x / 120) ** 2, colour: [101, 163, 13] }),
}

function isWindow(x: number, y: number): boolean {
  return y >= 168 && y < 208 && ((x >= 116 && x < 440 && (x - 116) % 68 < 52) || x >= 480)
}

function isWheel(x: number, y: number): boolean {
  return [184, 456].some((cx) => (x - cx) ** 2 + (y - 304) ** 2 < 26 ** 2)
}

function paint(slug: string): Uint8ClampedArray<ArrayBuffer> {
  const found = looks[slug]
  if (!found) throw new Error(`No bus photo for ${slug}`)
  const { colour, sky, scene } = found
  let seed = [...slug].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) >>> 0
  const grain = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return (seed / 2 ** 32 - 0.5) * 22
  }
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const land = ground[scene](x)
      let rgb: Rgb = y < land.top ? [sky[0] - y / 6, sky[1] - y / 6, sky[2] - y / 6] : land.colour
      if (scene === 'coast' && y > 300) rgb = [253, 230, 138]
      if (x >= 92 && x < 548 && y >= 148 && y < 300) rgb = isWindow(x, y) ? [224, 242, 254] : colour
      if (isWheel(x, y)) rgb = [31, 41, 55]
      const at = (y * width + x) * 4
      for (let channel = 0; channel < 3; channel++) data[at + channel] = rgb[channel]! + grain()
      data[at + 3] = 255
    }
  }
  return data
}

/** The browser's own encoder where there is one (jpeg-js needs Node's Buffer), else jpeg-js. */
async function encodeJpeg(data: Uint8ClampedArray<ArrayBuffer>): Promise<Uint8Array> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    canvas.getContext('2d')?.putImageData(new ImageData(data, width, height), 0, 0)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 })
    return new Uint8Array(await blob.arrayBuffer())
  }
  const { default: jpeg } = await import('jpeg-js')
  // A plain Uint8Array, as every response body here, not jpeg-js's Buffer.
  return new Uint8Array(jpeg.encode({ data, width, height }, 80).data)
}

const encoded = new Map<string, Promise<Uint8Array>>()

/** File names with a picture, e.g. 'mombasa.jpg'. */
export const busPhotoFiles = Object.keys(looks).map((slug) => `${slug}.jpg`)

/** The JPEG for a file name such as 'mombasa.jpg', or undefined when there is none. */
export function busPhoto(file: string): Promise<Uint8Array> | undefined {
  const slug = /^([a-z]+)\.jpg$/.exec(file)?.[1]
  if (!slug || !Object.hasOwn(looks, slug)) return undefined
  if (!encoded.has(slug)) encoded.set(slug, encodeJpeg(paint(slug)))
  return encoded.get(slug)
}
