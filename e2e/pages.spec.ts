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
  ['/other-market/search', 'Tìm trên các sàn Nhật Bản'],
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

test('the favicon and robots.txt are served', async ({ request }) => {
  const favicon = await request.get('/favicon.svg')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toContain('image/svg+xml')
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
})

test.describe('translate page', () => {
  test('renders without header and footer', async ({ page }) => {
    const response = await page.goto('/other-market/translate/rakuten/1')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Bản dịch | Kaimono')
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.locator('header')).toHaveCount(0)
    await expect(page.locator('footer')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveCount(0)
    await expectAccessible(page)
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
