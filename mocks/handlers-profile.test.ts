import { describe, expect, it } from 'vitest'
import jpeg from 'jpeg-js'
import { busPhoto, busPhotoFiles } from './bus-photos'
import { seedBuses, seedCredentials } from './seed'
import { api, loginAs } from './test-api'

/** A tiny PNG-like payload with bytes that are not valid UTF-8. */
const pictureBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe,
])

/**
 * A multipart body built by hand: under jsdom, FormData and Blob are jsdom's, and Node's fetch
 * sends such a file's content as the text "undefined".
 */
function pictureForm(type = 'image/png', bytes = pictureBytes, field = 'profile_picture') {
  const boundary = 'mockboundary42'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.png"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array([...head, ...bytes, ...tail])
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } }
}

describe('PUT /api/auth/profile/ (picture upload)', () => {
  it('stores the picture, serves it back and shows it in the profile', async () => {
    const token = await loginAs('amina')
    const response = await api('/api/auth/profile/', { method: 'PUT', token, ...pictureForm() })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { user: { profile_picture: string } }
    expect(body).toEqual({
      success: true,
      message: 'Profile updated',
      user: {
        id: 1,
        username: 'amina',
        email: seedCredentials.amina.email,
        profile_picture: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
      },
    })
    const picture = await api(body.user.profile_picture)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(pictureBytes)
    const profile = (await (await api('/api/auth/profile/', { token })).json()) as object
    expect(profile).toMatchObject({ profile_picture: body.user.profile_picture, bookings: [] })
  })

  const upload = async (body: object) =>
    api('/api/auth/profile/', { method: 'PUT', token: await loginAs('amina'), ...body })

  it('refuses files that are not images', async () => {
    const response = await upload(pictureForm('application/pdf'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Only image files are allowed' })
  })

  it.each([
    ['a picture over 2 MB', pictureForm('image/jpeg', new Uint8Array(2 * 1024 * 1024 + 1)), 413],
    ['a body without the picture field', pictureForm('image/png', pictureBytes, 'avatar'), 400],
    ['a JSON body', { json: { a: 1 } }, 400],
  ])('refuses %s with %i', async (_what, body, status) => {
    expect((await upload(body)).status).toBe(status)
  })
})

describe('images', () => {
  it('serves a 640×360 JPEG, as heavy as a photo, for every bus image the data names; else 404', async () => {
    const named = new Set(seedBuses(300).flatMap((bus) => (bus.image_url ? [bus.image_url] : [])))
    named.delete('/images/buses/missing.jpg')
    for (const path of named) expect(busPhotoFiles).toContain(path.replace('/images/buses/', ''))
    const response = await api('/images/buses/mombasa.jpg')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/jpeg')
    const photo = jpeg.decode(new Uint8Array(await response.arrayBuffer()))
    expect([photo.width, photo.height]).toEqual([640, 360])
    for (const file of ['mombasa.jpg', 'kisumu.jpg', 'eldoret.jpg']) {
      expect((await busPhoto(file))?.length).toBeGreaterThan(30_000)
      expect((await busPhoto(file))?.length).toBeLessThan(80_000)
    }
    expect(await busPhoto('kisumu.jpg')).not.toEqual(await busPhoto('mombasa.jpg'))
    // Unknown images and uploads.
    for (const path of [
      '/images/buses/missing.jpg',
      '/images/buses/..%2Fx.jpg',
      '/uploads/none.png',
    ])
      expect((await api(path)).status).toBe(404)
  })
})
