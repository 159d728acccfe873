import ky, { TimeoutError } from 'ky'
import type * as z from 'zod/mini'
import {
  ApiError,
  NetworkError,
  UnexpectedResponseError,
  errorTextFromBody,
  serverTextFromBody,
} from './api-error'
import { config } from './config'
import { getToken } from './session-store'
import { m } from '@/paraglide/messages.js'

const client = ky.create({
  prefixUrl: config.apiBaseUrl,
  retry: 0,
  timeout: 20_000,
  throwHttpErrors: false,
})

interface RequestOptions {
  method?: 'get' | 'post' | 'put' | 'delete'
  json?: unknown
  body?: FormData
  /** Sends `Authorization: Bearer <token>` from the session store. */
  auth?: boolean
  signal?: AbortSignal
}

const invalidJson = Symbol('invalid JSON')

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return invalidJson
  }
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  // Paths are relative to the API base, so the token can never reach another host.
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path)) throw new Error(`Not an API path: ${path}`)
  try {
    return await client(path.replace(/^\//, ''), {
      method: options.method ?? 'get',
      json: options.json,
      body: options.body,
      signal: options.signal,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    if (error instanceof TimeoutError) {
      throw new ApiError(m.common_error_timeout, {
        kind: 'timeout',
        cause: error,
      })
    }
    throw new NetworkError(error)
  }
}

/**
 * Calls the backend and returns the body as the schema's typed model. Every failure is an
 * ApiError: a non-OK status (text from the body's error/message), no network, or a body that
 * is not JSON or fits no accepted shape.
 */
export async function requestJson<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  // The session the request speaks for: a 401 ends only that one (src/lib/session-expiry.ts).
  const token = options.auth ? getToken() : null
  const response = await send(path, options, token)
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw new NetworkError(error)
  }
  const body = parseBody(text)
  if (!response.ok) {
    // What a 401 does is decided once, by the query client (see session-expiry.ts).
    const usableBody = body === invalidJson ? undefined : body
    throw new ApiError(errorTextFromBody(usableBody), {
      kind: 'http',
      status: response.status,
      statusText: response.statusText,
      serverText: serverTextFromBody(usableBody),
      sentToken: token,
    })
  }
  if (body === invalidJson) throw new UnexpectedResponseError(response.status)
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new UnexpectedResponseError(response.status, parsed.error)
  return parsed.data
}
