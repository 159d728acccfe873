/** The time of day as hours and minutes on a 24-hour clock ("14:05"), in the page's language. */
export function formatClockTime(time: number, locale = pageLocale()): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time)
}

function pageLocale(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined
}
