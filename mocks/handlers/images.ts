import { http, HttpResponse, type HttpHandler } from 'msw'
import { base64ToBytes } from '../binary'
import { busIllustration } from '../bus-illustrations'
import type { MockBackend } from '../mock-backend'
import { json } from './api-call'

const notFound = (): Response => json({ message: 'Not found' }, 404)

/** Bus pictures and uploaded profile pictures. Scenarios never touch them. */
export function imageHandlers(baseUrl: string, backend: MockBackend): HttpHandler[] {
  return [
    http.get(`${baseUrl}/images/buses/:file`, ({ params }) => {
      const svg = typeof params.file === 'string' ? busIllustration(params.file) : undefined
      if (!svg) return notFound()
      return new HttpResponse(svg, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
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
