import { act, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mockApiUrl, server, setMockScenario } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { config } from '@/lib/config'
import { sessionStore } from '@/lib/session-store'
import { renderRoute } from '@/testing/render-route'
import { countRequests } from '@/testing/requests'
import { advanceTimers } from '@/testing/advance-timers'
import { expectLocation, expectTokenGone } from '@/testing/expect-location'
import { profileQueries } from '../api/get-profile'
import { signIn } from '@/testing/sign-in'

const profileUrl = mockApiUrl('/api/auth/profile/')

function answerProfile(body: unknown, init?: ResponseInit) {
  server.use(http.get(profileUrl, () => HttpResponse.json(body as never, init)))
}

describe('Profile screen', () => {
  it("shows the user's details, initial and bookings", async () => {
    signIn(seedCredentials.brian.email)
    renderRoute('/profile')
    expect(await screen.findByText(seedCredentials.brian.email)).toBeInTheDocument()
    const facts = screen.getByText('Username').closest('dl') as HTMLElement
    expect(within(facts).getByText('brian')).toBeInTheDocument()
    expect(within(facts).getByText('ID').nextElementSibling).toHaveTextContent('2')
    expect(screen.getByTestId('profile-initial')).toHaveTextContent('b')
    expect(screen.getAllByRole('button', { name: 'Logout' }).length, 'top bar and profile').toBe(2)
    const bookings = screen.getByRole('list', { name: 'Your bookings' })
    const items = within(bookings).getAllByRole('listitem')
    expect(items).toHaveLength(1)
    const bookingImage = within(items[0]!).getByRole('img')
    expect(bookingImage.getAttribute('src')).toMatch(
      new RegExp(`^${config.apiBaseUrl}/images/buses/\\w+\\.jpg$`),
    )
    expect(within(items[0]!).getByRole('heading', { level: 3 })).not.toHaveTextContent('')
    expect(within(items[0]!).getByText(/^Nairobi → /)).toBeInTheDocument()
  })

  it("without a token says so and calls nobody; logged in with none, says 'You have no bookings yet.'", async () => {
    const calls = countRequests(profileUrl)
    const { router } = renderRoute('/profile')
    expect(await screen.findByText('You must log in to view your profile.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    expect(calls.count).toBe(0)
    signIn(seedCredentials.amina.email)
    await act(() => router.invalidate())
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your Bookings', level: 2 })).toBeInTheDocument()
  })

  it("shows 'Not set' and '?' when the username is missing", async () => {
    signIn()
    answerProfile({ id: 9, email: 'x@example.com', profile_picture: null, bookings: [] })
    renderRoute('/profile')
    const username = await screen.findByText('Username')
    expect(username.nextElementSibling).toHaveTextContent('Not set')
    expect(screen.getByTestId('profile-initial')).toHaveTextContent('?')
  })

  // Which addresses are kept, resolved or ignored: resolveApiAssetUrl's tests (urls.test.ts).
  it('loads the picture from a server-relative path on the API base', async () => {
    signIn()
    answerProfile({ id: 2, username: 'brian', email: 'b@e.com', profile_picture: '/uploads/a.png' })
    renderRoute('/profile')
    expect(await screen.findByAltText('Your profile picture')).toHaveAttribute(
      'src',
      `${config.apiBaseUrl}/uploads/a.png`,
    )
  })

  it('on a 401 says the session expired, then after 1.5 s drops the token and goes to /login, with the way back', async () => {
    // The 1.5 s itself is timed with a clock that moves only when told, where the wait is kept
    // (src/lib/session-expiry.test.ts): here the clock follows real time, which on a busy
    // machine could pass any shorter mark before the test looks.
    expect(profileQueries.detail().meta).toEqual({ on401: { afterMs: 1500 } })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signIn()
    setMockScenario({ unauthorized: true })
    const { router } = renderRoute('/profile', { advanceTimers: vi.advanceTimersByTime })
    expect(await screen.findByText('Session expired. Redirecting to login...')).toBeInTheDocument()
    advanceTimers(1500)
    expectTokenGone()
    await expectLocation(router, '/login', { redirect: '/profile' })
  })

  // A 500's text and retry: route-load-error.test.tsx; each failure's text: profile-error.test.ts.
  it('on a body that fits no shape shows the documented text, logged, keeps the session, and its retry loads the profile', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const token = signIn()
    answerProfile({ id: 2, bookings: 'many' })
    const { user } = renderRoute('/profile')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected response from the server',
    )
    expect(sessionStore.getState().token).toBe(token)
    expect(logged).toHaveBeenCalledWith(expect.any(Error))
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(seedCredentials.brian.email)).toBeInTheDocument()
  })
})
