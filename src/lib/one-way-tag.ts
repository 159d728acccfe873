/**
 * A short, one-way tag of a text (FNV-1a, base 36): enough to tell two values apart on this
 * device, never to read the value back.
 */
export function oneWayTag(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
