import { describe, expect, it } from 'vitest'
import { validateLogin, validateRegistration } from './auth-validation'

const registration = {
  username: 'wanjiru',
  email: 'wanjiru@example.com',
  password: 'pass1234',
  confirmPassword: 'pass1234',
}

describe('validateLogin', () => {
  it('accepts an email and a password; requires both fields', () => {
    expect(validateLogin({ email: ' amina@example.com ', password: 'x' })).toEqual({})
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    })
  })

  it.each(['amina', 'amina@', '@example.com', 'amina@example', 'a mina@example.com'])(
    'refuses the email %j',
    (email) => {
      // Only the email is flagged.
      expect(validateLogin({ email, password: 'x' })).toEqual({
        email: 'Enter a valid email address, like name@example.com.',
      })
    },
  )
})

describe('validateRegistration', () => {
  it('accepts a complete registration; requires all four fields', () => {
    expect(validateRegistration(registration)).toEqual({})
    expect(
      validateRegistration({ username: ' ', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      username: 'Enter a username.',
      email: 'Enter your email address.',
      password: 'Enter a password.',
      confirmPassword: 'Confirm your password.',
    })
  })

  // Compared exactly: a trailing space is a difference too.
  it.each(['pass1235', 'pass1234 '])(
    "says 'Passwords do not match' for the confirmation %j",
    (confirmPassword) => {
      expect(validateRegistration({ ...registration, confirmPassword })).toEqual({
        confirmPassword: 'Passwords do not match',
      })
    },
  )
})
