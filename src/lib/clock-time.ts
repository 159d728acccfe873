/**
 * The one clock of the app: every time of day on screen, in share text and in print is written
 * here, on a 24-hour clock with both parts padded ("08:00", "17:25"), never with AM/PM or a
 * time of day in words (docs/i18n.md#times-and-routes). The backend's departures are read in
 * departure-time.ts (kept apart: the first screen needs only this part).
 */

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** Minutes after midnight as "HH:mm". */
export function clockText(minutes: number): string {
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`
}

/** The local time of day of a moment (milliseconds since the epoch): "14:05". */
export function formatClockTime(time: number): string {
  const date = new Date(time)
  return clockText(date.getHours() * 60 + date.getMinutes())
}
