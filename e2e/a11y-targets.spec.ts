import { expect, test } from './fixtures'
import { expectTargetsOfAtLeast24px } from './a11y-helpers'

/** The walk's target-size check (a11y-helpers.ts) on pages made for it, at three scroll positions. */
const button = (px: number) =>
  `<button style="width:${px}px;height:${px}px;padding:0;margin:40px">a</button>`

const cases: { name: string; body: string; fails?: RegExp }[] = [
  { name: 'a 23 px button fails', body: button(23), fails: /button .+a.+ 23×23/ },
  { name: 'a 24 px button passes', body: button(24) },
  {
    name: 'a wide link crowded by a neighbour fails',
    body: `<a href="#a" style="display:block;width:200px;height:23px;margin:40px 0 0">long link</a>
      <a href="#b" style="display:block;width:200px;height:23px">next link</a>`,
    fails: /a .+long link.+ 200×23/,
  },
  {
    name: 'a 13 px checkbox passes: its label counts as its own area',
    body: `<label style="display:block;padding:12px;margin:40px">
      <input type="checkbox" style="width:13px;height:13px;margin:0"> Only buses with free seats
    </label>`,
  },
  {
    name: 'a notice floating over a target, or where the page is scrolled, changes nothing',
    body: `<div style="height:1200px"></div>
      <a href="tel:+254700123456" style="display:inline-block;padding:14px 0">+254 700 123 456</a>
      <div style="height:40px"></div>
      <div style="position:fixed;left:0;right:0;bottom:0;height:120px;background:#000">
        <button style="width:44px;height:44px">×</button>
      </div>`,
  },
]

for (const { name, body, fails } of cases) {
  test(name, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 400 })
    await page.setContent(`<!doctype html><body style="margin:0;font:16px sans-serif">${body}`)
    for (const y of [0, 700, 5000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      if (fails) await expect(expectTargetsOfAtLeast24px(page)).rejects.toThrow(fails)
      else await expectTargetsOfAtLeast24px(page)
    }
  })
}
