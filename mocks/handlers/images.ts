import { http, HttpResponse, type HttpHandler } from 'msw'
import { base64ToBytes } from '../binary'
import { busPhoto } from '../bus-photos'
import type { MockBackend } from '../mock-backend'
import { json } from './api-call'

const notFound = (): Response => json({ message: 'Not found' }, 404)

/** Bus pictures and uploaded profile pictures. Scenarios never touch them. */
export function imageHandlers(baseUrl: string, backend: MockBackend): HttpHandler[] {
  return [
    http.get(`${baseUrl}/images/buses/:file`, async ({ params }) => {
      const photo = typeof params.file === 'string' ? busPhoto(params.file) : undefined
      if (!photo) return notFound()
      return new HttpResponse(await photo, {
        headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=3600' },
      })
    }),

    http.get(`${baseUrl}/uploads/:file`, ({ params }) => {
      const picture = typeof params.file === 'string' ? backend.db.picture(params.file) : undefined
      if (!picture) return notFound()
      return new HttpResponse(base64ToBytes(picture.base64), {
        headers: { 'Content-Type': picture.contentType, 'Cache-Control': 'no-cache' },
      })
    }),
  ]
}
