import { describe, expect, it } from 'vitest'
import { baseLocale } from '@/paraglide/runtime.js'
import { appPaths as listAppPaths } from '@/prerender'
import { hostAnswer, languageFile } from './host-rule'

const build = new Set([
  ...['', 'sw/'].flatMap((folder) =>
    ['index.html', 'app-shell.html', 'buses.html'].map((file) => folder + file),
  ),
  ...['sw.js', 'manifest.webmanifest', 'assets/index-abc123.js'],
])
/** The app's paths, as its router lists them. */
const appPaths = listAppPaths()
const exists = (file: string) => build.has(file)
const answer = (path: string) => hostAnswer(path, exists, { appPaths })
const served = (file: string | null, status = 200) => ({ file, status })

describe('what a host serves for a path', () => {
  it('serves prerendered pages, else the app shell, else 404.html; files as they are, else 404', () => {
    // The prerendered pages, whatever the query string or a trailing slash.
    for (const path of ['/', '/?q=1']) expect(answer(path)).toEqual(served('index.html'))
    for (const path of ['/buses', '/buses/', '/buses?from=Nairobi'])
      expect(answer(path)).toEqual(served('buses.html'))
    // The app shell, never the home page, for the app's other routes.
    for (const path of ['/bookings', '/profile', '/login?redirect=/profile', '/ticket/42'])
      expect(answer(path)).toEqual(served('app-shell.html'))
    // A path no route knows: 404.html, status 404.
    for (const path of ['/no/such/page', '/bookings/42', '/ticket/42/more', '/profiles', '/busesx'])
      expect(answer(path)).toEqual(served('404.html', 404))
    // Files as they are, and 404 for a missing one.
    expect(answer('/sw.js')).toEqual(served('sw.js'))
    expect(answer('/assets/index-abc123.js')).toEqual(served('assets/index-abc123.js'))
    expect(answer('/robots.txt')).toEqual(served(null, 404))
    expect(answer('/assets/gone-000.js')).toEqual(served(null, 404))
  })

  it("keeps the base language's files at the root, each other's in its folder: sw/ at one address", () => {
    expect(languageFile('buses.html', baseLocale)).toBe('buses.html')
    expect(languageFile('buses.html', 'sw')).toBe('sw/buses.html')
    // A Kiswahili reader gets each page from sw/, at the same address.
    const kiswahili = (path: string) => hostAnswer(path, exists, { appPaths, language: 'sw' })
    expect(kiswahili('/')).toEqual(served('sw/index.html'))
    expect(kiswahili('/buses?from=Nairobi')).toEqual(served('sw/buses.html'))
    expect(kiswahili('/ticket/42')).toEqual(served('sw/app-shell.html'))
    expect(kiswahili('/no/such/page')).toEqual(served('sw/404.html', 404))
    expect(kiswahili('/sw.js')).toEqual(served('sw.js'))
  })
})
