import { describe, expect, it } from 'vitest'
import { baseLocale } from '@/paraglide/runtime.js'
import { appPaths as listAppPaths } from '@/prerender'
import { hostAnswer, languageFile } from './host-rule'

const build = new Set([
  'index.html',
  'app-shell.html',
  'buses.html',
  'sw.js',
  'manifest.webmanifest',
  'assets/index-abc123.js',
  'sw/index.html',
  'sw/app-shell.html',
  'sw/buses.html',
])
/** The app's paths, as its router lists them. */
const appPaths = listAppPaths()
const exists = (file: string) => build.has(file)
const answer = (path: string) => hostAnswer(path, exists, { appPaths })

describe('what a host serves for a path', () => {
  it('serves the prerendered pages, whatever the query string or a trailing slash', () => {
    expect(answer('/')).toEqual({ file: 'index.html', status: 200 })
    expect(answer('/?q=1')).toEqual({ file: 'index.html', status: 200 })
    expect(answer('/buses')).toEqual({ file: 'buses.html', status: 200 })
    expect(answer('/buses/')).toEqual({ file: 'buses.html', status: 200 })
    expect(answer('/buses?from=Nairobi')).toEqual({ file: 'buses.html', status: 200 })
  })

  it("serves the app shell, never the home page, for the app's other routes", () => {
    for (const path of ['/bookings', '/profile', '/login?redirect=/profile', '/ticket/42'])
      expect(answer(path)).toEqual({ file: 'app-shell.html', status: 200 })
  })

  it('answers a path no route knows with 404.html and status 404', () => {
    for (const path of ['/no/such/page', '/bookings/42', '/ticket/42/more', '/profiles', '/busesx'])
      expect(answer(path)).toEqual({ file: '404.html', status: 404 })
  })

  it('serves files as they are, and answers 404 for a missing one', () => {
    expect(answer('/sw.js')).toEqual({ file: 'sw.js', status: 200 })
    expect(answer('/assets/index-abc123.js')).toEqual({
      file: 'assets/index-abc123.js',
      status: 200,
    })
    expect(answer('/robots.txt')).toEqual({ file: null, status: 404 })
    expect(answer('/assets/gone-000.js')).toEqual({ file: null, status: 404 })
  })

  it("keeps the base language's files at the root and each other's in its folder", () => {
    expect(languageFile('buses.html', baseLocale)).toBe('buses.html')
    expect(languageFile('buses.html', 'sw')).toBe('sw/buses.html')
  })

  it('serves a Kiswahili reader each page from sw/, at the same address', () => {
    const kiswahili = (path: string) => hostAnswer(path, exists, { appPaths, language: 'sw' })
    expect(kiswahili('/')).toEqual({ file: 'sw/index.html', status: 200 })
    expect(kiswahili('/buses?from=Nairobi')).toEqual({ file: 'sw/buses.html', status: 200 })
    expect(kiswahili('/ticket/42')).toEqual({ file: 'sw/app-shell.html', status: 200 })
    expect(kiswahili('/no/such/page')).toEqual({ file: 'sw/404.html', status: 404 })
    expect(kiswahili('/sw.js')).toEqual({ file: 'sw.js', status: 200 })
  })
})
