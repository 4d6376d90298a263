import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import { cardMarkets, cardYen, main, marketCards, results } from './market-search.ts'
import { expectNoHorizontalScroll } from './shopping.ts'

// Issue 19: the header's All searches every market at once (§2 Cross-market search): our own
// shops' best matches first, then the markets' items, 30 a page, by price either way or each
// market in turn; chips narrow it to some markets; an item opens its page.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 780 : 800 } })
    test.skip(({ isMobile }) => isMobile, 'each width once, in the desktop project')

    test('All searches every market: several markets, by price, one market, then an item', async ({
      page,
    }) => {
      await page.goto('/')
      await waitForHydration(page)
      const search = page.getByRole('banner').getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })
      await search.fill('sony')
      await search.press('Enter')
      await expect(page).toHaveURL('/other-market/search?search=sony')
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
        'Kết quả tìm kiếm "sony"',
      )
      await expect(marketCards(page)).toHaveCount(30)
      expect((await cardMarkets(page)).length).toBeGreaterThanOrEqual(3)
      await expectAccessible(page)
      if (width < 640) await expectNoHorizontalScroll(page)

      const sorts = main(page).getByRole('navigation', { name: 'Sắp xếp' })
      await sorts.getByRole('link', { name: 'Giá thấp đến cao' }).click()
      await expect(page).toHaveURL(/sort=price_asc/)
      await expect(sorts.getByRole('link', { name: 'Giá thấp đến cao' })).toHaveAttribute(
        'aria-current',
        'true',
      )
      const yen = await cardYen(page)
      expect(yen.length).toBeGreaterThan(0)
      expect(yen).toEqual([...yen].sort((a, b) => a - b))

      const chips = main(page).getByRole('navigation', { name: 'Lọc theo chợ' })
      await chips.getByRole('link', { name: 'Amazon', exact: true }).click()
      await expect(page).toHaveURL(/markets=amazon/)
      await expect(marketCards(page).first()).toBeVisible()
      await expect.poll(() => cardMarkets(page)).toEqual(['amazon'])

      const first = marketCards(page).first()
      const name = (await first.getByRole('heading').textContent())?.trim() ?? ''
      await first.getByRole('link').first().click()
      await expect(page).toHaveURL(/\/other-market\/amazon\//)
      await expect(main(page).getByRole('heading', { level: 1 })).toContainText(name.slice(0, 12))
    })
  })
}

test('words nobody sells: the §8 text and the way back to the shop', async ({ page }) => {
  await page.goto('/other-market/search?search=zzqqxx-nothing')
  await expect(results(page).getByRole('status')).toContainText(
    'Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn',
  )
  await results(page).getByRole('link', { name: 'Quay về trang chủ' }).click()
  await expect(page).toHaveURL('/')
})

test('no words go back to the shop’s root', async ({ page }) => {
  await page.goto('/other-market/search?search=%20')
  await expect(page).toHaveURL('/')
})
