import { describe, expect, it } from 'vitest'
import { apiBaseFallbackWarning, readConfig } from './config-schema'

const local = { apiBaseUrl: 'http://localhost:5500', apiOrigin: 'http://localhost:5500' }

describe('readConfig', () => {
  it('defaults to the local backend with mocking off', () => {
    expect(readConfig({})).toEqual({ ...local, apiMocking: false })
  })

  it.each(['', '   '])('takes %j as unset', (value) => {
    expect(readConfig({ VITE_API_BASE_URL: value })).toEqual({ ...local, apiMocking: false })
  })

  it('reads both variables, drops trailing slashes and keeps the path', () => {
    expect(
      readConfig({ VITE_API_BASE_URL: 'https://api.matatu.co.ke/v1//', VITE_API_MOCKING: 'true' }),
    ).toEqual({
      apiBaseUrl: 'https://api.matatu.co.ke/v1',
      apiOrigin: 'https://api.matatu.co.ke',
      apiMocking: true,
    })
  })

  it('ignores spaces around the URL', () => {
    expect(readConfig({ VITE_API_BASE_URL: ' https://api.matatu.co.ke/ ' }).apiBaseUrl).toBe(
      'https://api.matatu.co.ke',
    )
  })

  it('accepts a backend on the local network', () => {
    expect(readConfig({ VITE_API_BASE_URL: 'http://192.168.1.20:5500' })).toMatchObject({
      apiBaseUrl: 'http://192.168.1.20:5500',
      apiOrigin: 'http://192.168.1.20:5500',
    })
  })

  it('leaves mocking to the build when it is unset', () => {
    expect(readConfig({}, { mockingByDefault: true }).apiMocking).toBe(true)
    expect(readConfig({ VITE_API_MOCKING: 'false' }, { mockingByDefault: true }).apiMocking).toBe(
      false,
    )
    expect(readConfig({ VITE_API_MOCKING: true }).apiMocking).toBe(true)
  })

  it.each(['not a url', 'ftp://files.example.com', 'javascript:alert(1)', 'http:example.com'])(
    'refuses %s as the API base',
    (value) => {
      expect(() => readConfig({ VITE_API_BASE_URL: value })).toThrow(
        `Invalid configuration: VITE_API_BASE_URL must be an http(s) URL (got "${value}")`,
      )
    },
  )

  it('refuses a value that is not text', () => {
    expect(() => readConfig({ VITE_API_BASE_URL: true })).toThrow(
      'Invalid configuration: VITE_API_BASE_URL must be an http(s) URL (got "true")',
    )
  })
})

describe('apiBaseFallbackWarning', () => {
  it.each([{}, { VITE_API_BASE_URL: '' }, { VITE_API_BASE_URL: '  ' }])(
    'names the variable and the fallback when it is unset (%j)',
    (env) => {
      const warning = apiBaseFallbackWarning(env)
      expect(warning).toContain('VITE_API_BASE_URL is not set')
      expect(warning).toContain('http://localhost:5500')
    },
  )

  it('says nothing when the backend is set', () => {
    expect(apiBaseFallbackWarning({ VITE_API_BASE_URL: 'https://api.matatu.co.ke' })).toBe(
      undefined,
    )
  })
})
