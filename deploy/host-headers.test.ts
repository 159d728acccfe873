import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './host-headers'

const apiOrigin = 'https://api.matatu.example'
const rum = 'https://rum.matatu.example'

describe("the Content-Security-Policy's connect-src", () => {
  it.each([
    ['the app and the API only, without telemetry', undefined, `'self' ${apiOrigin}`],
    ["adds the telemetry endpoint's origin", rum, `'self' ${apiOrigin} ${rum}`],
    ['names an endpoint on the API itself once', apiOrigin, `'self' ${apiOrigin}`],
  ])('%s', (_what, telemetryOrigin, sources) => {
    const directives = contentSecurityPolicy({ apiOrigin, telemetryOrigin }).split('; ')
    expect(directives.find((directive) => directive.startsWith('connect-src '))).toBe(
      `connect-src ${sources}`,
    )
  })
})
