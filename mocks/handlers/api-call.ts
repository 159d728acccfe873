import { delay, HttpResponse, type JsonBodyType, type PathParams } from 'msw'
import type { MockBackend } from '../mock-backend'
import type { UserRecord } from '../mock-types'
import type { CallName, MockScenario } from '../scenario'

interface ApiRequest {
  request: Request
  params: PathParams
}

interface AuthedRequest extends ApiRequest {
  user: UserRecord
}

type ApiResolver = (info: ApiRequest) => Promise<Response>

export function json(body: JsonBodyType, status = 200): Response {
  return HttpResponse.json(body, { status })
}

export const INVALID_JSON_BODY = '<html><body>oops</body></html>'
const NONSENSE_BODY = { unexpected: true }

/** The failure a scenario forces on this call before any rule runs, if any. */
function forcedFailure(scenario: MockScenario, name: CallName): Response | undefined {
  if (scenario.offline.includes(name)) return HttpResponse.error()
  if (scenario.fail.includes(name)) return json({ message: 'Internal Server Error' }, 500)
  return undefined
}

/** A 200 whose body the app cannot use, if the scenario asks for one. */
function garbledBody(scenario: MockScenario, name: CallName): Response | undefined {
  if (scenario.invalidJson.includes(name)) {
    return new HttpResponse(INVALID_JSON_BODY, { headers: { 'Content-Type': 'text/html' } })
  }
  if (scenario.nonsense.includes(name)) return json(NONSENSE_BODY)
  return undefined
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')
  return match?.[1] ?? null
}

const unauthorized = (): Response => json({ message: 'Unauthorized' }, 401)

/**
 * Wraps a call's rules in the scenario: delay, then offline > fail > (401 for calls with a
 * token) > invalidJson > nonsense, and only then the rules themselves.
 */
export function apiCall(
  backend: MockBackend,
  name: CallName,
  resolve: (info: ApiRequest) => Response | Promise<Response>,
): ApiResolver {
  return async (info) => {
    const scenario = backend.getScenario()
    if (scenario.delayMs > 0) await delay(scenario.delayMs)
    return forcedFailure(scenario, name) ?? garbledBody(scenario, name) ?? resolve(info)
  }
}

export function authedApiCall(
  backend: MockBackend,
  name: CallName,
  resolve: (info: AuthedRequest) => Response | Promise<Response>,
): ApiResolver {
  return async (info) => {
    const scenario = backend.getScenario()
    if (scenario.delayMs > 0) await delay(scenario.delayMs)
    const forced = forcedFailure(scenario, name)
    if (forced) return forced
    const user = scenario.unauthorized
      ? undefined
      : backend.db.userForToken(bearerToken(info.request))
    if (!user) return unauthorized()
    return garbledBody(scenario, name) ?? resolve({ ...info, user })
  }
}

/** The request's JSON object body, or undefined when it is missing or not an object. */
export async function readJsonObject(
  request: Request,
): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json()
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      return body as Record<string, unknown>
    }
  } catch {
    // Not JSON: the caller answers 400.
  }
  return undefined
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** A whole number from a number or a numeric string, else NaN. */
export function integer(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return Number.NaN
}
