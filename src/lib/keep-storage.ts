let asked = false

/**
 * Asks the browser to keep the app's storage (saved data, the app's files) when space runs low,
 * once per page: when a traveller books a seat or opens a ticket, the moments that show the
 * data matters (docs/product.md#offline). The answer changes nothing in the app.
 */
export function askToKeepStorage(): void {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return
  asked = true
  void navigator.storage.persist().catch(() => {})
}
