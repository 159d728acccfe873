import { describe, expect, it } from 'vitest'
import { httpUrlOrUndefined, resolveApiAssetUrl } from './urls'

const base = 'https://api.example.com'

describe('resolveApiAssetUrl (docs/product.md#profile)', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(resolveApiAssetUrl('https://cdn.example.com/a.png', base)).toBe(
      'https://cdn.example.com/a.png',
    )
  })

  it('resolves server-relative paths against the API base', () => {
    expect(resolveApiAssetUrl('/uploads/me.png', base)).toBe(
      'https://api.example.com/uploads/me.png',
    )
    expect(resolveApiAssetUrl('images/bus.svg', base)).toBe(
      'https://api.example.com/images/bus.svg',
    )
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
