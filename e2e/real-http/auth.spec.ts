import { mockServerUrl, realAppUrl } from '../servers'
import { expect, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { sw } from '../kiswahili-texts'
import { seedCredentials } from '../../mocks/seed'
import { signInThroughApi } from '../session-helpers'
import { resetMockBackend, setScenario } from './mock-backend'

/** A whole account's walk, from registering to logout: security.spec.ts, its hostile username. */

test.describe('accounts: production build against npm run mock:server over real HTTP', () => {
  test.beforeEach(resetMockBackend)

  test('a 500 on the profile shows its status and status text', async ({
    page,
    request,
    mockServer,
  }) => {
    await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl, reload: false })
    await setScenario(request, mockServer, { fail: ['profile'] })
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
