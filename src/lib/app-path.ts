const probeOrigin = 'https://app.invalid'

/**
 * `value` when it is a path inside this app ('/buses?from=Nairobi'), else undefined: never
 * another origin ('//evil.example', 'https://…', '/\evil'), so a return path cannot send a
 * traveller off the site after logging in.
 */
export function appPathOrUndefined(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined
  // URL parsing drops tabs and newlines, which could turn '/\t/host' into '//host'.
  if (value.includes('\\') || hasControlCharacter(value)) return undefined
  try {
    const url = new URL(value, probeOrigin)
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments can resolve to a protocol-relative path: '/..//evil.example' → '//evil.example'.
    return url.origin === probeOrigin && !path.startsWith('//') ? path : undefined
  } catch {
    return undefined
  }
}

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((character) => character.charCodeAt(0) < 0x20)
}
