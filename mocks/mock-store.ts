import type {
  BookingRecord,
  BusRecord,
  GuestBookingRecord,
  MockState,
  PictureRecord,
  SeedOptions,
  StoreResult,
  UserRecord,
} from './mock-types'
import { refused } from './mock-types'
import { createSeedState, seedBookings, seedBuses } from './seed'
import * as bookingRules from './store-bookings'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const extensionByType: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The mock backend's domain: accounts, tokens, buses, bookings and pictures over one JSON
 * state. One instance lives as long as the backend; reset swaps its state, so a reference to
 * the store stays valid. Every change calls `onChange` (the browser persists there).
 */
export class MockStore {
  #state: MockState
  onChange: () => void

  constructor(state: MockState = createSeedState(), onChange: () => void = () => {}) {
    this.#state = state
    this.onChange = onChange
  }

  get state(): Readonly<MockState> {
    return this.#state
  }

  toJSON(): MockState {
    return structuredClone(this.#state)
  }

  replaceState(state: MockState): void {
    this.#state = state
    this.onChange()
  }

  /** Fresh seeded data: sessions, accounts, bookings and pictures are all dropped. */
  reseed(options: SeedOptions): void {
    this.replaceState(createSeedState(options))
  }

  /** New buses and seeded bookings for other counts; accounts, sessions and pictures stay. */
  reseedCatalogue(options: SeedOptions): void {
    const buses = seedBuses(options.busCount)
    const bookings = seedBookings(options.bookingCount, buses)
    const nextId = { ...this.#state.nextId, booking: bookings.length + 1 }
    this.replaceState({ ...this.#state, seed: { ...options }, buses, bookings, nextId })
  }

  #changed<T>(result: StoreResult<T>): StoreResult<T> {
    if (result.ok) this.onChange()
    return result
  }

  register(input: { username: string; email: string; password: string }): StoreResult<UserRecord> {
    const username = input.username.trim()
    const email = input.email.trim()
    if (!username || !email || !input.password) {
      return refused(400, 'Username, email and password are required')
    }
    if (!EMAIL_PATTERN.test(email)) return refused(400, 'Email is not valid')
    if (this.findUserByEmail(email)) return refused(409, 'Email is already registered')
    const user: UserRecord = {
      id: this.#state.nextId.user++,
      username,
      email,
      password: input.password,
      profile_picture: null,
    }
    this.#state.users.push(user)
    return this.#changed({ ok: true, value: user })
  }

  findUserByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase()
    return this.#state.users.find((user) => user.email.toLowerCase() === wanted)
  }

  login(email: string, password: string): StoreResult<{ token: string; user: UserRecord }> {
    const user = this.findUserByEmail(email)
    if (!user || user.password !== password) return refused(401, 'Invalid email or password')
    const token = randomToken()
    this.#state.tokens[token] = user.id
    return this.#changed({ ok: true, value: { token, user } })
  }

  /** A session for a user without a password round trip (tests, the QA console). */
  issueToken(userId: number): string {
    const token = randomToken()
    this.#state.tokens[token] = userId
    this.onChange()
    return token
  }

  userForToken(token: string | null | undefined): UserRecord | undefined {
    if (!token || !Object.hasOwn(this.#state.tokens, token)) return undefined
    const userId = this.#state.tokens[token]
    return this.#state.users.find((user) => user.id === userId)
  }

  listBuses(): readonly BusRecord[] {
    return this.#state.buses
  }

  findBus(busId: number): BusRecord | undefined {
    return this.#state.buses.find((bus) => bus.id === busId)
  }

  bookingsOf(userId: number): BookingRecord[] {
    return this.#state.bookings.filter((booking) => booking.user_id === userId)
  }

  bookSeats(userId: number, busId: number, seats: number): StoreResult<BookingRecord> {
    return this.#changed(bookingRules.bookSeats(this.#state, userId, busId, seats))
  }

  /** Another traveller takes `seats` of a bus; gives the seats left. */
  takeSeats(busId: number, seats: number): StoreResult<number> {
    return this.#changed(bookingRules.takeSeats(this.#state, busId, seats))
  }

  updateBooking(userId: number, bookingId: number, seats: number): StoreResult<BookingRecord> {
    return this.#changed(bookingRules.updateBookingSeats(this.#state, userId, bookingId, seats))
  }

  cancelBooking(userId: number, bookingId: number): StoreResult<BookingRecord> {
    return this.#changed(bookingRules.cancelBooking(this.#state, userId, bookingId))
  }

  addGuestBooking(input: bookingRules.GuestBookingInput): StoreResult<GuestBookingRecord> {
    return this.#changed(bookingRules.addGuestBooking(this.#state, input))
  }

  /** Stores the user's new picture (dropping the old one) and points the profile at it. */
  savePicture(userId: number, contentType: string, base64: string): StoreResult<UserRecord> {
    const user = this.#state.users.find((candidate) => candidate.id === userId)
    if (!user) return refused(404, 'User not found')
    if (!contentType.startsWith('image/')) return refused(400, 'Only image files are allowed')
    for (const [file, picture] of Object.entries(this.#state.pictures)) {
      if (picture.user_id === userId) delete this.#state.pictures[file]
    }
    const extension = extensionByType[contentType] ?? 'img'
    const file = `user-${userId}-${this.#state.nextId.picture++}.${extension}`
    this.#state.pictures[file] = { user_id: userId, contentType, base64 }
    user.profile_picture = `/uploads/${file}`
    return this.#changed({ ok: true, value: user })
  }

  picture(file: string): PictureRecord | undefined {
    return Object.hasOwn(this.#state.pictures, file) ? this.#state.pictures[file] : undefined
  }
}
