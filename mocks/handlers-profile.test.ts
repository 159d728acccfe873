import { describe, expect, it } from 'vitest'
import { busIllustration, illustrationFiles } from './bus-illustrations'
import { seedBuses } from './seed'
import { api, loginAs } from './test-api'

/** A tiny PNG-like payload with bytes that are not valid UTF-8. */
const pictureBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe,
])

/**
 * A multipart body built by hand: under jsdom, FormData and Blob are jsdom's, and Node's fetch
 * sends such a file's content as the text "undefined".
 */
function pictureForm(
  type = 'image/png',
  bytes: Uint8Array = pictureBytes,
  field = 'profile_picture',
) {
  const boundary = 'mockboundary42'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.png"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array(head.length + bytes.length + tail.length)
  body.set(head)
  body.set(bytes, head.length)
  body.set(tail, head.length + bytes.length)
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
        email: 'amina@example.com',
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

  it('refuses files that are not images', async () => {
    const token = await loginAs('amina')
    const form = pictureForm('application/pdf')
    const response = await api('/api/auth/profile/', { method: 'PUT', token, ...form })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Only image files are allowed' })
  })

  it('refuses pictures over 2 MB with 413', async () => {
    const token = await loginAs('amina')
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    const response = await api('/api/auth/profile/', {
      method: 'PUT',
      token,
      ...pictureForm('image/jpeg', big),
    })
    expect(response.status).toBe(413)
  })

  it('refuses a body without the picture field', async () => {
    const token = await loginAs('amina')
    const form = pictureForm('image/png', pictureBytes, 'avatar')
    const response = await api('/api/auth/profile/', { method: 'PUT', token, ...form })
    expect(response.status).toBe(400)
    const json = await api('/api/auth/profile/', { method: 'PUT', token, json: { a: 1 } })
    expect(json.status).toBe(400)
  })
})

describe('images', () => {
  it('serves a small SVG for every bus image the data names', async () => {
    const named = new Set(seedBuses(300).flatMap((bus) => (bus.image_url ? [bus.image_url] : [])))
    named.delete('/images/buses/missing.svg')
    for (const path of named)
      expect(illustrationFiles).toContain(path.replace('/images/buses/', ''))
    for (const file of illustrationFiles) {
      expect(new TextEncoder().encode(busIllustration(file)).length).toBeLessThan(3 * 1024)
    }
    const response = await api('/images/buses/mombasa.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('Mombasa')
    expect(svg).not.toBe(await (await api('/images/buses/kisumu.svg')).text())
  })

  it('answers 404 for unknown images and uploads', async () => {
    for (const path of [
      '/images/buses/missing.svg',
      '/images/buses/..%2Fx.svg',
      '/uploads/none.png',
    ]) {
      expect((await api(path)).status).toBe(404)
    }
  })
})
