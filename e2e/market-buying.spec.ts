import type { APIRequestContext, Page } from '@playwright/test'
import { newCustomer, submitLogin, verifiedCustomer } from './accounts.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import { addAddress, customerNumber, expectNoHorizontalScroll } from './shopping.ts'

// Issue 18: buying market items at a price the server established. A Mercari item and a Rakuten
// item through the cart and the checkout, and a Mercari item through the direct checkout
// (§2 /other-market/{shop_id}/payment), over the mirror's seeded items found through the API.
// Each journey makes its own customer (sign-ups are rate-limited per client, so they run in the
// desktop project; the phone width is set per journey).
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the account journeys run once, in the desktop project, at each width')
})

type MarketItem = {
  id: string
  name: string
  names: { vi: string } | null
  price: number
  is_sold_out: boolean
  size: unknown[]
}

const main = (page: Page) => page.getByRole('main')
const vndNumber = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))
const yen = (amount: number) => `¥${new Intl.NumberFormat('en-US').format(amount)}`

/** Seeded items of a market, on sale or sold out as asked, found through the market API. */
async function marketItems(
  request: APIRequestContext,
  market: string,
  soldOut = false,
): Promise<MarketItem[]> {
  const found: MarketItem[] = []
  for (let page = 1; page <= 5 && found.length < 3; page++) {
    const response = await request.get(`/market/v3/${market}?page=${page}`)
    expect(response.status()).toBe(200)
    const items = (await response.json()).items as MarketItem[]
    found.push(
      ...items.filter(
        (item) => item.is_sold_out === soldOut && item.size.length === 0 && item.price > 0,
      ),
    )
  }
  if (found.length === 0) throw new Error(`no ${soldOut ? 'sold-out ' : ''}item at ${market}`)
  return found
}

/** Signs a new, confirmed customer in and gives them a saved address in Hồ Chí Minh City. */
async function shopper(page: Page, request: APIRequestContext, origin: string, label: string) {
  const who = await verifiedCustomer(request, origin, newCustomer('Đặng Thu Trang', label))
  await page.goto('/login?redirect=%2F')
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL('/')
  await addAddress(page, origin, 'Đặng Thu Trang', '48 Nguyễn Trãi')
  return who
}

/** The signed-in customer's orders, newest first, as the API answers them. */
async function ordersOf(page: Page) {
  const response = await page.request.get('/api/orders?filter[own]=1')
  expect(response.status()).toBe(200)
  return (await response.json()).data as {
    id: number
    shop_id: string
    purchase_cost: number
    service_fee_currency_id: string
    note: string | null
  }[]
}

for (const width of [390, 1280]) {
  const phone = width < 640
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 780 : 800 } })

    test('a Mercari item and a Rakuten item in the cart, checked out at the markets’ prices', async ({
      page,
      request,
      baseURL,
    }) => {
      const origin = baseURL ?? ''
      const [mercari] = await marketItems(request, 'mercari')
      const [rakuten] = await marketItems(request, 'rakuten')
      if (!mercari || !rakuten) throw new Error('no items')
      await shopper(page, request, origin, `cho-${width}`)
      // What a tampering client might send: the name and price are the market's, and Mercari
      // sells one of each item.
      const userId = await customerNumber(page)
      for (const [item, shop, quantity] of [
        [mercari, 'mercari', 3],
        [rakuten, 'rakuten', 2],
      ] as const) {
        const put = await page.request.put(`/market/cart/${userId}`, {
          headers: { origin },
          data: { shop_id: shop, id: item.id, quantity, price: 1, name: 'giá 1 yên' },
        })
        expect(put.status(), await put.text()).toBe(200)
      }

      await page.goto('/cart')
      await waitForHydration(page)
      const mercariShop = main(page).getByRole('region', { name: 'Mercari' })
      const rakutenShop = main(page).getByRole('region', { name: 'Rakuten' })
      await expect(mercariShop).toContainText(mercari.names?.vi ?? mercari.name)
      await expect(mercariShop).toContainText(yen(mercari.price))
      await expect(mercariShop.getByRole('textbox', { name: /^Số lượng/ })).toHaveValue('1')
      await expect(rakutenShop).toContainText(yen(rakuten.price))
      await expect(rakutenShop.getByRole('textbox', { name: /^Số lượng/ })).toHaveValue('2')
      // The landed cost of the selection, market lines included, from the server.
      const estimate = main(page).getByRole('region', {
        name: 'Chi phí về đến Việt Nam (ước tính)',
      })
      await expect(estimate).toContainText('5–10 ngày')
      await expect(estimate).not.toHaveAttribute('aria-busy', 'true')
      await expectAccessible(page)
      if (phone) await expectNoHorizontalScroll(page)

      await main(page)
        .getByRole('region', { name: 'Sản phẩm đã chọn' })
        .getByRole('button', { name: 'Đặt hàng' })
        .or(
          main(page).locator('[data-sticky-bar="cart"]').getByRole('button', { name: 'Đặt hàng' }),
        )
        .filter({ visible: true })
        .first()
        .click()
      await expect(page).toHaveURL(/\/checkout\?items=/)
      await expect(main(page).getByRole('region', { name: 'Đơn hàng Mercari' })).toContainText(
        `1 × `,
      )
      await expect(main(page).getByRole('region', { name: 'Đơn hàng Rakuten' })).toContainText(
        `2 × `,
      )
      const totals = main(page).getByRole('region', { name: 'Tổng các đơn hàng' })
      const totalRow = totals
        .getByRole('table', { name: 'Tổng các đơn hàng' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Tổng cộng' }) })
      await expect.poll(async () => vndNumber(await totalRow.textContent())).toBeGreaterThan(0)
      await waitForHydration(page)
      await expectAccessible(page)
      await main(page)
        .getByRole('button', { name: 'Tạo đơn hàng' })
        .filter({ visible: true })
        .first()
        .click()
      await expect(page).toHaveURL(/\/customer\/orders\/placed\?ids=\d+,\d+$/)

      const made = await ordersOf(page)
      expect(
        made
          .map((order) => [order.shop_id, order.purchase_cost])
          .sort(([a], [b]) => String(a).localeCompare(String(b))),
      ).toEqual([
        ['mercari', mercari.price],
        ['rakuten', 2 * rakuten.price],
      ])
      const cart = await page.request.get(`/market/cart/${userId}`)
      expect((await cart.json()).data).toEqual([])
    })

    test('direct checkout of a Mercari item: one order at its price, by the method chosen', async ({
      page,
      request,
      baseURL,
    }) => {
      const origin = baseURL ?? ''
      const [item] = await marketItems(request, 'mercari')
      if (!item) throw new Error('no item')
      await shopper(page, request, origin, `truc-tiep-${width}`)
      await page.goto(
        `/other-market/mercari/payment?product_id=${item.id}&note=${encodeURIComponent('Gói kỹ giúp em')}`,
      )
      await waitForHydration(page)
      await expect(
        main(page).getByRole('heading', { name: item.names?.vi ?? item.name }),
      ).toBeVisible()
      await expect(main(page)).toContainText(yen(item.price))
      // §5: Mercari sells one of each item.
      const quantity = main(page).getByRole('textbox', { name: 'Số lượng' })
      await expect(quantity).toHaveValue('1')
      await expect(quantity).toHaveAttribute('readonly', '')
      await expect(main(page).getByRole('textbox', { name: 'Ghi chú cho đơn hàng' })).toHaveValue(
        'Gói kỹ giúp em',
      )
      await expect(main(page)).toContainText('48 Nguyễn Trãi')
      const order = main(page).getByRole('region', { name: 'Đơn hàng của bạn' })
      const totalRow = order
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Tổng cộng' }) })
      await expect(order).toContainText(yen(item.price))
      const byAir = vndNumber(await totalRow.textContent())
      expect(byAir).toBeGreaterThan(0)
      await expectAccessible(page)
      if (phone) await expectNoHorizontalScroll(page)

      // Sea carries at least 10 kg (the price list's minimum): another total, from the server.
      await main(page)
        .getByRole('radio', { name: /Đường biển/ })
        .check()
      await expect(page).toHaveURL(/[?&]method=sea/)
      await expect.poll(async () => vndNumber(await totalRow.textContent())).not.toBe(byAir)
      const bySea = vndNumber(await totalRow.textContent())
      await order.getByRole('button', { name: 'Tạo đơn hàng' }).click()
      await expect(page).toHaveURL(/\/customer\/orders\/\d+$/)

      const [made] = await ordersOf(page)
      expect(made).toMatchObject({
        id: Number(page.url().split('/').at(-1)),
        shop_id: 'mercari',
        purchase_cost: item.price,
        service_fee_currency_id: 'VND',
        note: 'Gói kỹ giúp em',
      })
      const detail = await page.request.get(`/api/orders/${made?.id}`)
      expect((await detail.json()).data.total_payment).toBe(bySea)
      // The cart was not used.
      const cart = await page.request.get(`/market/cart/${await customerNumber(page)}`)
      expect((await cart.json()).data).toEqual([])
    })
  })
}

test('direct checkout: a sold-out item cannot be ordered; a refusal shows for 3 s', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const [sold] = await marketItems(request, 'mercari', true)
  const [item] = await marketItems(request, 'mercari')
  if (!sold || !item) throw new Error('no items')
  await shopper(page, request, origin, 'het-hang')
  await page.goto(`/other-market/mercari/payment?product_id=${sold.id}`)
  await waitForHydration(page)
  await expect(main(page)).toContainText('Sản phẩm này đã hết hàng, không thể đặt mua.')
  await expect(main(page).getByRole('button', { name: 'Tạo đơn hàng' })).toBeDisabled()
  await expectAccessible(page)

  // The address is deleted in another tab: the server refuses the order, and the page says why.
  await page.goto(`/other-market/mercari/payment?product_id=${item.id}`)
  await waitForHydration(page)
  const addresses = await page.request.get('/api/addresses')
  const [address] = (await addresses.json()).data as { id: number }[]
  const removed = await page.request.delete(`/api/addresses/${address?.id}`, {
    headers: { origin },
  })
  expect(removed.status()).toBeLessThan(300)
  await main(page).getByRole('button', { name: 'Tạo đơn hàng' }).click()
  const alert = main(page).getByRole('region', { name: 'Đơn hàng của bạn' }).getByRole('alert')
  await expect(alert).toBeVisible()
  await expect(alert).not.toBeEmpty()
  // §9: the order error alert goes after 3 s (a waiting limit, not a measurement).
  await expect(alert).toBeHidden({ timeout: 15_000 })
  expect(await ordersOf(page)).toEqual([])
})
