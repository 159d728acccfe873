import { realAppUrl } from '../servers'
import { expect, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { sw } from '../kiswahili-texts'
import { seedCredentials } from '../../mocks/seed'
import { resetMockBackend } from './mock-backend'
import { registerThroughForm } from './page-helpers'

/**
 * A whole account's walk, from registering to logout: security-csp.spec.ts, its hostile username.
 * A 500 on the profile, its status and status text: src/components/route-load-error.test.tsx.
 */

test.describe('accounts: production build against npm run mock:server over real HTTP', () => {
  test.beforeEach(resetMockBackend)

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
    await registerThroughForm(page, 'amina2', seedCredentials.amina.email, 'matatu-rider', sw)
    await expect(main.getByRole('alert')).toHaveText(sw('common_server_email_registered'))
  })
})
