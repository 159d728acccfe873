/**
 * The browser's own dialogs (docs/product.md#decisions), behind one module so tests can stub them and the
 * texts stay in the features that own them.
 */
export const dialogs = {
  alert(message: string): void {
    window.alert(message)
  },
  confirm(message: string): boolean {
    return window.confirm(message)
  },
  prompt(message: string, defaultValue: string): string | null {
    return window.prompt(message, defaultValue)
  },
  /** The browser's print dialog; the print stylesheet (src/styles/global.css) shapes the page. */
  print(): void {
    window.print()
  },
}
