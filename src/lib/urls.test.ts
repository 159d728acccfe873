import { describe, expect, it } from 'vitest'
import { httpUrlOrUndefined, resolveApiAssetUrl } from './urls'

const base = 'https://api.example.com'

describe('resolveApiAssetUrl (docs/product.md#profile)', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['/uploads/me.png', 'https://api.example.com/uploads/me.png'],
    ['images/bus.svg', 'https://api.example.com/images/bus.svg'],
  ])('keeps absolute http(s) URLs, resolves paths against the API base: %s', (value, url) => {
    expect(resolveApiAssetUrl(value, base)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:x',
    '//evil.example.com/x.png',
    '',
    null,
    undefined,
  ])('ignores %s', (value) => {
    expect(resolveApiAssetUrl(value, base)).toBeUndefined()
  })
})

describe('httpUrlOrUndefined', () => {
  it('accepts only http and https', () => {
    expect(httpUrlOrUndefined('http://a.test/')).toBe('http://a.test/')
    expect(httpUrlOrUndefined('mailto:a@b.c')).toBeUndefined()
    expect(httpUrlOrUndefined('nonsense')).toBeUndefined()
  })
})
