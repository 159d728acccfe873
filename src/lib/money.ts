const kes = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 })

/** 'KES 1,500': the currency code, then the amount with thousands separated. */
export function formatKes(amount: number): string {
  return `KES ${kes.format(amount)}`
}
