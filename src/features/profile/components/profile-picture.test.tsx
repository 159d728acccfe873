import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mockApiUrl, mockDb, server, setMockScenario } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { config } from '@/lib/config'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { sessionStore } from '@/lib/session-store'
import { stubDialogs } from '@/testing/dialogs'
import { expectLocation, expectTokenGone } from '@/testing/expect-location'
import { findToast } from '@/testing/find-toast'
import { renderRoute } from '@/testing/render-route'
import { deferred } from '@/testing/requests'
import { signIn } from '@/testing/sign-in'

const notAnImageText = 'That file is not an image. Please choose a JPG, PNG, GIF or WebP picture.'

const profileUrl = mockApiUrl('/api/auth/profile/')
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })

function recordUploads() {
  const uploads: { file: FormDataEntryValue | null; keys: string[]; auth: string | null }[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.url !== profileUrl || request.method !== 'PUT') return
    const form = await request.clone().formData()
    uploads.push({
      file: form.get('profile_picture'),
      keys: [...form.keys()],
      auth: request.headers.get('authorization'),
    })
  })
  return uploads
}

async function renderProfileOf(email: string = seedCredentials.amina.email) {
  const token = signIn(email)
  const view = renderRoute('/profile')
  await screen.findByText(email)
  return { ...view, token, fileInput: screen.getByLabelText('Profile picture file') }
}

describe('Profile picture upload', () => {
  it('opens the file picker from either button; refuses a file that is not an image with a clear message; takes images only, sends one as multipart profile_picture and shows it at once', async () => {
    const uploads = recordUploads()
    const { user, fileInput, token } = await renderProfileOf()
    const openPicker = vi.spyOn(fileInput as HTMLInputElement, 'click')
    for (const name of ['Change profile picture', 'Choose File']) {
      openPicker.mockClear()
      await user.click(screen.getByRole('button', { name }))
      expect(openPicker).toHaveBeenCalledOnce()
    }
    // Not an image: said, nothing sent.
    const anyFile = userEvent.setup({ applyAccept: false })
    await anyFile.upload(fileInput, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(notAnImageText)
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveAccessibleDescription(
      notAnImageText,
    )
    expect(uploads).toEqual([])
    expect(fileInput).toHaveAttribute('type', 'file')
    expect(fileInput).toHaveAttribute('accept', 'image/*')
    expect(screen.getByTestId('profile-initial')).toHaveTextContent('a')
    await user.upload(fileInput, png())
    const picture = await screen.findByAltText('Your profile picture')
    const stored = mockDb.findUserByEmail(seedCredentials.amina.email)?.profile_picture
    expect(stored).toMatch(/^\/uploads\/user-1-\d+\.png$/)
    expect(picture).toHaveAttribute('src', `${config.apiBaseUrl}${stored}`)
    expect(uploads).toHaveLength(1)
    expect(uploads[0]?.keys).toEqual(['profile_picture'])
    // jsdom's File loses its name and bytes inside undici's FormData; Playwright checks those.
    expect(uploads[0]?.file).toMatchObject({ type: 'image/png' })
    expect(uploads[0]?.auth).toBe(`Bearer ${token}`)
    // The profile query is the picture's one home: the session user does not copy it.
    expect(JSON.stringify(sessionStore.getState().user)).not.toContain(stored)
    expect(localStorage.getItem('user')).not.toContain(stored)
    await findToast('Profile picture updated')
  })

  it('shows "Uploading picture..." while busy and refuses a second pick', async () => {
    const answer = deferred()
    server.use(
      http.put(profileUrl, async () => {
        await answer.promise
        return HttpResponse.json({ user: { profile_picture: '/uploads/x.png' } })
      }),
    )
    const { user, fileInput } = await renderProfileOf()
    await user.upload(fileInput, png())
    expect(await screen.findByText('Uploading picture...')).toBeInTheDocument()
    const openPicker = vi.spyOn(fileInput as HTMLInputElement, 'click')
    await user.click(screen.getByRole('button', { name: 'Choose File' }))
    expect(openPicker).not.toHaveBeenCalled()
    answer.release()
    expect(await screen.findByAltText('Your profile picture')).toHaveAttribute(
      'src',
      `${config.apiBaseUrl}/uploads/x.png`,
    )
    expect(screen.queryByText('Uploading picture...')).not.toBeInTheDocument()
  })

  it('on a 500, a network failure or an answer without the picture alerts the upload failure and keeps the old picture; on a 401 clears the token and goes to /login at once, with the way back', async () => {
    const { alert } = stubDialogs()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, fileInput, token, router } = await renderProfileOf()
    for (const failure of ['fail', 'offline', 'nonsense'] as const) {
      alert.mockClear()
      logged.mockClear()
      setMockScenario({ fail: [], offline: [], nonsense: [], [failure]: ['uploadPicture'] })
      await user.upload(fileInput, png())
      await waitFor(() =>
        expect(alert).toHaveBeenCalledWith('Failed to upload image. Check console for details.'),
      )
      expect(logged).toHaveBeenCalled()
      expect(screen.getByTestId('profile-initial')).toHaveTextContent('a')
      expect(sessionStore.getState().token).toBe(token)
    }
    // A 401: no alert.
    alert.mockClear()
    setMockScenario({ nonsense: [], unauthorized: true })
    await user.upload(fileInput, png())
    await expectLocation(router, '/login', { redirect: '/profile' })
    expectTokenGone()
    expect(alert).not.toHaveBeenCalled()
  })
})

describe('Profile picture with the data saver on', () => {
  async function renderWithPicture() {
    const amina = mockDb.findUserByEmail(seedCredentials.amina.email)!
    mockDb.savePicture(amina.id, 'image/png', 'iVBORw0KGgo=')
    chooseDataSaver(true)
    return renderProfileOf()
  }

  it('shows the first letter, downloads nothing, and shows the picture once asked', async () => {
    const { user } = await renderWithPicture()
    expect(screen.getByTestId('profile-initial')).toHaveTextContent('a')
    expect(screen.queryByAltText('Your profile picture')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show picture' }))
    const picture = screen.getByAltText('Your profile picture')
    expect(picture.getAttribute('src')).toMatch(/\/uploads\/user-1-\d+\.png$/)
    expect(screen.queryByRole('button', { name: 'Show picture' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toHaveFocus()
  })

  it('a click on the picture still opens the file picker to upload', async () => {
    const uploads = recordUploads()
    const { user, fileInput } = await renderWithPicture()
    const openPicker = vi.spyOn(fileInput as HTMLInputElement, 'click')
    await user.click(screen.getByRole('button', { name: 'Change profile picture' }))
    expect(openPicker).toHaveBeenCalledOnce()
    await user.upload(fileInput, png())
    await findToast('Profile picture updated')
    expect(uploads).toHaveLength(1)
    // The new picture, too, downloads only once asked for.
    expect(screen.queryByAltText('Your profile picture')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show picture' })).toBeInTheDocument()
  })
})
