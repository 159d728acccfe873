import { describe, expect, it } from 'vitest'
import { validateLogin, validateRegistration } from './auth-validation'

const registration = {
  username: 'wanjiru',
  email: 'wanjiru@example.com',
  password: 'pass1234',
  confirmPassword: 'pass1234',
}

describe('validateLogin', () => {
  it('accepts an email and a password', () => {
    expect(validateLogin({ email: ' amina@example.com ', password: 'x' })).toEqual({})
  })

  it.each(['amina', 'amina@', '@example.com', 'amina@example', 'a mina@example.com'])(
    'refuses the email %j',
    (email) => {
      expect(validateLogin({ email, password: 'x' }).email).toBe(
        'Enter a valid email address, like name@example.com.',
      )
    },
  )

  it('requires both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    })
  })
})

describe('validateRegistration', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(registration)).toEqual({})
  })

  it('requires all four fields', () => {
    expect(
      validateRegistration({ username: ' ', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      username: 'Enter a username.',
      email: 'Enter your email address.',
      password: 'Enter a password.',
      confirmPassword: 'Confirm your password.',
    })
  })

  it("says 'Passwords do not match' when they differ", () => {
    expect(validateRegistration({ ...registration, confirmPassword: 'pass1235' })).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })

  it('compares passwords exactly (no trimming)', () => {
    expect(validateRegistration({ ...registration, confirmPassword: 'pass1234 ' })).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })
})
