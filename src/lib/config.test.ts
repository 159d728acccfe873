import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

describe('readConfig', () => {
  it('defaults to the local backend with mocking off', () => {
    expect(readConfig({})).toEqual({ apiBaseUrl: 'http://localhost:5500', apiMocking: false })
  })

  it('reads both variables and drops a trailing slash', () => {
    expect(
      readConfig({ VITE_API_BASE_URL: 'https://api.matatu.co.ke/', VITE_API_MOCKING: 'true' }),
    ).toEqual({ apiBaseUrl: 'https://api.matatu.co.ke', apiMocking: true })
  })

  it('ignores spaces around the URL', () => {
    expect(readConfig({ VITE_API_BASE_URL: ' https://api.matatu.co.ke/ ' }).apiBaseUrl).toBe(
      'https://api.matatu.co.ke',
    )
  })

  it.each(['not a url', 'ftp://files.example.com', 'javascript:alert(1)'])(
    'refuses %s as the API base',
    (value) => {
      expect(() => readConfig({ VITE_API_BASE_URL: value })).toThrow(/VITE_API_BASE_URL/)
    },
  )
})
