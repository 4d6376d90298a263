import { expect, test } from './fixtures.ts'

// The forms post to their routes' actions, so they work before (or without) JavaScript.
test.use({ javaScriptEnabled: false })

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'one browser setup is enough')
})

test('the forgot-password form works without JavaScript', async ({ page }) => {
  await page.goto('/forget-password')
  await page.getByRole('textbox', { name: /Email/ }).fill('no-script@kaimono.test')
  await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click()
  await expect(page.getByRole('status')).toHaveText('Vui lòng kiểm tra email của bạn')
  await expect(page).toHaveURL('/forget-password')
  // axe needs JavaScript in the page; the forgot-password page's check is in accounts.spec.ts.
})
