/** The support line and address: in the footer, and in every error box as the way on. */
export const supportPhone = '+254 700 123 456'
export const supportEmail = 'support@matatu.co.ke'

export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`
}
