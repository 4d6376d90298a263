import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// Issue 18 §2: browsing the markets the mirror seeds. Every assertion holds for any seed: the
// categories and filters a journey uses are read from the market API first.

type Words = { vi: string; ja: string; en: string }
type Category = { id: string; parent_id: string | null; lang: Words }
type Filter = { key: string; options: { value: string; label: Words }[] }
type List = { items: { price: number }[]; pagination: { is_allow_next: boolean } }

const main = (page: Page) => page.getByRole('main')
const cards = (page: Page) => main(page).getByRole('article')
const pages = (page: Page) => main(page).getByRole('navigation', { name: 'Phân trang' })

/** The JPY prices printed on the cards, in order. */
async function cardYen(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('text=/^¥[\\d,]+$/').allTextContents()
  return texts.map((text) => Number(text.replace(/[¥,]/g, '')))
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { 'accept-language': 'vi' } })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

const roots = async (request: APIRequestContext, shop: string) =>
  (
    await getJson<{ data: Category[] }>(request, `/market/static/${shop}/categories-first.json`)
  ).data.filter((category) => category.parent_id === null)

/**
 * A root category of the market with more than a page of items, and the price range that holds
 * the most of its first page (so that the journey can narrow, sort and turn to page 2).
 */
async function pickNarrowing(request: APIRequestContext, shop: string) {
  const filters = await getJson<Record<string, Filter[]>>(
    request,
    '/market/static/filter-all-web.json',
  )
  const price = filters[shop]?.find((filter) => filter.key === 'price')
  if (!price) throw new Error(`${shop} has no price filter`)
  for (const category of await roots(request, shop)) {
    const query = new URLSearchParams({ category_id: category.id })
    const list = await getJson<List>(request, `/market/v3/${shop}?${query}`)
    if (!list.pagination.is_allow_next) continue
    const inRange = (value: string) => {
      const [from = 0, to = 0] = value.split('-').map(Number)
      return list.items.filter((item) => item.price >= from && item.price < to).length
    }
    const option = [...price.options].sort((a, b) => inRange(b.value) - inRange(a.value))[0]
    if (option) return { category, option }
  }
  throw new Error(`no category of ${shop} has two pages`)
}

/** The filters: the sidebar on wide screens, the drawer (opened here) on phones. */
async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Bộ lọc' })
  await main(page).getByRole('button', { name: 'Bộ lọc' }).click()
  return page.getByRole('dialog', { name: 'Bộ lọc' })
}

test.describe('market browsing', () => {
  test('market home → category → list → filter → sort → page 2', async ({
    page,
    request,
    isMobile,
  }) => {
    // §2: the home page's secondary banners lead to market homes.
    await page.goto('/')
    const banner = main(page).locator('a[href^="/other-market/home/"]').first()
    const shop = ((await banner.getAttribute('href')) ?? '').split('/').at(-1) ?? ''
    await banner.click()
    await expect(page).toHaveURL(new RegExp(`/other-market/home/${shop}$`))
    await expect(page).toHaveTitle(/ · Cửa hàng \| Kaimono$/)
    await expect(cards(page)).toHaveCount(12)
    await expectAccessible(page)
    await waitForHydration(page)

    // Its categories: a sidebar, or a drawer on phones; each leads to the market's list.
    const categoryLinks = isMobile
      ? await (async () => {
          await main(page).getByRole('button', { name: 'Danh mục' }).click()
          return page.getByRole('dialog', { name: 'Danh mục' }).getByRole('link')
        })()
      : main(page).getByRole('navigation', { name: 'Danh mục' }).getByRole('link')
    await expect(categoryLinks.first()).toHaveAttribute(
      'href',
      new RegExp(`^/other-market/products/${shop}\\?category_id=`),
    )
    if (isMobile) await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).click()

    // Back to the market's category page: its banner and a tile per root category.
    await main(page).getByRole('link', { name: 'Tất cả danh mục' }).click()
    await expect(page).toHaveURL(new RegExp(`/other-market/${shop}$`))
    const { category, option } = await pickNarrowing(request, shop)
    const tiles = main(page).getByRole('region', { name: 'Danh mục' }).getByRole('link')
    await expect(tiles).toHaveCount((await roots(request, shop)).length)
    await expectAccessible(page)

    await tiles.filter({ has: page.getByText(category.lang.vi, { exact: true }) }).click()
    await expect(page).toHaveURL(
      new RegExp(`/other-market/products/${shop}\\?category_id=${category.id}$`),
    )
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(category.lang.vi)
    await expect(cards(page)).toHaveCount(30)
    await expectAccessible(page)
    await waitForHydration(page)

    // A price range: written to the query, and every card is in it.
    const filters = await openFilters(page, isMobile)
    await filters.getByRole('checkbox', { name: option.label.vi, exact: true }).check()
    await expect(page).toHaveURL(new RegExp(`&price=${option.value}$`))
    await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(1)
    if (isMobile) {
      await page.getByRole('dialog').getByRole('button', { name: 'Xem sản phẩm' }).click()
    }
    const [from = 0, to = 0] = option.value.split('-').map(Number)
    await expect(cards(page).first()).toBeVisible()
    for (const yen of await cardYen(page)) {
      expect(yen).toBeGreaterThanOrEqual(from)
      expect(yen).toBeLessThan(to)
    }
    await expectAccessible(page)

    // Cheapest first.
    const sort = main(page).getByRole('combobox', { name: 'Sắp xếp' })
    await sort.selectOption('price_asc')
    await expect(page).toHaveURL(new RegExp(`&price=${option.value}&sort=price_asc$`))
    await expect(cards(page).first()).toBeVisible()
    const ascending = await cardYen(page)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    expect(ascending[0]).toBeGreaterThanOrEqual(from)

    // Unchecking the range takes it out of the query; the order stays, and page 2 follows it.
    const again = await openFilters(page, isMobile)
    await again.getByRole('checkbox', { name: option.label.vi, exact: true }).uncheck()
    await expect(page).toHaveURL(new RegExp(`\\?category_id=${category.id}&sort=price_asc$`))
    if (isMobile) {
      await page.getByRole('dialog').getByRole('button', { name: 'Xem sản phẩm' }).click()
    }
    await expect(cards(page)).toHaveCount(30)
    const first = await cardYen(page)
    expect(first).toEqual([...first].sort((a, b) => a - b))
    await pages(page).getByRole('link', { name: 'Trang 2' }).click()
    await expect(page).toHaveURL(/&sort=price_asc&page=2$/)
    await expect(pages(page).getByRole('link', { name: 'Trang 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(cards(page).first()).toBeVisible()
    expect((await cardYen(page))[0]).toBeGreaterThanOrEqual(first.at(-1) ?? 0)
    await expect(pages(page).getByRole('link', { name: 'Trang 1' })).toBeVisible()
    await expectAccessible(page)
  })

  test('Rakuma drills down through its categories to a list', async ({ page }) => {
    await page.goto('/other-market/rakuma')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Rakuma')
    await expectAccessible(page)
    // The tiles (the level's 'all products' and back links are not).
    const grid = main(page).getByRole('listitem')
    const drills = grid.locator('a[href^="/other-market/rakuma?parent="]')
    // A tile's name (its first letter in a disc before it is decorative).
    const tileName = async (tile: Locator) =>
      (await tile.locator('span').last().textContent()) ?? ''
    const parent = await tileName(drills.first())
    await drills.first().click()
    await expect(page).toHaveURL(/\/other-market\/rakuma\?parent=[^&]+$/)
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(parent)
    await expect(main(page).getByRole('link', { name: 'Quay lại' })).toHaveAttribute(
      'href',
      '/other-market/rakuma',
    )
    await expectAccessible(page)

    // Deeper while a tile has children; then a tile without children opens its list.
    const path = [parent]
    while ((await drills.count()) > 0) {
      const child = await tileName(drills.first())
      await drills.first().click()
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(child)
      path.push(child)
    }
    expect(path.length).toBeGreaterThanOrEqual(2)
    const leaf = grid.locator('a[href^="/other-market/products/rakuma?category_id="]').first()
    const name = await tileName(leaf)
    await leaf.click()
    await expect(page).toHaveURL(/\/other-market\/products\/rakuma\?category_id=[^&]+$/)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(name)
    const crumbs = main(page).getByRole('navigation', { name: 'Danh mục của chợ' })
    await expect(crumbs.getByRole('link')).toHaveText(['Rakuma', ...path, name])
    await expectAccessible(page)

    // Back: the level above, and its own back link one level further up.
    await page.goBack()
    await main(page).getByRole('link', { name: 'Quay lại' }).click()
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(path.at(-2) ?? '')
  })

  test('the header lists every market, each leading to its category page', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/contact-us')
    const menu = page.getByRole('navigation', { name: 'Các chợ Nhật Bản' })
    if (isMobile) {
      await waitForHydration(page)
      await menu.getByText('Chợ Nhật').click()
    }
    const links = menu.getByRole('link')
    await expect(links).toHaveText([
      'Ecoring',
      'Đấu giá Yahoo',
      'Mercari',
      'PayPay Flea Market',
      'Rakuma',
      'Rakuten',
      'Yahoo! Shopping',
      'HardOff',
      'Amazon',
      'Yodobashi',
      'Tonoike',
      'Nike',
    ])
    await expect(links.first()).toHaveAttribute('href', '/other-market/ecoring')
    await expectAccessible(page)
    await links.filter({ hasText: 'Mercari' }).click()
    await expect(page).toHaveURL(/\/other-market\/mercari$/)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Mercari')
    await expect(page).toHaveTitle('Mercari · Danh mục | Kaimono')
    if (isMobile) await expect(links.first()).toBeHidden()
    else await expect(links.filter({ hasText: 'Mercari' })).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page)
  })

  test('Yahoo! Auctions cards show their bids and the time left', async ({ page }) => {
    await page.goto('/other-market/products/yahoo-auction')
    const first = cards(page).first()
    await expect(first.getByText(/^Lượt đấu giá: \d+$/)).toBeVisible()
    await expect(first.getByText(/^Còn \d+ (ngày|giờ|phút|giây)$/)).toBeVisible()
    await expect(first.getByRole('button')).toHaveCount(0)
    await expectAccessible(page)
  })

  test('skeletons stand in while a market home and a list page load', async ({ page }) => {
    await page.goto('/other-market/mercari')
    await waitForHydration(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // The market home's own data only: the root's answer goes through, the page shows at once.
    await page.route(
      (url) =>
        url.pathname === '/other-market/home/mercari.data' &&
        url.searchParams.get('_routes') === 'other-market-home',
      async (route) => {
        await held
        await route.continue()
      },
    )
    await main(page).getByRole('link', { name: 'Đến trang chủ của chợ' }).click()
    await expect(main(page).locator('[aria-busy="true"] li .animate-pulse')).toHaveCount(12)
    release()
    await expect(cards(page)).toHaveCount(12)

    await main(page).getByRole('link', { name: 'Xem tất cả sản phẩm' }).click()
    await expect(cards(page)).toHaveCount(30)
    await waitForHydration(page)
    let releaseList = () => {}
    const heldList = new Promise<void>((resolve) => {
      releaseList = resolve
    })
    await page.unrouteAll()
    await page.route(/\/other-market\/products\/mercari\.data/, async (route) => {
      await heldList
      await route.continue()
    })
    await pages(page).getByRole('link', { name: 'Trang 2' }).click()
    const results = main(page).getByRole('region', { name: 'Sản phẩm' })
    await expect(results).toHaveAttribute('aria-busy', 'true')
    await expect(results.locator('.animate-pulse')).toHaveCount(8)
    releaseList()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(cards(page)).toHaveCount(30)
  })

  test('a filter that matches nothing says so; unknown markets are not found', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/)
    await page.goto('/other-market/products/mercari?search=khongtontaizzz&status=new')
    await expect(main(page)).toContainText(
      'Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn',
    )
    await main(page).getByRole('link', { name: 'Bỏ các bộ lọc' }).click()
    await expect(page).toHaveURL(/\/other-market\/products\/mercari\?search=khongtontaizzz$/)
    await expectAccessible(page)
    for (const path of [
      '/other-market/nowhere',
      '/other-market/home/nowhere',
      '/other-market/products/nowhere',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Ôi! Không tìm thấy trang!' })).toBeVisible()
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filters and the sort are a GET form', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'the sidebar form is on wide screens; phones open a drawer')
    const { category, option } = await pickNarrowing(request, 'mercari')
    await page.goto(`/other-market/products/mercari?category_id=${category.id}`)
    const filters = page.getByRole('complementary', { name: 'Bộ lọc' })
    await filters.getByRole('checkbox', { name: option.label.vi, exact: true }).check()
    await main(page).getByRole('combobox', { name: 'Sắp xếp' }).selectOption('price_desc')
    await filters.getByRole('button', { name: 'Áp dụng' }).click()
    await expect(page).toHaveURL(/sort=price_desc/)
    const query = new URL(page.url()).searchParams
    expect(query.get('category_id')).toBe(category.id)
    expect(query.get('price')).toBe(option.value)
    const descending = await cardYen(page)
    expect(descending.length).toBeGreaterThan(0)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
  })
})
