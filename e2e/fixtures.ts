import { test as base, expect, type Page } from '@playwright/test'

/**
 * The one uncaught error that is not the app's, and only in the mock-enabled build: MSW's worker
 * unregisters itself when its last page unloads (CLIENT_CLOSED in mocks/worker/
 * mockServiceWorker.js), and when a full page load races that, the next page's worker.start()
 * calls update() on the dying registration without handling the rejection. The page still gets
 * its mock backend and works. Each occurrence is noted on the test (an annotation in the report).
 */
const mswUpdateRace =
  /^Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/mockServiceWorker\.js'\): Not found$/

/**
 * Every test fails on an uncaught exception in the page, whatever it was checking. The mock
 * panel is hidden so screenshots and scans see only the product.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: Error[] = []
      page.on('pageerror', (error) => {
        if (!mswUpdateRace.test(error.message)) errors.push(error)
        else testInfo.annotations.push({ type: 'msw-update-race', description: error.message })
      })
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
