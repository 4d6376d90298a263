import { sessionCookie } from './accounts.ts'
import { GOOGLE_PERSON } from './env.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the account journeys run once, on desktop')
})

test('the Google button signs in through the provider and back, to the page asked for', async ({
  page,
  context,
}) => {
  await page.goto('/login?redirect=%2Fcustomer%2Fuser-info')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Tiếp tục với Google' }).click()
  // Out to the provider (which signs the person in at once) and back through the callback.
  await page.waitForURL('/customer/user-info')
  await expect(
    page.getByRole('banner').getByRole('link', { name: GOOGLE_PERSON.name }),
  ).toBeVisible()
  await expect(page.getByRole('main')).toContainText(GOOGLE_PERSON.email)
  expect((await sessionCookie(context))?.value).toBeTruthy()
})

test('the register page offers Google too', async ({ page }) => {
  await page.goto('/register')
  await expect(page.getByRole('button', { name: 'Tiếp tục với Google' })).toBeVisible()
})
