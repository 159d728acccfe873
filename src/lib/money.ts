/**
 * 'KES 1,500': the currency code, then the amount (at most two decimals) with thousands
 * separated by commas, whatever the page's language. Written out rather than through
 * Intl.NumberFormat: the first Intl formatter a page builds loads the locale's data, some 40 ms
 * of main thread on a fast laptop, on the bus list's first render.
 */
export function formatKes(amount: number): string {
  if (!Number.isFinite(amount)) return `KES ${String(amount)}`
  const cents = Math.round(Math.abs(amount) * 100)
  const whole = Math.floor(cents / 100)
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = amount < 0 && cents > 0 ? '-' : ''
  return `KES ${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}
