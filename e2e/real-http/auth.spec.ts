import { mockServerUrl, realAppUrl } from '../servers'
import { expect, test, tinyPng } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { sw } from '../kiswahili-texts'
import { seedCredentials } from '../../mocks/seed'
import { signInThroughApi } from '../session-helpers'

test.describe('accounts: production build against npm run mock:server over real HTTP', () => {
  test.beforeEach(async ({ request, mockServer }) => {
    const reset = await request.post(`${mockServer}/__mock/reset`)
    expect(reset.ok()).toBe(true)
  })

  test('register → a wrong password → login → profile → upload a picture → logout', async ({
    mockServer,
    page,
    request,
  }) => {
    const apiCalls: string[] = []
    page.on('request', (call) => {
      if (call.url().startsWith(mockServerUrl)) apiCalls.push(`${call.method()} ${call.url()}`)
    })
    const main = page.getByRole('main')
    const nav = page.getByRole('navigation', { name: 'Main' })

    await page.goto('/register')
    await page.getByLabel('Username').fill('otieno')
    await page.getByLabel('Email').fill('otieno@example.com')
    await page.getByLabel('Password', { exact: true }).fill('matatu-rider')
    await page.getByLabel('Confirm password', { exact: true }).fill('matatu-rider')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/login\?registered=true$/)
    // The URL changes before the login screen replaces the register form (same labels).
    await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()

    // A wrong password: the server's error crosses origins (CORS) and is shown as it is.
    await page.getByLabel('Email').fill('otieno@example.com')
    await page.getByLabel('Password', { exact: true }).fill('not-it')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password')

    await page.getByLabel('Password', { exact: true }).fill('matatu-rider')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/$/)

    await nav.getByRole('link', { name: 'Profile' }).click()
    await expect(main.getByText('otieno@example.com')).toBeVisible()
    await expect(main.getByTestId('profile-initial')).toHaveText('o')

    const chooser = page.waitForEvent('filechooser')
    await main.getByRole('button', { name: 'Choose File' }).click()
    await (await chooser).setFiles(tinyPng)
    const picture = main.getByAltText('Your profile picture')
    await expect(picture).toHaveAttribute(
      'src',
      new RegExp(`^${mockServerUrl}/uploads/user-\\d+-\\d+\\.png$`),
    )
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

    // The server has the picture, and the profile it serves points at it.
    const state = (await (await request.get(`${mockServer}/__mock/state`)).json()) as {
      users: { email: string; profile_picture: string | null }[]
    }
    const otieno = state.users.find((user) => user.email === 'otieno@example.com')
    expect(await picture.getAttribute('src')).toBe(`${mockServerUrl}${otieno?.profile_picture}`)

    await nav.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()

    expect(apiCalls).toEqual(
      expect.arrayContaining([
        `POST ${mockServerUrl}/api/auth/register`,
        `POST ${mockServerUrl}/api/auth/login`,
        `GET ${mockServerUrl}/api/auth/profile/`,
        `PUT ${mockServerUrl}/api/auth/profile/`,
      ]),
    )
  })

  test('a 500 on the profile shows its status and status text', async ({
    page,
    request,
    mockServer,
  }) => {
    await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl, reload: false })
    await request.put(`${mockServer}/__mock/scenario`, { data: { fail: ['profile'] } })
    await page.goto('/profile')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      /^Failed to load profile: 500 Internal Server Error/,
    )
  })

  test('in Kiswahili, the words the server is known to send are shown in Kiswahili: a wrong password, an email already registered', async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, 'sw', realAppUrl)
    const main = page.getByRole('main')
    await page.goto('/login')
    await page.getByLabel(sw('auth_email_label')).fill(seedCredentials.amina.email)
    await page.getByLabel(sw('auth_password_label'), { exact: true }).fill('si-lenyewe')
    await main.getByRole('button', { name: sw('auth_login_title'), exact: true }).click()
    await expect(main.getByRole('alert')).toHaveText(sw('common_server_invalid_login'))

    await page.goto('/register')
    await page.getByLabel(sw('auth_username_label')).fill('amina2')
    await page.getByLabel(sw('auth_email_label')).fill(seedCredentials.amina.email)
    await page.getByLabel(sw('auth_password_label'), { exact: true }).fill('matatu-rider')
    await page.getByLabel(sw('auth_confirm_password_label'), { exact: true }).fill('matatu-rider')
    await main.getByRole('button', { name: sw('auth_register_title'), exact: true }).click()
    await expect(main.getByRole('alert')).toHaveText(sw('common_server_email_registered'))
  })
})
