import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './host-headers'

const connectSrc = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('connect-src '))

describe('the Content-Security-Policy', () => {
  const apiOrigin = 'https://api.matatu.example'

  it('lets calls go to the app and the API only, without telemetry', () => {
    expect(connectSrc(contentSecurityPolicy({ apiOrigin }))).toBe(`connect-src 'self' ${apiOrigin}`)
  })

  it("adds the telemetry endpoint's origin when the build has one", () => {
    const telemetryOrigin = 'https://rum.matatu.example'
    expect(connectSrc(contentSecurityPolicy({ apiOrigin, telemetryOrigin }))).toBe(
      `connect-src 'self' ${apiOrigin} ${telemetryOrigin}`,
    )
  })

  it('names an endpoint on the API itself once', () => {
    expect(connectSrc(contentSecurityPolicy({ apiOrigin, telemetryOrigin: apiOrigin }))).toBe(
      `connect-src 'self' ${apiOrigin}`,
    )
  })
})
