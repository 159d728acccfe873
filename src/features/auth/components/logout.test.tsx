import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seedCredentials } from '../../../../mocks/seed'
import { syncSessionAcrossTabs, sessionStore } from '@/lib/session-store'
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
  it('from the top bar: session, storage and cache emptied, then /login', async () => {
    const { user, router, queryClient } = await renderBriansProfile()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expectLoggedOutEverywhere(queryClient)
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Register' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument()
  })

  it('from the profile screen does the same', async () => {
    const { user, router, queryClient } = await renderBriansProfile()
    const main = screen.getByRole('main')
    await user.click(within(main).getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expectLoggedOutEverywhere(queryClient)
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
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
