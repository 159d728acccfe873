import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on an uncaught exception in the page, whatever it was checking. The mock
 * panel is hidden so screenshots and scans see only the product.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = []
      page.on('pageerror', (error) => errors.push(error))
      await use(errors)
      expect(errors, 'uncaught exceptions in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Answers every native dialog (alert/confirm/prompt) and records its text. */
export function recordDialogs(
  page: Page,
  answer: (message: string) => string | boolean = () => true,
) {
  const messages: string[] = []
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message())
    const reply = answer(dialog.message())
    if (reply === false) await dialog.dismiss()
    else if (typeof reply === 'string') await dialog.accept(reply)
    else await dialog.accept()
  })
  return messages
}

/** A real 1×1 PNG, so an uploaded picture must actually decode in the browser. */
export const tinyPng = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
}
