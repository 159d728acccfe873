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
    expect(
      connectSrc(
        contentSecurityPolicy({ apiOrigin, telemetryOrigin: 'https://rum.matatu.example' }),
      ),
    ).toBe(`connect-src 'self' ${apiOrigin} https://rum.matatu.example`)
  })

  it('names an endpoint on the API itself once', () => {
    expect(connectSrc(contentSecurityPolicy({ apiOrigin, telemetryOrigin: apiOrigin }))).toBe(
      `connect-src 'self' ${apiOrigin}`,
    )
  })
})
