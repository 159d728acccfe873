import { describe, expect, it } from 'vitest'
import { apiBaseFallbackWarning, readConfig } from './config-schema'

const local = {
  apiBaseUrl: 'http://localhost:5500',
  apiOrigin: 'http://localhost:5500',
  telemetrySampleRate: 1,
}

describe('readConfig: telemetry', () => {
  it('is off unless VITE_TELEMETRY_URL is set', () => {
    expect(readConfig({}).telemetryUrl).toBeUndefined()
    expect(readConfig({ VITE_TELEMETRY_URL: '  ' }).telemetryUrl).toBeUndefined()
  })

  it('reads the endpoint, its origin and the sampling rate', () => {
    expect(
      readConfig({
        VITE_TELEMETRY_URL: ' https://rum.matatu.co.ke/beacons ',
        VITE_TELEMETRY_SAMPLE_RATE: '0.25',
      }),
    ).toMatchObject({
      telemetryUrl: 'https://rum.matatu.co.ke/beacons',
      telemetryOrigin: 'https://rum.matatu.co.ke',
      telemetrySampleRate: 0.25,
    })
  })

  it('samples every document when the rate is unset or blank', () => {
    expect(readConfig({}).telemetrySampleRate).toBe(1)
    expect(readConfig({ VITE_TELEMETRY_SAMPLE_RATE: '' }).telemetrySampleRate).toBe(1)
    expect(readConfig({ VITE_TELEMETRY_SAMPLE_RATE: '0' }).telemetrySampleRate).toBe(0)
  })

  it.each(['1.5', '-0.1', 'half'])('refuses %s as the sampling rate', (value) => {
    expect(() => readConfig({ VITE_TELEMETRY_SAMPLE_RATE: value })).toThrow(
      'VITE_TELEMETRY_SAMPLE_RATE must be a number from 0 to 1',
    )
  })

  it('refuses an endpoint that is not http(s)', () => {
    expect(() => readConfig({ VITE_TELEMETRY_URL: 'ftp://rum.example' })).toThrow(
      'VITE_TELEMETRY_URL must be an http(s) URL (got "ftp://rum.example")',
    )
  })
})

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
      telemetrySampleRate: 1,
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
