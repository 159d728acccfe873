/** An error from the backend or the network, with the text a screen may show. */
export class ApiError extends Error {
  readonly status: number | undefined
  readonly statusText: string | undefined

  constructor(
    message: string,
    init: { status?: number; statusText?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: init.cause })
    this.name = 'ApiError'
    this.status = init.status
    this.statusText = init.statusText
  }

  get isUnauthorized(): boolean {
    return this.status === 401
  }
}

/** A backend that answered with a body the app cannot use (not JSON, or no accepted shape). */
export class UnexpectedResponseError extends ApiError {
  constructor(status: number, cause?: unknown) {
    super('Unexpected response from the server', { status, cause })
    this.name = 'UnexpectedResponseError'
  }
}

/** The request never got an answer: offline, DNS, CORS, a dropped connection. */
export class NetworkError extends ApiError {
  constructor(cause?: unknown) {
    super('Network error: check your connection and try again.', { cause })
    this.name = 'NetworkError'
  }
}

function textField(body: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[key]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** SPEC.md point 8: the body's `error`, else its `message`, else 'API Error'. */
export function errorTextFromBody(body: unknown): string {
  return textField(body, 'error') ?? textField(body, 'message') ?? 'API Error'
}

/** The body's `message`, if it has a usable one. */
export function messageFromBody(body: unknown): string | undefined {
  return textField(body, 'message')
}
