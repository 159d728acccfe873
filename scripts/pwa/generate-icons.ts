/**
 * Draws the app icons into public/icons/: the round-cornered "M" (drawn below) at 192 and
 * 512 px and a maskable 512 px one (full-bleed background, the letter inside the safe
 * circle) for the web app manifest (scripts/pwa/pwa-plugin.ts), and the 32 px favicon that
 * index.html links. The favicon is a PNG, not an SVG: Chrome parses an SVG favicon as a
 * document on the page's main thread, 20-35 ms while the app starts on a slow phone. Run once
 * after changing the drawing, and commit the PNGs: `npx tsx scripts/pwa/generate-icons.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '../chromium'

const brand = '#0b5d44'
const accent = '#f2b134'
/** A bold M on a 512 grid, drawn as a shape so no font is needed. */
const letterM =
  '136,362 136,150 196,150 256,252 316,150 376,150 376,362 322,362 322,246 270,334 242,334 190,246 190,362'

const icons = [
  { file: 'favicon-32.png', size: 32, maskable: false },
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
]

function iconSvg(size: number, maskable: boolean): string {
  // Maskable: the platform cuts its own shape, so the colour fills the square and the letter
  // stays inside the central 80 % circle.
  const background = maskable
    ? `<rect width="512" height="512" fill="${brand}"/>`
    : `<rect width="512" height="512" rx="112" fill="${brand}"/>`
  const letter = maskable
    ? `<polygon transform="translate(256 256) scale(0.8) translate(-256 -256)" points="${letterM}" fill="${accent}"/>`
    : `<polygon points="${letterM}" fill="${accent}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${background}${letter}</svg>`
}

async function main(): Promise<void> {
  const out = fileURLToPath(new URL('../../public/icons/', import.meta.url))
  await mkdir(out, { recursive: true })
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    for (const { file, size, maskable } of icons) {
      await page.setViewportSize({ width: size, height: size })
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}</style>${iconSvg(size, maskable)}`,
      )
      const png = await page.locator('svg').screenshot({ omitBackground: true })
      await writeFile(join(out, file), png)
      console.log(`icons: public/icons/${file} (${size} px)`)
    }
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error('icons:', error)
  process.exitCode = 1
})
