/**
 * The backend contract as an OpenAPI 3.1 document, built from the zod schemas the app parses
 * responses with (src/features/<name>/api/) and, for what the app only sends, from
 * wire-schemas.ts. Schemas are converted with zod's own JSON Schema output in `io: 'input'`
 * mode, so transforms and refinements describe the wire shape the backend sends, not the model
 * the app turns it into. docs/api.md says the same in words.
 */
import { resolve } from 'node:path'
import * as prettier from 'prettier'
import * as z from 'zod/mini'
import { loginResponseSchema, registerResponseSchema } from '@/features/auth/api/auth-schema'
import {
  addBookingResponseSchema,
  bookingActionResponseSchema,
  bookingSchema,
  bookingsResponseSchema,
} from '@/features/bookings/api/booking-schema'
import { busSchema, busesResponseSchema } from '@/features/buses/api/bus-schema'
import { bookingDraftSchema } from '@/features/guest-booking/model/booking-draft'
import { profileSchema, uploadResponseSchema } from '@/features/profile/api/profile-schema'
import { idSchema, numberish } from '@/lib/schema-helpers'
import { telemetryBeaconSchema } from '@/lib/telemetry/beacon-schema'
import packageJson from '../../package.json' with { type: 'json' }
import {
  anyBodySchema,
  bookSeatsRequestSchema,
  errorBodySchema,
  loginRequestSchema,
  pictureUploadSchema,
  registerRequestSchema,
} from './wire-schemas'

export const openApiFile = resolve(import.meta.dirname, '../../docs/openapi.json')

type JsonObject = { [key: string]: unknown }

/** Named schemas, in the order they appear under components.schemas. */
const components = [
  [idSchema, 'Id', 'A number, or a non-empty string.'],
  [numberish, 'Numberish', "A number, or a string holding one ('1500', ' 12 ')."],
  [
    busSchema,
    'Bus',
    'One bus. Required besides the listed fields: `seats` or `availableSeats` (`seats` wins when ' +
      'both come). A missing `time` shows as TBA; `image_url` resolves against the API base, ' +
      'and a missing one shows a placeholder.',
  ],
  [
    busesResponseSchema,
    'BusesResponse',
    'A plain array of buses, or the envelope `{success, buses, message}`, which counts as ' +
      'failed unless `success` is true.',
  ],
  [
    bookingSchema,
    'Booking',
    'One booking in a list. Required besides the listed fields: `booking_id` or `id` ' +
      '(`booking_id` wins when both come).',
  ],
  [
    bookingsResponseSchema,
    'BookingsResponse',
    'A plain array, `{bookings: [...]}`, or one booking object. Any other body that holds no ' +
      "bookings (`{}`, `{data: 'nope'}`, null) is an empty list; a body that holds a broken " +
      'booking is an error.',
  ],
  [
    bookingActionResponseSchema,
    'BookingActionResponse',
    "The answer to a cancel, and the base of the seat booking's answer. A cancel fails unless " +
      '`success` is true, with `message` as the text shown.',
  ],
  [bookSeatsRequestSchema, 'BookSeatsRequest', 'Seats on one bus.'],
  [
    addBookingResponseSchema,
    'BookSeatsResponse',
    'The answer to a seat booking. It needs a non-blank `message` or a `booking`. `message` is ' +
      'shown on the bus card; a returned `booking` joins the bookings list; `success: false` is ' +
      'a refusal.',
  ],
  [
    bookingDraftSchema,
    'GuestBookingRequest',
    'The guest booking form, every field trimmed; `idNumber` and `schoolId` may be empty.',
  ],
  [loginRequestSchema, 'LoginRequest', 'The credentials typed on the login screen.'],
  [
    loginResponseSchema,
    'LoginResponse',
    '`{success, message, token, user}` or `{error}`. A success needs a non-empty string ' +
      '`token` and `success` other than false. Of `user`, only id, username, email and ' +
      'profile_picture are kept.',
  ],
  [registerRequestSchema, 'RegisterRequest', 'A new account.'],
  [
    registerResponseSchema,
    'RegisterResponse',
    '`{success, message}`: failed unless `success` is exactly true.',
  ],
  [
    profileSchema,
    'Profile',
    'The signed-in user. At least one of `id`, `username` and `email` is required.',
  ],
  [pictureUploadSchema, 'PictureUpload', 'One image file.'],
  [
    uploadResponseSchema,
    'PictureUploadResponse',
    'The updated user; only `user.profile_picture` is read.',
  ],
  [
    errorBodySchema,
    'ErrorBody',
    "A non-OK body. Its text is `error`, else `message`, else 'API Error'; each screen then " +
      'applies its own fallback.',
  ],
  [anyBodySchema, 'AnyBody', 'Any body; it is not read.'],
  [
    telemetryBeaconSchema,
    'TelemetryBeacon',
    'Field telemetry (docs/telemetry.md): vitals of one document, or a batch of errors. No ' +
      'other field is allowed; texts carry no URL, no `@` and no run of three digits.',
  ],
] as const satisfies readonly (readonly [z.ZodMiniType, string, string])[]

function componentSchemas(): Record<string, JsonObject> {
  const registry = z.registry<{ id: string; description: string }>()
  for (const [schema, id, description] of components) registry.add(schema, { id, description })
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    metadata: registry,
    uri: (id) => `#/components/schemas/${id}`,
  })
  const result: Record<string, JsonObject> = {}
  for (const [, id] of components) {
    // Each schema sits inside this document: no dialect or identifier of its own.
    const { $schema: _dialect, $id: _id, ...schema } = schemas[id] as JsonObject
    result[id] = schema
  }
  return result
}

type SchemaName = (typeof components)[number][1]

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })
const json = (name: SchemaName) => ({ 'application/json': { schema: ref(name) } })

interface Operation {
  operationId: string
  tag: string
  summary: string
  description: string
  bearer: boolean
  request?: JsonObject
  success: [SchemaName, string]
  /** What the app does on 401, for the calls that send a token. */
  unauthorized?: string
}

function operation(op: Operation): JsonObject {
  const responses: JsonObject = {
    '2XX': { description: op.success[1], content: json(op.success[0]) },
  }
  if (op.unauthorized) {
    responses['401'] = { description: op.unauthorized, content: json('ErrorBody') }
  }
  const which = op.unauthorized ? 'Any other' : 'A'
  responses.default = {
    description: `${which} non-OK status: the body's error, else message, else 'API Error'.`,
    content: json('ErrorBody'),
  }
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    security: op.bearer ? [{ bearerAuth: [] }] : [],
    ...(op.request ? { requestBody: op.request } : {}),
    responses,
  }
}

const jsonBody = (name: SchemaName) => ({ required: true, content: json(name) })

const bookingIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The booking key (`booking_id`, else `id`), URL-encoded.',
  schema: ref('Id'),
}

export function buildOpenApiDocument(): JsonObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Matatu backend contract',
      version: packageJson.version,
      description:
        'The REST backend the Matatu web app calls, as the app reads it. Generated from the ' +
        'zod schemas in src/ by `npm run docs:api`; do not edit by hand. docs/api.md explains it.',
    },
    servers: [
      {
        url: 'http://localhost:5500',
        description: 'The default VITE_API_BASE_URL, where `npm run mock:server` listens.',
      },
    ],
    tags: [
      { name: 'auth', description: 'Accounts and the session token.' },
      { name: 'buses', description: 'The bus list.' },
      {
        name: 'bookings',
        description: 'Seat bookings, the bookings list, guest bookings, cancel.',
      },
      { name: 'profile', description: 'The signed-in user and their picture.' },
      {
        name: 'telemetry',
        description:
          'Field vitals and errors, posted to VITE_TELEMETRY_URL, which may be this backend.',
      },
    ],
    paths: {
      '/telemetry': {
        post: operation({
          operationId: 'sendTelemetry',
          tag: 'telemetry',
          summary: 'Receive field telemetry',
          description:
            'Only when the build sets VITE_TELEMETRY_URL; the path is that URL. Sent by ' +
            'navigator.sendBeacon as text/plain holding JSON, no token, no answer read. The ' +
            'mock backend answers 204, or 400 to a body that does not fit the schema.',
          bearer: false,
          request: {
            required: true,
            content: { 'text/plain': { schema: ref('TelemetryBeacon') } },
          },
          success: ['AnyBody', 'Received; the body is not read.'],
        }),
      },
      '/api/auth/register': {
        post: operation({
          operationId: 'register',
          tag: 'auth',
          summary: 'Create an account',
          description:
            "Does not log in. Screen fallback: the body's message, else 'Registration failed.'.",
          bearer: false,
          request: jsonBody('RegisterRequest'),
          success: ['RegisterResponse', 'Registered when `success` is true.'],
        }),
      },
      '/api/auth/login': {
        post: operation({
          operationId: 'login',
          tag: 'auth',
          summary: 'Log in',
          description:
            "Screen fallback: the body's error, else message, else 'Login failed. Please try " +
            "again.'. No usable answer: 'An error occurred. Please try again later.'.",
          bearer: false,
          request: jsonBody('LoginRequest'),
          success: ['LoginResponse', 'Logged in when a token comes back.'],
        }),
      },
      '/api/buses/': {
        get: operation({
          operationId: 'listBuses',
          tag: 'buses',
          summary: 'List the buses',
          description: "Any failure shows 'Failed to load buses'. A 401 ends no session.",
          bearer: false,
          success: ['BusesResponse', 'The buses.'],
        }),
      },
      '/api/bookings/': {
        post: operation({
          operationId: 'bookSeats',
          tag: 'bookings',
          summary: 'Book seats on a bus',
          description:
            "Trailing slash. Any failure but a 401 shows the alert 'Booking failed'. The bus's " +
            'seat count drops at once and comes back on failure; afterwards the buses, the ' +
            'bookings and the profile are fetched afresh.',
          bearer: true,
          request: jsonBody('BookSeatsRequest'),
          success: ['BookSeatsResponse', 'Booked.'],
          unauthorized:
            "Alert 'Session expired. Please log in again.', then the session ends and the app " +
            'goes to /login.',
        }),
      },
      '/api/bookings': {
        get: operation({
          operationId: 'listBookings',
          tag: 'bookings',
          summary: "List the signed-in user's bookings",
          description: "No trailing slash. Any other failure shows 'Failed to fetch bookings'.",
          bearer: true,
          success: ['BookingsResponse', 'The bookings.'],
          unauthorized: 'The session ends and the app goes to /login.',
        }),
        post: operation({
          operationId: 'createGuestBooking',
          tag: 'bookings',
          summary: 'Send a guest booking',
          description:
            "No trailing slash, no token. Any failure shows 'Something went wrong. Try again " +
            "later.'.",
          bearer: false,
          request: jsonBody('GuestBookingRequest'),
          success: ['AnyBody', 'Accepted, whatever the body (even one that is not JSON).'],
        }),
      },
      '/api/bookings/{id}': {
        parameters: [bookingIdParameter],
        delete: operation({
          operationId: 'cancelBooking',
          tag: 'bookings',
          summary: 'Cancel a booking',
          description:
            'The booking leaves the list at once and comes back on failure, with an alert of ' +
            "the server's text, else 'Failed to delete booking'.",
          bearer: true,
          success: ['BookingActionResponse', 'Cancelled when `success` is true.'],
          unauthorized: 'The session ends and the app goes to /login; no alert.',
        }),
      },
      '/api/auth/profile/': {
        get: operation({
          operationId: 'getProfile',
          tag: 'profile',
          summary: 'The signed-in user',
          description:
            "Trailing slash. Another non-OK status shows 'Failed to load profile: {status} " +
            "{statusText}'.",
          bearer: true,
          success: ['Profile', 'The profile and its bookings.'],
          unauthorized:
            "'Session expired. Redirecting to login...', then after 1.5 s the session ends and " +
            'the app goes to /login.',
        }),
        put: operation({
          operationId: 'uploadProfilePicture',
          tag: 'profile',
          summary: 'Upload a profile picture',
          description:
            "Trailing slash. Any failure but a 401 shows the alert 'Failed to upload image. " +
            "Check console for details.'.",
          bearer: true,
          request: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: ref('PictureUpload'),
                encoding: { profile_picture: { contentType: 'image/*' } },
              },
            },
          },
          success: ['PictureUploadResponse', 'The new picture.'],
          unauthorized: 'The session ends and the app goes to /login at once.',
        }),
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token the login call returned, kept under the storage key `token`.',
        },
      },
      schemas: componentSchemas(),
    },
  }
}

/** The document as docs/openapi.json holds it: formatted by Prettier, ending with a newline. */
export async function renderOpenApiDocument(): Promise<string> {
  const options = await prettier.resolveConfig(openApiFile)
  return prettier.format(JSON.stringify(buildOpenApiDocument()), {
    ...options,
    filepath: openApiFile,
  })
}
