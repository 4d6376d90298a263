import {
  expect,
  expectAccessible,
  hasWindowMarker,
  markWindow,
  test,
  waitForHydration,
} from './fixtures.ts'

// Public screens of spec §2 and their titles (route title followed by the product name).
const TITLES: [path: string, title: string][] = [
  ['/contact-us', 'Liên hệ'],
  ['/about-us', 'Về chúng tôi'],
  ['/blogs', 'Tin tức'],
  ['/policy', 'Điều khoản và chính sách'],
  ['/price-list', 'Bảng giá'],
  ['/payment-information', 'Thông tin thanh toán'],
  ['/login', 'Đăng nhập'],
  ['/forget-password', 'Quên mật khẩu'],
  ['/other-market/search?search=sony', 'Tìm trên các sàn Nhật Bản'],
]

test.describe('page titles', () => {
  for (const [path, title] of TITLES) {
    test(`${path} is titled '${title} | Kaimono'`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${title} | Kaimono`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page)
    })
  }
})

// Issue 15: every page has a meta description, in the page's language.
const DESCRIBED = [
  '/',
  '/products/ikom',
  '/products/awond',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password',
  '/contact-us',
  '/about-us',
  '/blogs',
  '/policy',
  '/manual',
  '/newbie',
  '/price-list',
  '/service-price-table',
  '/question-and-answer',
  '/payment-information',
  '/other-market/search?search=sony',
  '/other-market/mercari',
  '/other-market/home/mercari',
  '/other-market/products/mercari',
  '/other-market/ecoring/preview',
  '/other-market/ecoring/timelimit',
  '/other-market/ecoring/realtime',
  '/no-such-page',
]

const descriptionsOf = (html: string) =>
  [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1] ?? '')

test.describe('meta descriptions', () => {
  test('every page has one description of its own, in Vietnamese by default', async ({
    request,
  }) => {
    const seen = new Map<string, string>()
    for (const path of DESCRIBED) {
      const html = await (await request.get(path)).text()
      const found = descriptionsOf(html)
      expect(found, path).toHaveLength(1)
      const [description = ''] = found
      expect(description.length, `${path}: ${description}`).toBeGreaterThan(40)
      expect(description, path).not.toContain('{{')
      expect(description, `${path} reads as Vietnamese`).toMatch(/[à-ỹ]/i)
      seen.set(path, description)
    }
    expect(seen.get('/products/ikom')).toMatch(/^IKOM: /)
    expect(seen.get('/products/awond')).toMatch(/^Awond: /)
    // Pages with words of their own: none falls back to the site's default.
    expect(new Set(DESCRIBED.map((path) => seen.get(path))).size).toBe(DESCRIBED.length)
  })

  test('a product page is described by its name', async ({ page }) => {
    await page.goto('/products/ikom')
    const first = page.getByRole('main').getByRole('article').first().getByRole('link')
    const name = (await first.textContent()) ?? ''
    await page.goto((await first.getAttribute('href')) ?? '/')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', name)
  })

  for (const [lang, home, login] of [
    ['en', /^Shop genuine Japanese products on Kaimono/, /^Sign in to Kaimono/],
    ['ja', /^Kaimonoで日本の正規品を/, /^Google、Apple、またはメールアドレスでKaimono/],
  ] as const) {
    test(`in ${lang} the descriptions are in ${lang}`, async ({ request, baseURL }) => {
      const headers = { cookie: `lang=${lang}` }
      const at = async (path: string) =>
        descriptionsOf(await (await request.get(`${baseURL}${path}`, { headers })).text())
      expect(await at('/')).toEqual([expect.stringMatching(home)])
      expect(await at('/login')).toEqual([expect.stringMatching(login)])
    })
  }

  test('a client-side navigation changes the description', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await markWindow(page)
    const description = page.locator('meta[name="description"]')
    await expect(description).toHaveAttribute('content', /^Mua hàng Nhật chính hãng/)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Liên hệ' }).click()
    await expect(page).toHaveURL('/contact-us')
    await expect(description).toHaveAttribute('content', /^Liên hệ Kaimono/)
    await expect(description).toHaveCount(1)
    expect(await hasWindowMarker(page)).toBe(true)
  })
})

test('the favicon and robots.txt are served', async ({ request }) => {
  const favicon = await request.get('/favicon.svg')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toContain('image/svg+xml')
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
})

test.describe('translate page', () => {
  test('renders without header and footer; an unknown item is a 404', async ({ page, request }) => {
    const list = (await (await request.get('/market/v3/mercari?page=1')).json()) as {
      items: { id: string }[]
    }
    const response = await page.goto(`/other-market/translate/mercari/${list.items[0]?.id}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Bản dịch | Kaimono')
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.locator('header')).toHaveCount(0)
    await expect(page.locator('footer')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveCount(0)
    await expectAccessible(page)
    expect((await request.get('/other-market/translate/mercari/no-such-item')).status()).toBe(404)
  })
})

test.describe('ecoring section', () => {
  test('/other-market/ecoring opens the preview tab', async ({ page }) => {
    const direct = await page.request.get('/other-market/ecoring', { maxRedirects: 0 })
    expect(direct.status()).toBe(302)
    expect(direct.headers().location).toBe('/other-market/ecoring/preview')

    await page.goto('/other-market/ecoring')
    await expect(page).toHaveURL('/other-market/ecoring/preview')
    await expect(page).toHaveTitle('Sản phẩm xem trước | Kaimono')
  })

  test('tabs switch between preview, time limit and realtime', async ({ page }) => {
    await page.goto('/other-market/ecoring/preview')
    const tabs = page.getByRole('navigation', { name: 'Đấu giá Ecoring' })
    const preview = tabs.getByRole('link', { name: 'Sản phẩm xem trước' })
    const timelimit = tabs.getByRole('link', { name: 'Đấu giá có thời hạn' })
    const realtime = tabs.getByRole('link', { name: 'Đấu giá trực tiếp' })
    await expect(tabs.getByRole('link')).toHaveCount(3)
    await expect(preview).toHaveAttribute('aria-current', 'page')
    await expect(timelimit).not.toHaveAttribute('aria-current', 'page')
    await expectAccessible(page)

    await waitForHydration(page)
    await markWindow(page)
    await timelimit.click()
    await expect(page).toHaveURL('/other-market/ecoring/timelimit')
    await expect(timelimit).toHaveAttribute('aria-current', 'page')
    await expect(preview).not.toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đấu giá có thời hạn')
    await expect(page).toHaveTitle('Đấu giá có thời hạn | Kaimono')

    await realtime.click()
    await expect(page).toHaveURL('/other-market/ecoring/realtime')
    await expect(realtime).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đấu giá trực tiếp')
    expect(await hasWindowMarker(page), 'tabs switch without a reload').toBe(true)
  })
})
