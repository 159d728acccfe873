import type { Page } from '@playwright/test'
import { englishIn, withoutBusNames } from './english-check'
import { expect } from './fixtures'

export { en, sw } from './english-check'

/**
 * Every text a traveller can meet on the page now: what is rendered (screen-reader-only text
 * included), the accessible names and descriptions in attributes, and the page title.
 */
function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'placeholder', 'title', 'aria-roledescription']
    const texts = [document.title, document.body.innerText]
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts.join('\n')
  })
}

/** Fails with the English left in `text` (found `where`). */
export function expectNoEnglishText(text: string, where: string): void {
  expect(englishIn(withoutBusNames(text)), `English left in ${where}`).toEqual([])
}

/** Fails with the English left on the page, and in the dialogs it opened. */
export async function expectNoEnglish(page: Page, dialogs: string[] = []): Promise<void> {
  const text = [await interfaceText(page), ...dialogs].join('\n')
  expectNoEnglishText(text, page.url())
}
