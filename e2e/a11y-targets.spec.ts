import { expect, test } from './fixtures'
import { expectTargetsOfAtLeast24px } from './a11y-helpers'

/**
 * The accessibility walk's target-size check (e2e/a11y-helpers.ts) on pages made for it: it
 * catches a target one pixel too small, and what floats over the page or where it is scrolled
 * does not change its answer.
 */

const page24 = (body: string) =>
  `<!doctype html><html><body style="margin:0;font:16px sans-serif">${body}</body></html>`

test('a 23 px button fails; a 24 px one passes', async ({ page }) => {
  await page.setContent(
    page24('<button style="width:23px;height:23px;padding:0;margin:40px">a</button>'),
  )
  await expect(expectTargetsOfAtLeast24px(page)).rejects.toThrow(/button .+a.+ 23×23/)

  await page.setContent(
    page24('<button style="width:24px;height:24px;padding:0;margin:40px">a</button>'),
  )
  await expectTargetsOfAtLeast24px(page)
})

test('a wide target crowded by a neighbour fails; its label counts as its own area', async ({
  page,
}) => {
  await page.setContent(
    page24(`
      <a href="#a" style="display:block;width:200px;height:23px;margin:40px 0 0">long link</a>
      <a href="#b" style="display:block;width:200px;height:23px">next link</a>`),
  )
  await expect(expectTargetsOfAtLeast24px(page)).rejects.toThrow(/a .+long link.+ 200×23/)

  await page.setContent(
    page24(`<label style="display:block;padding:12px;margin:40px">
      <input type="checkbox" style="width:13px;height:13px;margin:0"> Only buses with free seats
    </label>`),
  )
  await expectTargetsOfAtLeast24px(page)
})

test('a notice floating over a target, or where the page is scrolled, changes nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 400 })
  await page.setContent(
    page24(`
      <div style="height:1200px"></div>
      <a href="tel:+254700123456" style="display:inline-block;padding:14px 0">+254 700 123 456</a>
      <div style="height:40px"></div>
      <div style="position:fixed;left:0;right:0;bottom:0;height:120px;background:#000">
        <button style="width:44px;height:44px">×</button>
      </div>`),
  )
  for (const y of [0, 700, 5000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await expectTargetsOfAtLeast24px(page)
  }
})
