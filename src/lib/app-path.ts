const probeOrigin = 'https://app.invalid'

/**
 * `value` when it is a path inside this app ('/buses?from=Nairobi'), else undefined: never
 * another origin ('//evil.example', 'https://…', '/\evil'), so a return path cannot send a
 * traveller off the site after logging in.
 */
export function appPathOrUndefined(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined
  if (value.includes('\\') || /[\u0000-\u001f]/.test(value)) return undefined
  try {
    const url = new URL(value, probeOrigin)
    return url.origin === probeOrigin ? `${url.pathname}${url.search}${url.hash}` : undefined
  } catch {
    return undefined
  }
}
