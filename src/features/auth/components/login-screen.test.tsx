import { cleanup, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockApiUrl, server } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { sessionStore } from '@/lib/session-store'
import { expectLocation } from '@/testing/expect-location'
import { renderRoute } from '@/testing/render-route'
import { deferred, recordBodies } from '@/testing/requests'
import { signIn } from '@/testing/sign-in'

const loginUrl = mockApiUrl('/api/auth/login')
const registeredText = 'Registration successful. Please log in.'

async function renderLogin(path = '/login') {
  const view = renderRoute(path)
  await screen.findByRole('heading', { name: 'Login', level: 1 })
  const email = screen.getByLabelText('Email')
  const password = screen.getByLabelText('Password')
  const submit = screen.getByRole('button', { name: 'Login' })
  /** Types both fields and presses Login. */
  async function logIn(emailText: string, passwordText: string) {
    await view.user.type(email, emailText)
    await view.user.type(password, passwordText)
    await view.user.click(submit)
  }
  return { ...view, email, password, submit, logIn }
}

describe('Login screen', () => {
  it('requires both fields (errors tied to them, the first missing focused, cleared once fixed) and sends nothing; logs in: the session started, then home', async () => {
    const sent = recordBodies(loginUrl)
    const { user, email, password, submit, router } = await renderLogin()
    // The Show/Hide toggle of the password field: register-screen.test.tsx.
    // Both required
    await user.click(submit)
    expect(email).toHaveAccessibleDescription('Enter your email address.')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription('Enter your password.')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveFocus()
    // Only the password missing: it is focused, its error gone once typed.
    await user.type(email, seedCredentials.amina.email)
    await user.click(submit)
    expect(password).toHaveFocus()
    expect(sent).toEqual([])
    await user.type(password, seedCredentials.amina.password)
    expect(password).not.toHaveAttribute('aria-invalid')
    expect(password).not.toHaveAccessibleDescription()
    // Logged in
    await user.click(submit)
    await expectLocation(router, '/')
    expect(sent).toEqual([seedCredentials.amina])
    // Kept in storage too: session-store.test.ts.
    const session = sessionStore.getState()
    expect(session.token).toMatch(/\w{10,}/)
    expect(session).toMatchObject({ isAuthenticated: true, user: { id: 1, username: 'amina' } })
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeInTheDocument()
  })

  it('reads "Logging in..." while busy and cannot be sent twice', async () => {
    const sent = recordBodies(loginUrl)
    const answer = deferred()
    server.use(
      http.post(loginUrl, async () => {
        await answer.promise
        return HttpResponse.json({ success: false, error: 'Slow no' }, { status: 401 })
      }),
    )
    const { user, password, logIn } = await renderLogin()
    await logIn(seedCredentials.amina.email, seedCredentials.amina.password)
    const busy = await screen.findByRole('button', { name: 'Logging in...' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    await user.click(busy)
    await user.type(password, '{Enter}')
    answer.release()
    expect(await screen.findByText('Slow no')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-disabled')
  })

  it('shows the failure for a wrong password, keeps what was typed and the session there was; leaves nothing of the password in the mutation cache once the form is gone', async () => {
    const token = signIn()
    const { email, password, router, user, queryClient, logIn } = await renderLogin()
    await logIn(seedCredentials.amina.email, 'wrong-password')
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password'),
    )
    expect(email).toHaveValue(seedCredentials.amina.email)
    expect(password).toHaveValue('wrong-password')
    expect(router.state.location.pathname).toBe('/login')
    // A failed login (401) neither starts a session nor ends the one there was.
    expect(sessionStore.getState().token).toBe(token)
    expect(localStorage.getItem('token')).toBe(token)
    // The form gone, the mutation (with the password) goes too.
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1)
    await user.click(screen.getByRole('link', { name: 'Create an account' }))
    await screen.findByRole('heading', { name: 'Register', level: 1 })
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0))
  })

  it('says so after a registration, in a status region; not for a malformed flag', async () => {
    await renderLogin('/login?registered=true')
    expect(screen.getByText(registeredText).closest('[role="status"]')).not.toBeNull()
    cleanup()
    await renderLogin('/login?registered=%22yes%22')
    expect(screen.queryByText(registeredText)).not.toBeInTheDocument()
  })
})
