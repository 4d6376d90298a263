import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// A visitor without a session: every sign-in route sends them to the login page.
const SIGN_IN_ROUTES = [
  '/cart',
  '/customer',
  '/customer/orders',
  '/customer/wallet/1',
  '/other-market/rakuten/payment?product_id=1',
]

test.describe('sign-in routes without a session', () => {
  for (const path of SIGN_IN_ROUTES) {
    test(`${path} answers 302 to /login with the way back`, async ({ page }) => {
      const expected = `/login?redirect=${encodeURIComponent(path)}`
      const direct = await page.request.get(path, { maxRedirects: 0 })
      expect(direct.status()).toBe(302)
      expect(direct.headers().location).toBe(expected)

      await page.goto(path)
      await expect(page).toHaveURL(expected)
      await expect(page).toHaveTitle('Đăng nhập | Kaimono')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập')
      await expectAccessible(page)
    })
  }

  test('the header cart link leads to the login page after client-side navigation', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('link', { name: 'Giỏ hàng' }).click()
    // The data request behind a client-side navigation must not leak its .data path.
    await expect(page).toHaveURL('/login?redirect=%2Fcart')
    await expect(page).toHaveTitle('Đăng nhập | Kaimono')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập')
    await expectAccessible(page)
  })

  test('a client-side navigation with a query keeps the whole way back', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    // No link carries a query yet, so navigate the way a later link will: through the router.
    await page.evaluate(() => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter
      router.navigate('/other-market/rakuten/payment?product_id=1&quantity=2')
    })
    await expect(page).toHaveURL(
      `/login?redirect=${encodeURIComponent('/other-market/rakuten/payment?product_id=1&quantity=2')}`,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập')
  })
})
