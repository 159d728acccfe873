import type { BookingRecord, BusRecord, MockState, SeedOptions, UserRecord } from './mock-types'
import { STATE_VERSION } from './mock-types'

export const SEED_PASSWORD = 'password123'

/**
 * How the seeded travellers log in: the one place their emails and password are written. Tests,
 * the browser tests and the bench sign in with these.
 */
export const seedCredentials = {
  amina: { email: 'amina@example.com', password: SEED_PASSWORD },
  brian: { email: 'brian@example.com', password: SEED_PASSWORD },
} as const

/** amina has no bookings (empty states); brian has `bookingCount` of them (1 by default). */
export const seedUsers: readonly UserRecord[] = [
  { id: 1, username: 'amina', ...seedCredentials.amina, profile_picture: null },
  { id: 2, username: 'brian', ...seedCredentials.brian, profile_picture: null },
]

const BRIAN_ID = 2

/** The five sample buses (docs/product.md#decisions). */
export const sampleBuses: readonly BusRecord[] = [
  bus(1, 'Coast Express', 'Mombasa', '08:00 AM', 1500, 25),
  bus(2, 'Lake Shuttle', 'Kisumu', '10:00 AM', 1200, 18),
  bus(3, 'Highland Liner', 'Eldoret', '01:00 PM', 1000, 30),
  bus(4, 'Malindi Sun Coach', 'Malindi', '04:00 PM', 1800, 12),
  bus(5, 'Flamingo Shuttle', 'Nakuru', '06:00 PM', 600, 8),
]

function bus(
  id: number,
  name: string,
  destination: string,
  time: string,
  price: number,
  seats: number,
): BusRecord {
  const image_url = `/images/buses/${destination.toLowerCase()}.jpg`
  return { id, name, route: `Nairobi to ${destination}`, time, price, seats, image_url }
}

/** Destinations of the generated buses; each has a photo in bus-photos.ts. */
const generatedDestinations = [
  'Naivasha',
  'Nyeri',
  'Thika',
  'Kitale',
  'Kakamega',
  'Machakos',
  'Nanyuki',
  'Voi',
  'Lamu',
  'Garissa',
  'Kericho',
  'Narok',
  'Embu',
  'Meru',
  'Busia',
] as const

const operators = ['Savannah Link', 'Rift Valley Coaches', 'Simba Coach', 'Tembo Shuttle']
const origins = ['Nairobi', 'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru']

function clockTime(halfHours: number): string {
  const hours24 = 5 + Math.floor(halfHours / 2)
  const hours12 = ((hours24 + 11) % 12) + 1
  const minutes = halfHours % 2 === 0 ? '00' : '30'
  return `${String(hours12).padStart(2, '0')}:${minutes} ${hours24 < 12 ? 'AM' : 'PM'}`
}

/**
 * Bus number `id` (6 and up) of the scale scenario, the same every time. Some are made to
 * exercise the app's edge cases: every 9th is fully booked, every 13th has no image, every
 * 17th no departure time, every 19th an image path that answers 404.
 */
export function generatedBus(id: number): BusRecord {
  const destination = generatedDestinations[id % generatedDestinations.length] ?? 'Naivasha'
  let image_url: string | null = `/images/buses/${destination.toLowerCase()}.jpg`
  if (id % 19 === 0) image_url = '/images/buses/missing.jpg'
  if (id % 13 === 0) image_url = null
  return {
    id,
    name: `${operators[id % operators.length] ?? 'Savannah Link'} ${id}`,
    route: `${origins[id % origins.length] ?? 'Nairobi'} to ${destination}`,
    time: id % 17 === 0 ? null : clockTime((id * 5) % 36),
    price: 400 + ((id * 7) % 27) * 100,
    seats: id % 9 === 0 ? 0 : 1 + ((id * 11) % 40),
    image_url,
  }
}

export function seedBuses(busCount: number): BusRecord[] {
  const buses = sampleBuses.slice(0, busCount).map((sample) => ({ ...sample }))
  for (let id = sampleBuses.length + 1; id <= busCount; id++) buses.push(generatedBus(id))
  return buses
}

/** brian's bookings: number 1 is 2 seats on Lake Shuttle; more cycle through the buses. */
export function seedBookings(bookingCount: number, buses: readonly BusRecord[]): BookingRecord[] {
  const bookings: BookingRecord[] = []
  if (buses.length === 0) return bookings
  for (let n = 1; n <= bookingCount; n++) {
    const booked = buses[n % buses.length] ?? buses[0]
    if (!booked) break
    const seats = 1 + (n % 3)
    bookings.push({
      booking_id: n,
      user_id: BRIAN_ID,
      bus_id: booked.id,
      bus_name: booked.name,
      route: booked.route,
      seats_booked: seats,
      total_price: seats * booked.price,
    })
  }
  return bookings
}

const defaultSeedOptions: SeedOptions = { busCount: 5, bookingCount: 1 }

export function createSeedState(options: SeedOptions = defaultSeedOptions): MockState {
  const buses = seedBuses(options.busCount)
  const bookings = seedBookings(options.bookingCount, buses)
  return {
    version: STATE_VERSION,
    seed: { ...options },
    users: seedUsers.map((user) => ({ ...user })),
    tokens: {},
    buses,
    bookings,
    guestBookings: [],
    pictures: {},
    nextId: {
      user: seedUsers.length + 1,
      booking: bookings.length + 1,
      guestBooking: 1,
      picture: 1,
    },
  }
}
