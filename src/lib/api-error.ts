import { m } from '@/paraglide/messages.js'

/**
 * What went wrong with a call: the server said no (`http`), a 2xx body refused (`refused`), the
 * body was unusable (`unexpected`), there was no answer (`network`) or it came too late
 * (`timeout`).
 */
type ApiErrorKind = 'http' | 'refused' | 'unexpected' | 'network' | 'timeout'

/**
 * An error's text: the server's own words as they came, or one of the app's own texts as a
 * message (`m.common_error_network`), read in the active language each time it is shown.
 */
type ErrorText = string | (() => string)

interface ApiErrorInit {
  kind: ApiErrorKind
  status?: number
  statusText?: string
  /** The server's own words: the body's `error`, else its `message`, when it had one. */
  serverText?: string
  /** The session token the request carried (null: none), for an answer of the server. */
  sentToken?: string | null
  cause?: unknown
}

/** An error from the backend or the network. Screens choose their text with `failureText`. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly statusText: string | undefined
  readonly serverText: string | undefined
  readonly sentToken: string | null | undefined

  constructor(message: ErrorText, init: ApiErrorInit) {
    super(typeof message === 'string' ? message : message(), { cause: init.cause })
    // The app's own text follows a language switch made after the failure.
    if (typeof message === 'function') {
      Object.defineProperty(this, 'message', { get: () => message(), configurable: true })
    }
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.statusText = init.statusText
    this.serverText = init.serverText
    this.sentToken = init.sentToken
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401
  }
}

/** A backend that answered with a body the app cannot use (not JSON, or no accepted shape). */
export class UnexpectedResponseError extends ApiError {
  constructor(status: number, cause?: unknown) {
    super(m.common_error_unexpected_response, { kind: 'unexpected', status, cause })
    this.name = 'UnexpectedResponseError'
  }
}

/** The request never got an answer: offline, DNS, CORS, a dropped connection. */
export class NetworkError extends ApiError {
  constructor(cause?: unknown) {
    super(m.common_error_network, { kind: 'network', cause })
    this.name = 'NetworkError'
  }
}

function textField(body: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[key]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** The body's `error`, else its `message`; undefined when it has neither (docs/api.md#error-text). */
export function serverTextFromBody(body: unknown): string | undefined {
  return textField(body, 'error') ?? textField(body, 'message')
}

/** The text of a non-OK answer: the server's own words, else 'API Error' (docs/api.md#error-text). */
export function errorTextFromBody(body: unknown): string {
  return serverTextFromBody(body) ?? m.common_error_api()
}

/** The body's `message`, if it has a usable one. */
export function messageFromBody(body: unknown): string | undefined {
  return textField(body, 'message')
}

/** A 2xx answer that says no (`success` not true): its message is the server's own words. */
export function refusal(message: string | null | undefined, fallback: ErrorText): ApiError {
  const serverText = message?.trim() || undefined
  return new ApiError(serverText ?? fallback, { kind: 'refused', serverText })
}

/** True when the server answered (with an error status or a refusal), not the network or a bad body. */
export function isServerAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'http' || error.kind === 'refused')
}
