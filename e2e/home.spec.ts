import {
  expect,
  expectAccessible,
  hasWindowMarker,
  markWindow,
  test,
  waitForHydration,
} from './fixtures.ts'

test.describe('home page', () => {
  test('renders in Vietnamese with header and footer, and hydrates', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Kaimono/)
    await expect(page).toHaveTitle('Hàng Nhật chính hãng, giao tận Việt Nam | Kaimono')
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'self' 'nonce-[^']+'/,
    )

    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Trang chủ Kaimono' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(header.getByRole('search')).toBeVisible()
    await expect(header.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Thông tin thanh toán' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Dành cho người mới' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Tin tức' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute('href', '/cart')
    await expect(header.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login')
    await expect(header.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register')
    await expect(header.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('vi')

    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Thứ Hai - Thứ Sáu 8:00 - 17:30, Thứ Bảy 8:00 - 12:00')
    await expect(footer.getByRole('link', { name: '1900 6368' })).toHaveAttribute(
      'href',
      'tel:19006368',
    )
    await expect(footer.getByRole('link', { name: 'support@kaimono.vn' })).toHaveAttribute(
      'href',
      'mailto:support@kaimono.vn',
    )
    await expect(footer.getByRole('link', { name: 'Tải về trên App Store' })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    )
    await expect(footer.getByRole('link', { name: 'Tải về trên Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    )
    await expect(footer.getByRole('link', { name: 'Kaimono trên Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com/,
    )
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Kaimono. Bảo lưu mọi quyền.`)
    await expectAccessible(page)

    await waitForHydration(page)
    await markWindow(page)
    await footer.getByRole('link', { name: 'Liên hệ' }).click()
    await expect(page).toHaveURL('/contact-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liên hệ')
    await expect(page).toHaveTitle('Liên hệ | Kaimono')
    expect(await hasWindowMarker(page), 'the footer link navigated without a reload').toBe(true)
  })

  test('shows the English footer texts with lang=en', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL as string }])
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Monday-Friday 8.00 am - 5.30 pm, Saturday 8.00 am - 12 am')
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible()
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Kaimono. All rights reserved.`,
    )
    const header = page.getByRole('banner')
    for (const name of ['Payment information', 'For newbies', 'Blog', 'Sign in', 'Register']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(header.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
    await expectAccessible(page)
  })

  test('/home redirects permanently to /', async ({ page }) => {
    const direct = await page.request.get('/home', { maxRedirects: 0 })
    expect(direct.status()).toBe(301)
    expect(direct.headers().location).toBe('/')

    await page.goto('/home')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hàng Nhật chính hãng, giao tận Việt Nam',
    )
    await expectAccessible(page)
  })

  test('the header search goes to the cross-market search with the query', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await markWindow(page)
    await page.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' }).fill('nồi cơm điện')
    await page.getByRole('button', { name: 'Tìm kiếm' }).click()
    await expect(page).toHaveURL(
      /\/other-market\/search\?search=n%E1%BB%93i\+c%C6%A1m\+%C4%91i%E1%BB%87n$/,
    )
    await expect(page).toHaveTitle('Tìm trên các sàn Nhật Bản | Kaimono')
    expect(await hasWindowMarker(page), 'the search form submitted without a reload').toBe(true)
    await expectAccessible(page)
  })

  test('navigation scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await markWindow(page)
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Về chúng tôi' })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(
      await page.evaluate(() => window.scrollY),
      'the page is tall enough to scroll',
    ).toBeGreaterThan(100)

    await footerLink.click()
    await expect(page).toHaveURL('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Về chúng tôi')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await hasWindowMarker(page)).toBe(true)
    await expectAccessible(page)
  })
})
