import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// Issue 15: search finds what people type, across both own shops for 'All', and an empty
// result offers the closest search and categories; the listing in đ, 12/24/48 a page.

const WIDTHS = [
  { width: 360, project: 'mobile' },
  { width: 390, project: 'mobile' },
  { width: 1280, project: 'desktop' },
] as const

const main = (page: Page) => page.getByRole('main')
const cards = (page: Page) => main(page).getByRole('article')
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })
const showing = (page: Page) => main(page).getByText(/^Hiển thị \d+–\d+ trên \d+ sản phẩm$/)

async function total(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/products?per_page=1&${query}`)
  return (await response.json()).total
}

async function rate(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/amount-with-conditions')
  return Number((await response.json()).data.amount)
}

/** The yen prices of the cards, in order. */
async function cardYen(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('text=/^¥[\\d,]+$/').allTextContents()
  return texts.map((text) => Number(text.replace(/[¥,]/g, '')))
}

/** The shops the cards link to. */
async function cardShops(page: Page): Promise<Set<string>> {
  const hrefs = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return new Set(hrefs.map((href) => href.split('/')[2] ?? ''))
}

/**
 * Both own shops' listing searched for `words`, as the cross-market search's "See all" of our
 * shops opens it (the header's All searches every market since issue 19).
 */
async function searchFromHeader(page: Page, words: string) {
  await page.goto(`/products/all?${new URLSearchParams({ search: words })}`)
  await waitForHydration(page)
}

for (const { width, project } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    test.skip(
      ({ isMobile }) => isMobile !== (project === 'mobile'),
      `${width} px runs in the ${project} project`,
    )

    test('All searches both shops: every word, in any order, with or without tone marks', async ({
      page,
      request,
    }) => {
      const both = await total(request, `filter[name]=${encodeURIComponent('chống nắng')}`)
      const ikom = await total(
        request,
        `filter[name]=${encodeURIComponent('chống nắng')}&filter[suppliers.id]=390`,
      )
      expect(both).toBeGreaterThan(ikom)

      await page.goto('/')
      await waitForHydration(page)
      // The words in another order than the products' names have them.
      await searchFromHeader(page, 'nắng chống')
      await expect(page).toHaveURL(`/products/all?${new URLSearchParams({ search: 'nắng chống' })}`)
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Tất cả cửa hàng')
      await expect(main(page).getByText('Kết quả cho “nắng chống”')).toBeVisible()
      await expect(showing(page)).toHaveText(`Hiển thị 1–12 trên ${both} sản phẩm`)
      await expect(cards(page)).toHaveCount(12)

      // 'áo giữ nhiệt' is Awond's only: All finds it without tone marks too.
      await searchFromHeader(page, 'ao giu nhiet')
      // The new results, not the last ones still on screen while the next page loads.
      await expect(main(page).getByText('Kết quả cho “ao giu nhiet”')).toBeVisible()
      await expect(cards(page).first()).toBeVisible()
      await expect.poll(() => cardShops(page)).toEqual(new Set(['awond']))
      await expect(searchBox(page)).toHaveValue('ao giu nhiet')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
      await expectAccessible(page)
    })

    test('a search that finds nothing offers the closest search and categories', async ({
      page,
    }) => {
      await page.goto('/')
      await waitForHydration(page)
      await searchFromHeader(page, 'kem chống nắng')
      await expect(page).toHaveURL(/\/products\/all\?search=/)
      await expect(
        main(page).getByText('Không có sản phẩm nào chứa đủ các từ “kem chống nắng”.'),
      ).toBeVisible()
      const closest = main(page).getByRole('region', { name: 'Kết quả cho “chống nắng”' })
      await expect(closest.getByRole('article').first()).toBeVisible()
      expect(await closest.getByRole('article').count()).toBeLessThanOrEqual(8)
      const categories = main(page).getByRole('navigation', { name: 'Danh mục liên quan' })
      await expect(categories.getByRole('link')).toHaveText(['Chống nắng'])
      await expectAccessible(page)

      // 'See all' opens the closest search; a category opens the category.
      await closest
        .getByRole('link', { name: /^Xem tất cả \d+ sản phẩm cho “chống nắng”$/ })
        .click()
      await expect(page).toHaveURL(`/products/all?${new URLSearchParams({ search: 'chống nắng' })}`)
      await expect(cards(page).first()).toBeVisible()
      await page.goBack()
      await categories.getByRole('link', { name: 'Chống nắng' }).click()
      await expect(page).toHaveURL(/\/products\/all\?category=\d+$/)
      await expect(cards(page).first()).toContainText('Chống nắng')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    })

    test('the listing: 12, 24 or 48 a page, prices filtered in đ, no page past the last', async ({
      page,
      request,
    }) => {
      const vnd = await rate(request)
      await page.goto('/products/ikom')
      await waitForHydration(page)
      const perPage = main(page).getByRole('combobox', { name: 'Mỗi trang' })
      await expect(perPage).toHaveValue('12')
      await perPage.selectOption('24')
      await expect(page).toHaveURL('/products/ikom?per_page=24')
      await expect(cards(page)).toHaveCount(24)
      await expect(showing(page)).toHaveText(/^Hiển thị 1–24 trên \d+ sản phẩm$/)

      // A range of one's own, in đ (dots between thousands are fine).
      if (width < 1024) await main(page).getByRole('button', { name: 'Bộ lọc' }).click()
      const filters =
        width < 1024
          ? page.getByRole('dialog', { name: 'Bộ lọc' })
          : page.getByRole('complementary', { name: 'Bộ lọc' })
      await filters.getByRole('textbox', { name: 'Từ (đ)' }).fill('200.000')
      await filters.getByRole('textbox', { name: 'Đến (đ)' }).fill('250000')
      await filters.getByRole('button', { name: 'Áp dụng' }).click()
      await expect(page).toHaveURL('/products/ikom?per_page=24&price=200000-250000')
      if (width < 1024) await filters.getByRole('button', { name: /^Xem \d+ sản phẩm$/ }).click()
      await expect(cards(page).first()).toBeVisible()
      for (const yen of await cardYen(page)) {
        expect(yen * vnd).toBeGreaterThanOrEqual(200_000)
        expect(yen * vnd).toBeLessThanOrEqual(250_000)
      }
      const tags = main(page).getByRole('list', { name: 'Bộ lọc đang dùng' })
      await expect(tags.getByRole('link').first()).toHaveText(/^200\.000\sđ – 250\.000\sđ$/)

      // Past the last page: the last page, never 'Hiển thị 485–484'.
      await page.goto('/products/ikom?per_page=48&page=999')
      await expect(page).toHaveURL(/\/products\/ikom\?per_page=48&page=\d+$/)
      const [, to, all] = /(\d+) trên (\d+)/.exec((await showing(page).textContent()) ?? '') ?? []
      expect(to).toBe(all)
      await expectAccessible(page)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the filter sidebar is the desktop form')
  })

  test('page size and a price range in đ go through the filter form', async ({ page }) => {
    await page.goto('/products/ikom')
    const form = page.getByRole('complementary', { name: 'Bộ lọc' })
    await main(page).getByRole('combobox', { name: 'Mỗi trang' }).selectOption('48')
    await form.getByRole('textbox', { name: 'Từ (đ)' }).fill('200.000')
    await form.getByRole('button', { name: 'Áp dụng' }).first().click()
    await expect(page).toHaveURL(/\/products\/ikom\?(.*&)?per_page=48&price=200000-$/)
    await expect(cards(page)).toHaveCount(48)
  })
})
