import { describe, expect, it } from 'vitest'
import { apiBaseFallbackWarning, readConfig } from './config-schema'

const local = {
  apiBaseUrl: 'http://localhost:5500',
  apiOrigin: 'http://localhost:5500',
  telemetrySampleRate: 1,
}
type Refusal = [env: Record<string, unknown>, message: string]
const rateError = 'VITE_TELEMETRY_SAMPLE_RATE must be a number from 0 to 1'
const urlError = (name: string, got: string) => `${name} must be an http(s) URL (got "${got}")`
const baseError = (got: string) => `Invalid configuration: ${urlError('VITE_API_BASE_URL', got)}`

/** The backend unset, in the ways a .env leaves it. */
const unset = [{}, ...['', '  ', '   '].map((blank) => ({ VITE_API_BASE_URL: blank }))]

describe('readConfig: telemetry', () => {
  it('is off unless VITE_TELEMETRY_URL is set; reads it, its origin and the rate, 1 when unset', () => {
    expect(readConfig({}).telemetryUrl).toBeUndefined()
    expect(readConfig({ VITE_TELEMETRY_URL: '  ' }).telemetryUrl).toBeUndefined()
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
    // Every document is sampled when the rate is unset or blank.
    expect(readConfig({}).telemetrySampleRate).toBe(1)
    expect(readConfig({ VITE_TELEMETRY_SAMPLE_RATE: '' }).telemetrySampleRate).toBe(1)
    expect(readConfig({ VITE_TELEMETRY_SAMPLE_RATE: '0' }).telemetrySampleRate).toBe(0)
  })
})

describe('readConfig', () => {
  it.each(unset)('defaults to the local backend with mocking off, taking %j as unset', (env) => {
    expect(readConfig(env)).toEqual({ ...local, apiMocking: false })
  })

  it('reads both variables, trims spaces and trailing slashes, keeps the path; mocking as built', () => {
    expect(
      readConfig({ VITE_API_BASE_URL: 'https://api.matatu.co.ke/v1//', VITE_API_MOCKING: 'true' }),
    ).toEqual({
      apiBaseUrl: 'https://api.matatu.co.ke/v1',
      apiOrigin: 'https://api.matatu.co.ke',
      apiMocking: true,
      telemetrySampleRate: 1,
    })
    // Spaces around the URL are ignored; a backend on the local network is accepted.
    const spaced = readConfig({ VITE_API_BASE_URL: ' https://api.matatu.co.ke/ ' })
    expect(spaced.apiBaseUrl).toBe('https://api.matatu.co.ke')
    expect(readConfig({ VITE_API_BASE_URL: 'http://192.168.1.20:5500' })).toMatchObject({
      apiBaseUrl: 'http://192.168.1.20:5500',
      apiOrigin: 'http://192.168.1.20:5500',
    })
    // Mocking is left to the build when it is unset.
    expect(readConfig({}, { mockingByDefault: true }).apiMocking).toBe(true)
    const off = readConfig({ VITE_API_MOCKING: 'false' }, { mockingByDefault: true })
    expect(off.apiMocking).toBe(false)
    expect(readConfig({ VITE_API_MOCKING: true }).apiMocking).toBe(true)
  })

  it.each<Refusal>([
    ...['1.5', '-0.1', 'half'].map((rate): Refusal => [
      { VITE_TELEMETRY_SAMPLE_RATE: rate },
      rateError,
    ]),
    [
      { VITE_TELEMETRY_URL: 'ftp://rum.example' },
      urlError('VITE_TELEMETRY_URL', 'ftp://rum.example'),
    ],
    ...['not a url', 'ftp://files.example.com', 'javascript:alert(1)', 'http:example.com'].map(
      (base): Refusal => [{ VITE_API_BASE_URL: base }, baseError(base)],
    ),
    // A value that is not text.
    [{ VITE_API_BASE_URL: true }, baseError('true')],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message)
  })
})

describe('apiBaseFallbackWarning', () => {
  it.each(unset)('names the variable and the fallback when it is unset (%j)', (env) => {
    const warning = apiBaseFallbackWarning(env)
    expect(warning).toContain('VITE_API_BASE_URL is not set')
    expect(warning).toContain('http://localhost:5500')
  })

  it('says nothing when the backend is set', () => {
    const env = { VITE_API_BASE_URL: 'https://api.matatu.co.ke' }
    expect(apiBaseFallbackWarning(env)).toBe(undefined)
  })
})
