import { describe, expect, it } from 'vitest'
import { pageScripts } from './page-assets'

describe('pageScripts', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_libraries'],
      css: ['assets/style-b.css'],
    },
    _libraries: { file: 'assets/libraries-c.js' },
    'src/routes/buses.tsx?tsr-split=component': {
      file: 'assets/buses-d.js',
      imports: ['_libraries'],
    },
  }

  it("lists a route's chunks and what they import, once each; a route's own stylesheet fails", () => {
    expect(pageScripts(manifest, ['index.html', 'src/routes/buses.tsx'])).toEqual([
      '/assets/index-a.js',
      '/assets/libraries-c.js',
      '/assets/buses-d.js',
    ])
    const withRouteCss = {
      ...manifest,
      'src/routes/buses.tsx?tsr-split=component': {
        file: 'assets/buses-d.js',
        css: ['assets/buses-e.css'],
      },
    }
    expect(() => pageScripts(withRouteCss, ['src/routes/buses.tsx'])).toThrow(/one file/)
  })
})
