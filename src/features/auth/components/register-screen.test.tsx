import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockApiUrl, mockDb, server } from '../../../../mocks/node'
import { keepLanguageChoice, showLanguage } from '@/lib/i18n/language'
import { expectLocation, expectTokenGone } from '@/testing/expect-location'
import { renderRoute } from '@/testing/render-route'
import { deferred, recordBodies } from '@/testing/requests'

const registerUrl = mockApiUrl('/api/auth/register')

const fields = ['username', 'email', 'password', 'confirm'] as const
const wanjiru = {
  username: 'wanjiru',
  email: 'wanjiru@example.com',
  password: 'pass1234',
  confirm: 'pass1234',
}

/** The register form's fields and button, once it shows. */
async function findForm() {
  await screen.findByRole('heading', { name: 'Register', level: 1 })
  return {
    username: screen.getByLabelText('Username'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm password'),
    submit: screen.getByRole('button', { name: 'Register' }),
  }
}

async function renderRegister() {
  const view = renderRoute('/register')
  return { ...view, ...(await findForm()) }
}

type Form = Awaited<ReturnType<typeof findForm>> & Pick<ReturnType<typeof renderRoute>, 'user'>

/** Types Wanjiru's registration, with `values` instead where given (an empty one is skipped). */
async function fill(form: Form, values: Partial<typeof wanjiru> = {}) {
  const all = { ...wanjiru, ...values }
  for (const field of fields) if (all[field]) await form.user.type(form[field], all[field])
}

describe('Register screen', () => {
  it('names each toggle after its field, in Kiswahili', async () => {
    // The traveller chose Kiswahili, and the page came in it.
    keepLanguageChoice('sw')
    showLanguage('sw')
    const { user } = renderRoute('/register')
    await screen.findByRole('heading', { name: 'Jisajili', level: 1 })
    const [passwordToggle, confirmToggle] = screen.getAllByRole('button', { name: /^Onyesha / })
    expect(passwordToggle).toHaveAccessibleName('Onyesha nenosiri')
    expect(confirmToggle).toHaveAccessibleName('Onyesha nenosiri ulilorudia')
    expect(confirmToggle).toHaveTextContent(/^Onyesha$/)
    await user.click(passwordToggle!)
    await user.click(confirmToggle!)
    expect(passwordToggle).toHaveAccessibleName('Ficha nenosiri')
    expect(confirmToggle).toHaveAccessibleName('Ficha nenosiri ulilorudia')
    expect(screen.getByLabelText('Thibitisha nenosiri')).toHaveAttribute('type', 'text')
  })

  it('has a Show/Hide toggle named after each password field; validates (all four required, email format, passwords match) before it sends username, email (trimmed) and password only, then goes to /login?registered=true signed out, the email filled in; its login goes Home', async () => {
    const bodies = recordBodies(registerUrl)
    const form = await renderRegister()
    // A Show/Hide toggle on each password field, named after its field.
    const [passwordToggle, confirmToggle] = screen.getAllByRole('button', { name: /^Show / })
    expect(passwordToggle).toHaveAccessibleName('Show password')
    expect(confirmToggle).toHaveAccessibleName('Show password confirmation')
    await form.user.click(confirmToggle!)
    expect(form.confirm).toHaveAttribute('type', 'text')
    expect(form.password).toHaveAttribute('type', 'password')
    await form.user.click(passwordToggle!)
    expect(form.password).toHaveAttribute('type', 'text')
    expect(passwordToggle).toHaveAccessibleName('Hide password')
    expect(confirmToggle).toHaveAccessibleName('Hide password confirmation')
    // The visible text stays short; the name says which field.
    expect(passwordToggle).toHaveTextContent(/^Hide$/)
    expect(confirmToggle).toHaveTextContent(/^Hide$/)
    await form.user.click(passwordToggle!)
    expect(form.password).toHaveAttribute('type', 'password')
    // All four required, the first focused.
    await form.user.click(form.submit)
    expect(form.username).toHaveAccessibleDescription('Enter a username.')
    expect(form.email).toHaveAccessibleDescription('Enter your email address.')
    expect(form.password).toHaveAccessibleDescription('Enter a password.')
    expect(form.confirm).toHaveAccessibleDescription('Confirm your password.')
    for (const field of fields) expect(form[field]).toHaveAttribute('aria-invalid', 'true')
    expect(form.username).toHaveFocus()
    // An email not in email format.
    await fill(form, { email: ' wanjiru@example', confirm: 'pass12345' })
    await form.user.click(form.submit)
    expect(form.email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    )
    expect(form.email).toHaveFocus()
    expect(form.username).not.toHaveAttribute('aria-invalid')
    // 'Passwords do not match' at the confirmation, gone once it is edited.
    await form.user.type(form.email, '.com ')
    await form.user.click(form.submit)
    expect(form.confirm).toHaveAccessibleDescription('Passwords do not match')
    expect(form.confirm).toHaveAttribute('aria-invalid', 'true')
    expect(form.confirm).toHaveFocus()
    expect(form.password).not.toHaveAttribute('aria-invalid')
    expect(bodies).toEqual([])
    await form.user.type(form.confirm, '{Backspace}')
    expect(form.confirm).not.toHaveAttribute('aria-invalid')
    // Sent: username, email and password only.
    await form.user.click(form.submit)
    await expectLocation(form.router, '/login', { registered: true })
    expect(bodies).toEqual([
      { username: 'wanjiru', email: 'wanjiru@example.com', password: 'pass1234' },
    ])
    expect(mockDb.findUserByEmail('wanjiru@example.com')).toMatchObject({ username: 'wanjiru' })
    expect(await screen.findByText('Registration successful. Please log in.')).toBeInTheDocument()
    expectTokenGone()
    // The email is filled in, and that login goes Home.
    expect(screen.getByLabelText('Email')).toHaveValue('wanjiru@example.com')
    await form.user.type(screen.getByLabelText('Password'), 'pass1234')
    await form.user.click(screen.getByRole('button', { name: 'Login' }))
    await expectLocation(form.router, '/')
  })

  it('reads "Registering..." while busy and cannot be sent twice; shows the failure and keeps what was typed', async () => {
    const bodies = recordBodies(registerUrl)
    const answer = deferred()
    server.use(
      http.post(registerUrl, async () => {
        await answer.promise
        return HttpResponse.json({ success: false }, { status: 400 })
      }),
    )
    const form = await renderRegister()
    await fill(form)
    await form.user.click(form.submit)
    const busy = await screen.findByRole('button', { name: 'Registering...' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    await form.user.click(busy)
    answer.release()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed.'))
    expect(bodies).toHaveLength(1)
    for (const field of fields) expect(form[field]).toHaveValue(wanjiru[field])
    expect(form.router.state.location.pathname).toBe('/register')
  })
})

describe('The journey keeps its place through registering', () => {
  it('Book Seat → Create an account → register → login returns to the same list, email filled in', async () => {
    const { user, router } = renderRoute(
      '/login?redirect=%2Fbuses%3Ffrom%3DNairobi%26sort%3Dprice-asc',
    )
    await user.click(await screen.findByRole('link', { name: 'Create an account' }))
    await expectLocation(router, '/register', { redirect: '/buses?from=Nairobi&sort=price-asc' })
    const form = { user, ...(await findForm()) }
    await fill(form, { email: ' wanjiru@example.com ' })
    await user.click(form.submit)

    expect(await screen.findByText('Registration successful. Please log in.')).toBeInTheDocument()
    // The email is carried in the router's state, never in the address.
    expect(screen.getByLabelText('Email')).toHaveValue('wanjiru@example.com')
    expect(router.state.location.href).not.toContain('wanjiru')
    await user.type(screen.getByLabelText('Password'), 'pass1234')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await expectLocation(router, '/buses', { from: 'Nairobi', sort: 'price-asc' })
  })
})
