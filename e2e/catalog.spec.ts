import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { submitLogin } from './accounts.ts'
import { REVIEWER } from './env.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

type ApiProduct = {
  id: number
  shop_id: string
  name: string
  price: number
  reviews_count: number
  image_url: string
}

/** A product of a shop as the API has it, picked by a rule over its first 60. */
async function pickProduct(
  request: APIRequestContext,
  shop: 390 | 458,
  rule: (product: ApiProduct) => boolean = () => true,
  lang = 'vi',
): Promise<ApiProduct> {
  const response = await request.get(
    `/api/products?filter[suppliers.id]=${shop}&per_page=60&sort=price`,
    { headers: { 'accept-language': lang } },
  )
  const found = ((await response.json()).data as ApiProduct[]).find(rule)
  if (!found) throw new Error('no product fits the rule')
  return found
}

const main = (page: Page) => page.getByRole('main')
const cards = (page: Page) => main(page).getByRole('article')

/** The JPY prices printed on the cards, in order. */
async function cardYen(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('text=/^¥[\\d,]+$/').allTextContents()
  return texts.map((text) => Number(text.replace(/[¥,]/g, '')))
}

function filters(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Bộ lọc' })
}

test.describe('product listing', () => {
  test('filters by category and price, removes a tag, sorts, pages and opens a product', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the sidebar is a drawer on phones (next test)')
    await page.goto('/products/ikom')
    await expect(page).toHaveTitle('IKOM · Sản phẩm | Kaimono')
    await expect(cards(page)).toHaveCount(12)
    await expect(main(page).getByText(/^Hiển thị 1–12 trên \d+ sản phẩm$/)).toBeVisible()
    await expectAccessible(page)
    await waitForHydration(page)

    // Category: one choice at a time, written to the query.
    const category = filters(page).getByRole('group', { name: 'Danh mục' })
    await category.getByRole('checkbox', { name: 'Chăm sóc da mặt' }).check()
    await expect(page).toHaveURL(/\/products\/ikom\?category=2$/)
    for (const label of await cards(page).locator('p.truncate').allTextContents()) {
      expect(label).toBe('Chăm sóc da mặt')
    }
    await category.getByRole('checkbox', { name: 'Trang điểm' }).check()
    await expect(page).toHaveURL(/\?category=3$/)
    await expect(category.getByRole('checkbox', { checked: true })).toHaveCount(1)

    // Price: a range in đ, at the rate in force.
    const rate = Number(
      (await (await page.request.get('/api/amount-with-conditions')).json()).data.amount,
    )
    await filters(page)
      .getByRole('checkbox', { name: /^100\.000\sđ – 300\.000\sđ$/ })
      .check()
    await expect(page).toHaveURL(/\?category=3&price=100000-300000$/)
    await expect(cards(page).first()).toBeVisible()
    for (const yen of await cardYen(page)) {
      expect(yen * rate).toBeGreaterThanOrEqual(100_000)
      expect(yen * rate).toBeLessThanOrEqual(300_000)
    }
    const tags = main(page).getByRole('list', { name: 'Bộ lọc đang dùng' })
    await expect(tags.getByRole('link')).toHaveText([
      'Trang điểm',
      /^100\.000\sđ – 300\.000\sđ$/,
      'Xóa tất cả',
    ])

    // A tag removes its own filter only.
    await tags.getByRole('link', { name: 'Bỏ bộ lọc Trang điểm' }).click()
    await expect(page).toHaveURL(/\/products\/ikom\?price=100000-300000$/)
    await expect(category.getByRole('checkbox', { checked: true })).toHaveCount(0)

    // Sort by price; the coming-soon sorts cannot be chosen.
    const sort = main(page).getByRole('combobox', { name: 'Sắp xếp' })
    await expect(sort.locator('option[disabled]')).toHaveText([
      'Giảm giá (sắp ra mắt)',
      'Mua nhiều nhất (sắp ra mắt)',
    ])
    await sort.selectOption('price')
    await expect(page).toHaveURL(/\?price=100000-300000&sort=price$/)
    await expect(cards(page)).toHaveCount(12)
    const ascending = await cardYen(page)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))

    // Pages keep the filters; Back returns to the previous page of results.
    const pages = main(page).getByRole('navigation', { name: 'Phân trang' })
    await pages.getByRole('link', { name: 'Trang 2' }).click()
    await expect(page).toHaveURL(/\?price=100000-300000&sort=price&page=2$/)
    await expect(pages.getByRole('link', { name: 'Trang 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect((await cardYen(page))[0]).toBeGreaterThanOrEqual(ascending.at(-1) ?? 0)
    await page.goBack()
    await expect(page).toHaveURL(/\?price=100000-300000&sort=price$/)

    // A card opens the product.
    const first = cards(page).first()
    const name = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/products\/ikom\/\d+$/)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('a filter that matches nothing says so; other shops are not found', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Chromium logs the document's 404 status as a console error.
    allowConsoleErrors(/status of 404/)
    await page.goto('/products/awond?search=khongtontaizzz')
    await expect(main(page)).toContainText(
      'Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn',
    )
    await expect(cards(page)).toHaveCount(0)
    await expect(
      main(page).getByRole('link', { name: 'Bỏ bộ lọc Tìm: khongtontaizzz' }),
    ).toBeVisible()

    const response = await page.goto('/products/rakuten')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Ôi! Không tìm thấy trang!' })).toBeVisible()
  })

  test('shows 12 skeleton cards while the next page loads', async ({ page }) => {
    await page.goto('/products/ikom')
    await waitForHydration(page)
    // Holds the next page's data back until the skeletons have been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/products\/ikom\.data/, async (route) => {
      await held
      await route.continue()
    })
    await main(page)
      .getByRole('navigation', { name: 'Phân trang' })
      .getByRole('link', { name: 'Trang 2' })
      .click()
    const results = main(page).getByRole('region', { name: 'Sản phẩm' })
    await expect(results).toHaveAttribute('aria-busy', 'true')
    await expect(results.locator('.animate-pulse')).toHaveCount(12)
    release()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(results).not.toHaveAttribute('aria-busy')
    await expect(cards(page)).toHaveCount(12)
  })

  test('on a phone the filters open in a drawer', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phones only')
    await page.goto('/products/ikom')
    await waitForHydration(page)
    await main(page).getByRole('button', { name: 'Bộ lọc' }).click()
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc' })
    await drawer.getByRole('checkbox', { name: /^Trên 3\.000\.000\sđ$/ }).check()
    await expect(page).toHaveURL(/\?price=3000000-$/)
    await drawer.getByRole('checkbox', { name: 'Từ 1 sao' }).check()
    await expect(page).toHaveURL(/\?price=3000000-&star=1$/)
    await drawer.getByRole('checkbox', { name: 'Từ 1 sao' }).uncheck()
    await expect(page).toHaveURL(/\?price=3000000-$/)
    await drawer.getByRole('button', { name: /^Xem \d+ sản phẩm$/ }).click()
    await expect(drawer).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await expectAccessible(page)
  })
})

test.describe('product detail', () => {
  test('gallery, quantity, share and wishlist; the heart survives a reload', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const product = await pickProduct(request, 390)
    await page.goto(`/products/ikom/${product.id}`)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(product.name)
    await expectAccessible(page)
    await waitForHydration(page)

    const gallery = main(page).getByRole('region', { name: 'Ảnh sản phẩm' })
    const picture = gallery.getByRole('img').first()
    const count = await gallery.getByRole('listitem').count()
    expect(count).toBeGreaterThan(1)
    await expect(picture).toHaveAccessibleName(`${product.name}, ảnh 1/${count}`)
    await gallery.getByRole('button', { name: 'Ảnh tiếp theo' }).click()
    await expect(picture).toHaveAttribute('src', `/media/products/${product.id}/2.svg`)
    await gallery.getByRole('button', { name: `Xem ảnh ${count}` }).click()
    await expect(picture).toHaveAccessibleName(`${product.name}, ảnh ${count}/${count}`)
    // Next after the last goes round to the first.
    await gallery.getByRole('button', { name: 'Ảnh tiếp theo' }).click()
    await expect(picture).toHaveAccessibleName(`${product.name}, ảnh 1/${count}`)
    await gallery.getByRole('button', { name: 'Ảnh trước' }).click()
    await expect(picture).toHaveAttribute('src', `/media/products/${product.id}/${count}.svg`)

    // §5 quantity: digits only, at least 1.
    const quantity = main(page).getByRole('textbox', { name: 'Số lượng' })
    await quantity.fill('3a')
    await expect(quantity).toHaveValue('3')
    await main(page).getByRole('button', { name: 'Tăng số lượng' }).click()
    await expect(quantity).toHaveValue('4')
    await quantity.fill('0')
    await quantity.blur()
    await expect(quantity).toHaveValue('1')
    await expect(main(page).getByRole('button', { name: 'Giảm số lượng' })).toBeDisabled()
    await expect(main(page).getByRole('button', { name: 'Mua ngay' })).toBeEnabled()
    await expect(main(page).getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeEnabled()

    // Share copies the page's address and says so for 2 s.
    const share = main(page).getByRole('button', { name: 'Chia sẻ' })
    await share.click()
    await expect(main(page).getByRole('button', { name: 'Đã sao chép' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/products/ikom/${product.id}`,
    )
    await expect(share).toBeVisible({ timeout: 3_000 })

    // The wishlist toggle is kept in localStorage and shown in the header.
    const heart = main(page).getByRole('button', { name: 'Lưu vào yêu thích' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await waitForHydration(page)
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    const menu = page.getByRole('banner').getByRole('button', { name: /^Yêu thích/ })
    await menu.click()
    const saved = page.getByRole('banner').getByRole('link', { name: product.name })
    await expect(saved).toHaveAttribute('href', `/products/ikom/${product.id}`)
    await expectAccessible(page)
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Bỏ ${product.name} khỏi danh sách yêu thích` })
      .click()
    await expect(saved).toHaveCount(0)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]')
  })

  test('a card heart saves to the same wishlist', async ({ page }) => {
    await page.goto('/products/awond')
    await waitForHydration(page)
    const card = cards(page).first()
    const name = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('button', { name: `Lưu ${name} vào danh sách yêu thích` }).click()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]'))
    expect(stored).toEqual([
      expect.objectContaining({ name, shop_id: 'awond', shop_name: 'Awond', append: null }),
    ])
  })

  test('the server renders the title, description, Open Graph and JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const product = await pickProduct(request, 458)
    const response = await request.get(`/products/awond/${product.id}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const meta = (attr: string, key: string) =>
      html.match(
        new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`),
      )?.[1]
    const escaped = product.name.replace(/&/g, '&amp;')
    expect(html).toContain(`<title>${escaped} | Kaimono</title>`)
    expect(meta('name', 'description')).toBe(escaped)
    expect(meta('property', 'og:title')).toBe(escaped)
    expect(meta('property', 'og:type')).toBe('product')
    expect(meta('property', 'og:url')).toBe(`${baseURL}/products/awond/${product.id}`)
    const image = `${baseURL}/media/products/${product.id}/1.png`
    expect(meta('property', 'og:image')).toBe(image)
    expect(meta('property', 'og:image:type')).toBe('image/png')
    expect((await request.get(image)).headers()['content-type']).toBe('image/png')
    expect(meta('property', 'product:price:currency')).toBe('VND')
    expect(Number(meta('property', 'product:price:amount'))).toBeGreaterThan(product.price)
    expect(meta('name', 'twitter:card')).toBe('summary_large_image')
    // A visitor without a session is sent the page kept for all of them (ADR 018): no nonce
    // anywhere, and a policy that names the page's inline scripts by hash.
    expect(html).not.toMatch(/ nonce="/)
    const csp = response.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(csp).not.toContain("'nonce-")
    const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? ''
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Product', name: product.name })

    expect((await request.get('/products/awond/999999999')).status()).toBe(404)
  })

  test('the language switch shows the product in Japanese, then Share in English', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const product = await pickProduct(request, 390, () => true, 'ja')
    await page.goto(`/products/ikom/${product.id}`)
    await waitForHydration(page)
    await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('ja')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page).toHaveTitle(`${product.name} | Kaimono`)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(product.name)
    await expect(main(page).getByRole('button', { name: 'カートに入れる' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'レビュー' })).toBeVisible()

    await waitForHydration(page)
    await page.getByRole('combobox', { name: '言語' }).selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await waitForHydration(page)
    await main(page).getByRole('button', { name: 'Share' }).click()
    await expect(main(page).getByRole('button', { name: 'Coppied' })).toBeVisible()
  })

  test('a visitor is asked to sign in; a customer leaves a review', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'one sign-in per run (the per-address limit), on desktop')
    const product = await pickProduct(request, 458, (p) => p.reviews_count === 0)
    const path = `/products/awond/${product.id}`
    await page.goto(path)
    const reviews = main(page).getByRole('region', { name: /^Đánh giá/ })
    await expect(reviews).toContainText('Chưa có đánh giá')
    const signIn = reviews.getByRole('link', { name: 'Đăng nhập để viết đánh giá' })
    await expect(signIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(path)}`)
    await signIn.click()
    await submitLogin(page, REVIEWER.email, REVIEWER.password)
    await expect(page).toHaveURL(path)
    await waitForHydration(page)

    await reviews.getByRole('button', { name: 'Viết đánh giá' }).click()
    const dialog = page.getByRole('dialog', { name: 'Viết đánh giá' })
    await expect(dialog.getByRole('radio', { name: '5 trên 5 sao' })).toBeChecked()
    await expectAccessible(page)
    // The comment is required: nothing is sent without it.
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click()
    await expect(dialog).toBeVisible()
    // The stars are the radios' labels.
    await dialog.getByRole('radio', { name: '4 trên 5 sao' }).locator('..').click()
    await expect(dialog.getByRole('radio', { name: '4 trên 5 sao' })).toBeChecked()
    await dialog.getByRole('textbox', { name: 'Nhận xét của bạn' }).fill('Hàng đẹp, giao nhanh.')
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click()
    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: 'Cảm ơn bạn đã đánh giá' }),
    ).toBeVisible()
    await expect(reviews.getByRole('listitem')).toHaveCount(1)
    await expect(reviews.getByRole('listitem')).toContainText(REVIEWER.name)
    await expect(reviews.getByRole('listitem')).toContainText('Hàng đẹp, giao nhanh.')
    await expect(reviews.getByRole('img', { name: 'Đánh giá 4 trên 5 sao' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: '1 đánh giá' })).toBeVisible()
  })
})
