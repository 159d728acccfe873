import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeIsOnThePhone } from './code-on-the-phone'

/** A navigator whose service worker container has this controller, or none at all. */
function stubNavigator(controller?: object | null) {
  const serviceWorker = controller === undefined ? {} : { serviceWorker: { controller } }
  vi.stubGlobal('navigator', { ...serviceWorker, onLine: true })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('codeIsOnThePhone', () => {
  it('is true in a production build whose page a service worker controls', () => {
    vi.stubEnv('PROD', true)
    stubNavigator({ scriptURL: '/sw.js' })
    expect(codeIsOnThePhone()).toBe(true)
  })

  it('is false on a first visit, before the service worker controls the page', () => {
    vi.stubEnv('PROD', true)
    stubNavigator(null)
    expect(codeIsOnThePhone()).toBe(false)
  })

  it('is false, and does not throw, outside a secure context (no navigator.serviceWorker)', () => {
    vi.stubEnv('PROD', true)
    stubNavigator()
    expect(codeIsOnThePhone()).toBe(false)
  })

  it('is false in dev, where a controller would be another worker (MSW)', () => {
    vi.stubEnv('PROD', false)
    stubNavigator({ scriptURL: '/mockServiceWorker.js' })
    expect(codeIsOnThePhone()).toBe(false)
  })
})
