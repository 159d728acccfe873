import { describe, expect, it } from 'vitest'
import { readSessionUser } from './session-user'

describe('readSessionUser', () => {
  it('reads a user with any of its fields, and keeps other fields', () => {
    expect(readSessionUser({ id: 7, username: 'wanjiku', email: null })).toEqual({
      id: 7,
      username: 'wanjiku',
      email: null,
    })
    expect(readSessionUser({ id: 'u-7', role: 'user' })).toEqual({ id: 'u-7', role: 'user' })
    expect(readSessionUser({})).toEqual({})
  })

  const notUsers = [null, 'wanjiku', 42, [], { id: true }, { username: 7 }, { email: { at: 'x' } }]
  it.each(notUsers)('refuses %j', (value) => {
    expect(readSessionUser(value)).toBeUndefined()
  })
})
