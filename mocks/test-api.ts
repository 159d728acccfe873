import { mockApiUrl } from './node'
import { seedCredentials } from './seed'

/** For the mock's own tests: fetch against the msw/node handlers, with an optional token. */

interface ApiInit extends Omit<RequestInit, 'body'> {
  token?: string
  json?: unknown
  body?: BodyInit
}

export function api(path: string, init: ApiInit = {}): Promise<Response> {
  const { token, json, ...rest } = init
  const headers = new Headers(rest.headers)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (json !== undefined) headers.set('Content-Type', 'application/json')
  const body = json === undefined ? rest.body : JSON.stringify(json)
  return fetch(mockApiUrl(path), { ...rest, headers, body })
}

export async function loginAs(name: keyof typeof seedCredentials = 'brian'): Promise<string> {
  const response = await api('/api/auth/login', { method: 'POST', json: seedCredentials[name] })
  const body = (await response.json()) as { token?: unknown }
  if (typeof body.token !== 'string') throw new Error(`login as ${name} failed`)
  return body.token
}
