import { describe, expect, it } from 'vitest'
import { appPathOrUndefined } from './app-path'

describe('appPathOrUndefined', () => {
  const appPaths = ['/buses', '/buses?from=Nairobi&to=Kisumu', '/bookings#top', '/', '/%0a//evil']
  it.each(appPaths)('keeps the app path %s', (path) => {
    expect(appPathOrUndefined(path)).toBe(path)
  })

  it.each([
    'https://evil.example/buses',
    '//evil.example/buses',
    '/\\evil.example',
    '/\t/evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    'javascript:alert(1)',
    'buses',
    '',
    42,
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(appPathOrUndefined(value)).toBeUndefined()
  })
})
