import type { APIRequestContext } from '@playwright/test'
import { newCustomer, sessionCookie, submitLogin, verifiedCustomer } from './accounts.ts'
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

// Issue 14: `redirect` as an attacker writes it, and where the sign-in must lead instead. A
// browser follows `/\t/evil.example` to evil.example; control characters made a 500.
const WAYS_BACK: [string, string][] = [
  ['/%09/evil.example', '/'],
  ['/%5Cevil.example', '/'],
  ['%2F%2Fevil.example', '/'],
  ['/%0A/evil.example', '/'],
  ['/%0D%0A', '/'],
  ['/%00', '/'],
  ['javascript:alert(1)', '/'],
  ['/%E2%80%A8', '/%E2%80%A8'],
  ['/Vi%E1%BB%87t', '/Vi%E1%BB%87t'],
  ['%2Fcustomer%2Forders%3Fpage%3D2', '/customer/orders?page=2'],
]

/** A confirmed customer of this test, signed in through the API in the page's cookie jar. */
async function signedIn(
  request: APIRequestContext,
  pageRequest: APIRequestContext,
  baseURL: string,
) {
  const who = await verifiedCustomer(request, baseURL, newCustomer('Trịnh Công Sơn', 'redirect'))
  const signIn = await pageRequest.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: who.email, password: who.password },
  })
  expect(signIn.status()).toBe(200)
  return who
}

test.describe('the way back after sign-in stays on this site', () => {
  test.skip(({ isMobile }) => isMobile, 'sign-ups and sign-ins are rate-limited: one project')

  test('signed in, the login page sends each way back to a path of this site', async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(request, page.request, baseURL as string)
    for (const [query, expected] of WAYS_BACK) {
      const answer = await page.request.get(`/login?redirect=${query}`, { maxRedirects: 0 })
      expect(answer.status(), query).toBe(302)
      expect(answer.headers().location, query).toBe(expected)
    }
  })

  test('the sign-in form with a script lands on the home page, not on evil.example', async ({
    page,
    request,
    baseURL,
  }) => {
    const who = await verifiedCustomer(
      request,
      baseURL as string,
      newCustomer('Văn Cao', 'redirect'),
    )
    await page.goto('/login?redirect=/%09/evil.example')
    await waitForHydration(page)
    await submitLogin(page, who.email, who.password)
    await expect(page).toHaveURL('/')
    expect(await sessionCookie(page.context())).toBeTruthy()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the sign-in form lands on the home page, not on evil.example or a 500', async ({
      page,
      request,
      baseURL,
    }) => {
      const who = await verifiedCustomer(
        request,
        baseURL as string,
        newCustomer('Phạm Duy', 'redirect'),
      )
      for (const query of ['/%09/evil.example', '/%0D%0A/evil.example']) {
        await page.context().clearCookies()
        await page.goto(`/login?redirect=${query}`)
        await submitLogin(page, who.email, who.password)
        await expect(page).toHaveURL('/')
        expect(await sessionCookie(page.context())).toBeTruthy()
      }
    })
  })
})

// Issue 14: page forms (React Router actions) only from pages of this site.
test.describe('page changes from elsewhere', () => {
  test.skip(({ isMobile }) => isMobile, 'sign-ups and sign-ins are rate-limited: one project')

  test('logout from another site, or with no Origin, is refused and the session lives on', async ({
    page,
    request,
    baseURL,
  }) => {
    await signedIn(request, page.request, baseURL as string)
    const orders = () => page.request.get('/customer/orders', { maxRedirects: 0 })
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ]
    for (const headers of elsewhere) {
      const refused = await page.request.post('/logout', { headers, form: {}, maxRedirects: 0 })
      expect(refused.status(), JSON.stringify(headers)).toBe(403)
      expect((await orders()).status()).toBe(200)
    }
    const loggedOut = await page.request.post('/logout', {
      headers: { origin: baseURL as string },
      form: {},
      maxRedirects: 0,
    })
    expect(loggedOut.status()).toBe(302)
    expect((await orders()).status()).toBe(302)
  })

  test('a form posted with no Origin changes nothing, whichever page it targets', async ({
    page,
    request,
    baseURL,
  }) => {
    const who = await signedIn(request, page.request, baseURL as string)
    await page.context().clearCookies()
    // A sign-in forced on a visitor (login CSRF) gives no session.
    const signIn = await page.request.post('/login', {
      form: { email: who.email, password: who.password },
      maxRedirects: 0,
    })
    expect(signIn.status()).toBe(403)
    expect(signIn.headers()['set-cookie']).toBeUndefined()
    for (const path of ['/checkout', '/cart', '/customer/address', '/products/ikom/1']) {
      const res = await page.request.post(path, {
        form: { intent: 'add-to-cart' },
        maxRedirects: 0,
      })
      expect(res.status(), path).toBe(403)
    }
  })
})
