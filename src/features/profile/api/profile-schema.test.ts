import { describe, expect, it } from 'vitest'
import { profileSchema, uploadResponseSchema } from './profile-schema'

describe('profileSchema', () => {
  it('reads the profile and its bookings; treats missing, null and blank fields as not set', () => {
    const profile = profileSchema.parse({
      id: 2,
      username: 'brian',
      email: 'brian@example.com',
      profile_picture: '/uploads/user-2-1.png',
      bookings: [{ bus: 'Lake Shuttle', route: 'Nairobi to Kisumu', image_url: '/images/b.svg' }],
      extra: 'ignored',
    })
    expect(profile).toEqual({
      id: 2,
      username: 'brian',
      email: 'brian@example.com',
      profilePicture: '/uploads/user-2-1.png',
      bookings: [{ bus: 'Lake Shuttle', route: 'Nairobi to Kisumu', imageUrl: '/images/b.svg' }],
    })
    expect(profileSchema.parse({ username: '  ', profile_picture: null, bookings: null })).toEqual({
      id: null,
      username: null,
      email: null,
      profilePicture: null,
      bookings: [],
    })
    expect(profileSchema.parse({ id: 'u-7', bookings: [{}] }).bookings).toEqual([
      { bus: null, route: null, imageUrl: null },
    ])
  })

  it.each([
    null,
    [],
    'profile',
    { bookings: 'many' },
    { id: {} },
    { username: 42 },
    // A body that names no user at all is not a profile (the mock's `nonsense`).
    { unexpected: true },
    { id: null, username: null, email: null, bookings: [] },
  ])('refuses %j', (body) => {
    expect(profileSchema.safeParse(body).success).toBe(false)
  })
})

describe('uploadResponseSchema', () => {
  it('needs user.profile_picture', () => {
    expect(uploadResponseSchema.safeParse({ user: { profile_picture: '/u.png' } }).success).toBe(
      true,
    )
    expect(uploadResponseSchema.safeParse({ success: true }).success).toBe(false)
    expect(uploadResponseSchema.safeParse({ user: { profile_picture: null } }).success).toBe(false)
  })
})
