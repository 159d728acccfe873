import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seedCredentials } from '../../../../mocks/seed'
import { syncSessionAcrossTabs, sessionStore } from '@/lib/session-store'
import { expectLocation } from '@/testing/expect-location'
import { renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'

async function renderBriansProfile() {
  signIn(seedCredentials.brian.email, { role: 'traveller' })
  const view = renderRoute('/profile')
  await screen.findByText(seedCredentials.brian.email)
  expect(view.queryClient.getQueryCache().getAll().length).toBeGreaterThan(0)
  return view
}

function expectLoggedOutEverywhere(queryClient: ReturnType<typeof renderRoute>['queryClient']) {
  const session = sessionStore.getState()
  expect(session).toMatchObject({ token: null, user: null, role: null, isAuthenticated: false })
  for (const key of ['token', 'user', 'role']) expect(localStorage.getItem(key)).toBeNull()
  // A screen still mounted may re-create an empty entry (the login's tickets on this phone
  // reads null: none); no data of the user may remain.
  const withData = queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.data !== undefined && q.state.data !== null })
  expect(withData).toEqual([])
  expect(queryClient.getMutationCache().getAll()).toEqual([])
}

describe('Logout', () => {
  it.each([
    ['the top bar', () => screen.getByRole('navigation', { name: 'Main' })],
    ['the profile screen', () => screen.getByRole('main')],
  ])('from %s: session, storage and cache emptied, then /login', async (_place, place) => {
    const { user, router, queryClient } = await renderBriansProfile()
    await user.click(within(place()).getByRole('button', { name: 'Logout' }))
    await expectLocation(router, '/login')
    expectLoggedOutEverywhere(queryClient)
    const nav = within(screen.getByRole('navigation', { name: 'Main' }))
    expect(nav.getByRole('link', { name: 'Login' })).toBeInTheDocument()
    expect(nav.getByRole('link', { name: 'Register' })).toBeInTheDocument()
    expect(nav.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument()
    expect(screen.queryByText(seedCredentials.brian.email)).not.toBeInTheDocument()
  })

  it('leaves no guest form draft typed while logged in for the next person', async () => {
    signIn(seedCredentials.brian.email, { role: 'traveller' })
    const { user, router } = renderRoute('/bookingform')
    await user.type(await screen.findByLabelText('Name'), 'Brian Otieno')
    await user.type(screen.getByLabelText('ID number/passport (optional)'), 'B7654321')
    expect(sessionStorage.length).toBeGreaterThan(0)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('button', { name: 'Logout' }))
    await expectLocation(router, '/login')
    expect(sessionStorage.length).toBe(0)
    act(() => router.history.back())
    expect(await screen.findByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('ID number/passport (optional)')).toHaveValue('')
  })

  it('in another tab reaches this one', async () => {
    const stopSync = syncSessionAcrossTabs()
    try {
      const { queryClient } = await renderBriansProfile()
      // What the other tab's logout leaves in the shared storage, and the event it raises here.
      act(() => {
        for (const key of ['token', 'user', 'role']) localStorage.removeItem(key)
        window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }))
      })
      expect(await screen.findByText('You must log in to view your profile.')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument()
      expectLoggedOutEverywhere(queryClient)
    } finally {
      stopSync()
    }
  })
})
