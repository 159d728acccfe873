import { formatKes } from '@/lib/money'

/** "Booked 2 seats on Coast Express · KES 3,000": seats, bus and total, after a booking. */
export function bookingConfirmationText(seats: number, busName: string, total: number): string {
  return `Booked ${seats} ${seats === 1 ? 'seat' : 'seats'} on ${busName} · ${formatKes(total)}`
}
