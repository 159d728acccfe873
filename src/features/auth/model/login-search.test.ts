import { describe, expect, it } from 'vitest'
import { loginSearchSchema } from './login-search'

describe('loginSearchSchema', () => {
  it('keeps registered=true and an app path to go back to', () => {
    expect(loginSearchSchema.parse({ registered: true, redirect: '/buses?from=Nairobi' })).toEqual({
      registered: true,
      redirect: '/buses?from=Nairobi',
    })
  })

  // Every address that is not an app path: app-path.test.ts.
  it.each([
    ['another site', { redirect: 'https://evil.example/' }],
    ['a number', { redirect: 42, registered: 'yes' }],
    ['not an object', 'redirect=/buses'],
    ['nothing', undefined],
  ])('drops %s', (_label, search) => {
    expect(loginSearchSchema.parse(search)).toStrictEqual({
      registered: undefined,
      redirect: undefined,
    })
  })
})
