import { http, type HttpHandler } from 'msw'
import { bytesToBase64 } from '../binary'
import type { MockBackend } from '../mock-backend'
import { authedApiCall, json } from './api-call'
import { presentUser } from './present'

/** Pictures larger than this are refused with 413. */
const MAX_PICTURE_BYTES = 2 * 1024 * 1024

async function readPicture(request: Request): Promise<File | Response> {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > MAX_PICTURE_BYTES + 64 * 1024) return tooLarge()
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return json({ message: 'Send multipart form data with a profile_picture file' }, 400)
  }
  const file = form.get('profile_picture')
  if (file === null || typeof file === 'string') {
    return json({ message: 'No file in the profile_picture field' }, 400)
  }
  if (!file.type.startsWith('image/')) return json({ message: 'Only image files are allowed' }, 400)
  if (file.size > MAX_PICTURE_BYTES) return tooLarge()
  return file
}

function tooLarge(): Response {
  return json({ message: 'Image is too large (2 MB at most)' }, 413)
}

/** GET and PUT /api/auth/profile/ (the profile, and the picture upload). */
export function profileHandlers(baseUrl: string, backend: MockBackend): HttpHandler[] {
  return [
    http.get(
      `${baseUrl}/api/auth/profile/`,
      authedApiCall(backend, 'profile', ({ user }) => {
        const bookings = backend.db.bookingsOf(user.id).map((booking) => ({
          bus: booking.bus_name,
          route: booking.route,
          image_url: backend.db.findBus(booking.bus_id)?.image_url ?? null,
        }))
        return json({ ...presentUser(user), bookings })
      }),
    ),

    http.put(
      `${baseUrl}/api/auth/profile/`,
      authedApiCall(backend, 'uploadPicture', async ({ request, user }) => {
        const picture = await readPicture(request)
        if (picture instanceof Response) return picture
        const base64 = bytesToBase64(new Uint8Array(await picture.arrayBuffer()))
        const result = backend.db.savePicture(user.id, picture.type, base64)
        if (!result.ok) return json({ message: result.message }, result.status)
        return json({ success: true, message: 'Profile updated', user: presentUser(result.value) })
      }),
    ),
  ]
}
