/**
 * What is left of a text, an element or a stack before it may leave the phone
 * (docs/telemetry.md#what-is-never-sent): no address, no id, no number that could name a
 * booking, a person or a phone.
 */

/** URLs of any scheme, then paths that look like an address (`/api/bookings/B-7Q`). */
const url = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'`<>()]*/gi
const path = /(^|[\s"'`(=])\/[^\s"'`<>()]+/g
const email = /[^\s@"'`<>()]*@[^\s@"'`<>()]*/g
/** Long tokens with a digit in them: JWTs, UUIDs, references. */
const token = /\b(?=[\w-]*\d)[\w-]{16,}\b/g
const digits = /\d{3,}/g
/** CSS ids (`#booking-12-bus`) and id attributes (`id="…"`). */
const cssId = /#[\w-]+/g
const idAttribute = /\bid=("[^"]*"|'[^']*'|\S+)/gi

/** An error message or any other free text: scrubbed, on one line, at most `max` characters. */
export function scrubText(value: string, max = 300): string {
  return value
    .replace(url, '{url}')
    .replace(path, '$1{path}')
    .replace(email, '{email}')
    .replace(idAttribute, 'id={id}')
    .replace(cssId, '#{id}')
    .replace(token, '{token}')
    .replace(digits, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
}

/** A CSS class as a selector part: `bus-card__book`; classes with digits in them say nothing. */
const usableClass = (name: string) => /^[a-z_-][\w-]*$/i.test(name) && !/\d{3}/.test(name)

/** What a selector may hold: tag names, classes and combinators; no id, no attribute. */
export const selectorPattern = /^[\w .>:*()-]*$/

/**
 * A selector web-vitals hands back, kept only in elementSelector's form. It gives its own when our
 * generateTarget could not run: `#buses-title` for an LCP element React has since replaced, the
 * browser's `targetSelector` for an INP target that has gone.
 */
export function elementSelectorOnly(selector: string | undefined): string | undefined {
  return selector && selectorPattern.test(selector) ? selector.slice(-120) : undefined
}

/**
 * An element as `main>section.bus-list>article.bus-card>button.bus-card__book`: tag names and
 * classes of at most four levels, never an id or an attribute. web-vitals' own selector starts
 * from the nearest id, and the app's ids carry booking and bus numbers.
 */
export function elementSelector(node: Node | null | undefined): string {
  const parts: string[] = []
  let element = node instanceof Element ? node : (node?.parentElement ?? null)
  while (element && parts.length < 4 && element !== document.documentElement) {
    const classes = [...element.classList].filter(usableClass).slice(0, 2)
    parts.unshift([element.localName, ...classes].join('.'))
    element = element.parentElement
  }
  return parts
    .join('>')
    .replace(/[^\w .>:*()-]/g, '')
    .slice(-120)
}

/** A script's file name without origin, folders or query: `buses-C3kQ.js`; '' for the page. */
export function scriptFile(sourceUrl: string): string {
  const name = sourceUrl.split(/[?#]/)[0]?.split('/').pop() ?? ''
  return name.replace(/[^\w.-]/g, '').slice(0, 100)
}

/**
 * The frames of a stack that run the app's own files (same origin, `/assets/` or `/src/`), as
 * `function@file.js:line:column`, at most ten. Chromium writes `at fn (url:l:c)`, Firefox and
 * Safari `fn@url:l:c`.
 */
export function appFrames(stack: string | undefined, origin = location.origin): string[] {
  if (!stack) return []
  const frames: string[] = []
  for (const line of stack.split('\n')) {
    const match =
      /^\s*at (?:(.+?) \()?(\S+):(\d+):(\d+)\)?$/.exec(line) ??
      /^\s*(?:(.*?)@)?(\S+):(\d+):(\d+)$/.exec(line)
    if (!match) continue
    const [, name, source = '', row, column] = match
    if (!source.startsWith(`${origin}/assets/`) && !source.startsWith(`${origin}/src/`)) continue
    const fn = (name ?? '').replace(/[^\w$.<> ]/g, '').slice(0, 60)
    frames.push(`${fn ? `${fn}@` : ''}${scriptFile(source)}:${row}:${column}`)
    if (frames.length === 10) break
  }
  return frames
}
