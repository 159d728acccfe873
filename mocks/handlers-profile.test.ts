import { describe, expect, it } from 'vitest'
import jpeg from 'jpeg-js'
import { busPhoto, busPhotoFiles } from './bus-photos'
import { seedBuses, seedCredentials } from './seed'
import { api, loginAs } from './test-api'

/** A tiny PNG-like payload with bytes that are not valid UTF-8. */
const pictureBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe,
])

// Built by hand: jsdom's FormData and Blob reach Node's fetch as the text "undefined".
function pictureForm(type = 'image/png', bytes = pictureBytes, field = 'profile_picture') {
  const part = `Content-Disposition: form-data; name="${field}"; filename="me.png"`
  const head = Buffer.from(`--mock42\r\n${part}\r\nContent-Type: ${type}\r\n\r\n`)
  const body = Buffer.concat([head, bytes, Buffer.from('\r\n--mock42--\r\n')])
  return { body, headers: { 'Content-Type': 'multipart/form-data; boundary=mock42' } }
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
  const big = new Uint8Array(2 * 1024 * 1024 + 1)

  it.each([
    ['that is not an image', 400, pictureForm('application/pdf'), /^Only image files are allowed$/],
    ['over 2 MB', 413, pictureForm('image/jpeg', big), /^Image is too large/],
    ['without the picture', 400, pictureForm('image/png', pictureBytes, 'avatar'), /^No file/],
    ['of JSON', 400, { json: { a: 1 } }, /^Send multipart form data/],
  ])('refuses a body %s with %i', async (_what, status, body, message) => {
    const response = await upload(body)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ message: expect.stringMatching(message) })
  })
})

it('images: serves a 640×360 JPEG, as heavy as a photo, for every bus image the data names; else 404', async () => {
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
  for (const path of ['/images/buses/missing.jpg', '/images/buses/..%2Fx.jpg', '/uploads/none.png'])
    expect((await api(path)).status).toBe(404)
})
