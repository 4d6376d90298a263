import type { APIRequestContext, Locator, Page } from '@playwright/test'
import {
  type Customer,
  field,
  newCustomer,
  SUBJECT,
  submitLogin,
  verifiedCustomer,
} from './accounts.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import { linkIn, waitForMail } from './mail.ts'
import {
  addAddress,
  buyable,
  customerNumber,
  expectNoHorizontalScroll,
  putInCart,
} from './shopping.ts'

// Issue 15: Buy now checks out that item alone, the cart pre-selects and selects all, the
// product page shows the landed cost the checkout charges, and a visitor's item survives the
// sign-in. Each journey makes its own customer (sign-ups are rate-limited per client, so they
// run in the desktop project; the phone widths are set per journey).
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the account journeys run once, in the desktop project, at each width')
})

const main = (page: Page) => page.getByRole('main')
const vndNumber = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

async function cartLines(page: Page) {
  const response = await page.request.get(`/market/cart/${await customerNumber(page)}`)
  expect(response.status()).toBe(200)
  const groups = (await response.json()).data as {
    shop_id: string
    products: { product_id: number; quantity: number }[]
  }[]
  return groups
    .flatMap((group) =>
      group.products.map((line) => ({
        key: `${group.shop_id}:${line.product_id}`,
        q: line.quantity,
      })),
    )
    .sort((a, b) => a.key.localeCompare(b.key))
}

/** Signs a new, confirmed customer in and gives them a saved address in Hồ Chí Minh City. */
async function shopper(page: Page, request: APIRequestContext, origin: string, label: string) {
  const who = await verifiedCustomer(request, origin, newCustomer('Ngô Thanh Vân', label))
  await page.goto('/login?redirect=%2F')
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL('/')
  await addAddress(page, origin, 'Ngô Thanh Vân', '25 Lê Lợi')
  return who
}

/**
 * A bar fixed at the bottom of a phone's screen (right above the tab bar where the page has
 * one), its button inside the viewport and not covered.
 */
async function expectAtBottom(page: Page, bar: Locator, button: Locator) {
  const viewport = page.viewportSize()
  const box = await bar.boundingBox()
  const target = await button.boundingBox()
  if (!viewport || !box || !target) throw new Error('the bar is not on screen')
  const tabs = page.locator('[data-bar="tabs"]')
  const tabsBox = (await tabs.isVisible()) ? await tabs.boundingBox() : null
  expect(Math.round(box.y + box.height)).toBe(Math.round(tabsBox?.y ?? viewport.height))
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(target.y).toBeGreaterThanOrEqual(box.y)
  expect(target.x + target.width).toBeLessThanOrEqual(viewport.width)
}

/** The cart's order button beside the selection (the desktop one; phones have the bar too). */
const orderSelected = (page: Page) =>
  main(page)
    .getByRole('region', { name: 'Sản phẩm đã chọn' })
    .getByRole('button', { name: 'Đặt hàng' })
    .click()

async function expectCheckoutOfTwoIkomLines(page: Page) {
  await expect(page).toHaveURL(/\/checkout\?items=/)
  await expect(
    main(page).getByRole('region', { name: 'Đơn hàng IKOM' }).getByRole('listitem'),
  ).toHaveCount(2)
}

/** The landed-cost table's figure in a row, by air (0) or sea (1). */
function landedFigure(block: Locator, row: string, method: 0 | 1) {
  return block
    .getByRole('row')
    .filter({ has: block.page().getByRole('rowheader', { name: row }) })
    .getByRole('cell')
    .nth(method)
}

for (const width of [360, 390, 1280]) {
  const phone = width < 640
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 780 : 800 } })

    test('buy now: the landed cost, a checkout of that item alone at its quantity, one order, the other lines stay', async ({
      page,
      request,
      baseURL,
    }) => {
      const origin = baseURL ?? ''
      const [product, other] = await buyable(request, 390)
      if (!product || !other) throw new Error('no product both methods carry')
      await shopper(page, request, origin, `mua-ngay-${width}`)
      await putInCart(page, origin, [{ shop_id: 'ikom', id: other.id }])

      await page.goto(`/products/ikom/${product.id}`)
      await waitForHydration(page)
      // The landed cost, by air and by sea, from the server (the address is in the south).
      const landed = main(page).getByRole('region', { name: 'Chi phí về đến Việt Nam (ước tính)' })
      await expect(landed).toContainText('Hàng không')
      await expect(landed).toContainText('Đường biển')
      await expect(landed).toContainText('5–10 ngày')
      await expect(landed).toContainText('25–40 ngày')
      await expect(landed).toContainText('Kho TP. Hồ Chí Minh')
      await expect(landed.getByRole('link', { name: /Hàng không hay đường biển/ })).toHaveAttribute(
        'href',
        '/service-price-table#air-vs-sea',
      )
      const airTotalAtOne = vndNumber(await landedFigure(landed, 'Tổng dự kiến', 0).textContent())
      // Two of it: the estimate is asked again and follows.
      await main(page).getByRole('button', { name: 'Tăng số lượng' }).click()
      await expect(main(page).getByRole('textbox', { name: 'Số lượng' })).toHaveValue('2')
      await expect
        .poll(async () => vndNumber(await landedFigure(landed, 'Tổng dự kiến', 0).textContent()))
        .toBeGreaterThan(airTotalAtOne)
      await expect(landed).not.toHaveAttribute('aria-busy', 'true')
      const airTotal = vndNumber(await landedFigure(landed, 'Tổng dự kiến', 0).textContent())
      const seaTotal = vndNumber(await landedFigure(landed, 'Tổng dự kiến', 1).textContent())
      await expectAccessible(page)

      const buyNow = main(page).getByRole('button', { name: 'Mua ngay' })
      if (phone) {
        // The buttons stay at the bottom of the screen, scrolled or not.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
        await expectAtBottom(page, main(page).locator('[data-sticky-bar="product"]'), buyNow)
        await expectNoHorizontalScroll(page)
      }
      await buyNow.click()

      // The checkout of that line alone, at the quantity chosen.
      await expect(page).toHaveURL(`/checkout?items=${encodeURIComponent(`ikom:${product.id}`)}`)
      const order = main(page).getByRole('region', { name: 'Đơn hàng IKOM' })
      await expect(order.getByRole('listitem')).toHaveCount(1)
      await expect(order).toContainText(product.name)
      await expect(order).toContainText('2 ×')
      await expect(main(page).getByRole('region', { name: /^Đơn hàng / })).toHaveCount(1)
      // The same figures as the product page showed, by air and then by sea.
      const totals = main(page).getByRole('region', { name: 'Tổng các đơn hàng' })
      const totalRow = totals
        .getByRole('table', { name: 'Tổng các đơn hàng' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Tổng cộng' }) })
      await expect.poll(async () => vndNumber(await totalRow.textContent())).toBe(airTotal)
      await waitForHydration(page)
      await main(page)
        .getByRole('radio', { name: /Đường biển/ })
        .check()
      await expect(page).toHaveURL(/[?&]method=sea/)
      await expect.poll(async () => vndNumber(await totalRow.textContent())).toBe(seaTotal)
      await main(page)
        .getByRole('radio', { name: /Đường hàng không/ })
        .check()
      await expect(page).toHaveURL(/[?&]method=air/)
      await expect.poll(async () => vndNumber(await totalRow.textContent())).toBe(airTotal)
      await expectAccessible(page)

      const create = phone
        ? main(page)
            .locator('[data-sticky-bar="checkout"]')
            .getByRole('button', { name: 'Tạo đơn hàng' })
        : totals.getByRole('button', { name: 'Tạo đơn hàng' })
      if (phone) {
        await expectAtBottom(page, main(page).locator('[data-sticky-bar="checkout"]'), create)
        await expect(main(page).locator('[data-sticky-bar="checkout"]')).toContainText(
          new Intl.NumberFormat('vi-VN').format(airTotal),
        )
        await expectNoHorizontalScroll(page)
      }
      await expect(create).toBeEnabled()
      await create.click()
      await expect(page).toHaveURL(/\/customer\/orders/)
      // One order, for that line; the other line is still in the cart as it was.
      const orders = await page.request.get('/api/orders?filter[own]=1')
      const made = (await orders.json()).data as { total_payment: number }[]
      expect(made).toHaveLength(1)
      expect(made[0]?.total_payment).toBe(airTotal)
      expect(await cartLines(page)).toEqual([{ key: `ikom:${other.id}`, q: 1 }])
    })

    test('the cart ticks what was just added and selects all, per shop and overall', async ({
      page,
      request,
      baseURL,
    }) => {
      const origin = baseURL ?? ''
      const [ikomA, ikomB] = await buyable(request, 390)
      const [awond] = await buyable(request, 458)
      if (!ikomA || !ikomB || !awond) throw new Error('not enough products')
      await shopper(page, request, origin, `chon-${width}`)
      await putInCart(page, origin, [ikomA, awond])
      // A first visit with lines already there: everything is ticked.
      await page.goto('/cart')
      await waitForHydration(page)
      const all = main(page).getByRole('checkbox', { name: 'Chọn tất cả sản phẩm trong giỏ' })
      await expect(all).toBeChecked()
      await all.uncheck()
      await expect(main(page)).toContainText('Đã chọn: 0 sản phẩm')

      // Add to cart on a product page: back in the cart that line alone is ticked.
      await page.goto(`/products/ikom/${ikomB.id}`)
      await waitForHydration(page)
      await main(page).getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Thêm sản phẩm vào giỏ hàng thành công' }),
      ).toBeVisible()
      await page.goto('/cart')
      await waitForHydration(page)
      const ikomShop = main(page).getByRole('region', { name: 'IKOM' })
      const awondShop = main(page).getByRole('region', { name: 'Awond' })
      await expect(ikomShop.getByRole('checkbox', { name: `Chọn ${ikomB.name}` })).toBeChecked()
      await expect(ikomShop.getByRole('checkbox', { name: `Chọn ${ikomA.name}` })).not.toBeChecked()
      await expect(
        awondShop.getByRole('checkbox', { name: `Chọn ${awond.name}` }),
      ).not.toBeChecked()
      const ikomBox = ikomShop.getByRole('checkbox', { name: 'Chọn tất cả sản phẩm của IKOM' })
      await expect(ikomBox).toHaveAttribute('aria-checked', 'mixed')
      await expect(all).toHaveAttribute('aria-checked', 'mixed')
      await expect(main(page)).toContainText('Đã chọn: 1 sản phẩm')
      // The running estimate of the selection, from the server.
      const estimate = main(page).getByRole('region', {
        name: 'Chi phí về đến Việt Nam (ước tính)',
      })
      await expect(estimate).toContainText('5–10 ngày')

      // A shop's box ticks the shop; the overall one everything; the choice survives a reload.
      await ikomBox.check()
      await expect(ikomShop.getByRole('checkbox', { name: `Chọn ${ikomA.name}` })).toBeChecked()
      await expect(main(page)).toContainText('Đã chọn: 2 sản phẩm')
      await all.check()
      await expect(main(page)).toContainText('Đã chọn: 3 sản phẩm')
      await awondShop.getByRole('checkbox', { name: `Chọn ${awond.name}` }).uncheck()
      await page.reload()
      await waitForHydration(page)
      await expect(main(page)).toContainText('Đã chọn: 2 sản phẩm')
      await expect(
        awondShop.getByRole('checkbox', { name: `Chọn ${awond.name}` }),
      ).not.toBeChecked()
      await expectAccessible(page)

      if (phone) {
        const bar = main(page).locator('[data-sticky-bar="cart"]')
        await expectAtBottom(page, bar, bar.getByRole('button', { name: 'Đặt hàng' }))
        await expect(bar).toContainText('Tổng cộng (2)')
        await expectNoHorizontalScroll(page)
        await bar.getByRole('button', { name: 'Đặt hàng' }).click()
      } else {
        await orderSelected(page)
      }
      await expectCheckoutOfTwoIkomLines(page)
      await expect(main(page).getByRole('region', { name: 'Đơn hàng Awond' })).toHaveCount(0)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('select all, a shop and none reload the cart with the boxes ticked', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? ''
    const [ikomA, ikomB] = await buyable(request, 390)
    const [awond] = await buyable(request, 458)
    if (!ikomA || !ikomB || !awond) throw new Error('not enough products')
    await shopper(page, request, origin, 'khong-js')
    await putInCart(page, origin, [ikomA, ikomB, awond])
    await page.goto('/cart')
    const all = main(page).getByRole('checkbox', { name: 'Chọn tất cả sản phẩm trong giỏ' })
    await expect(all).toHaveAttribute('aria-checked', 'true')
    await all.click()
    await expect(page).toHaveURL(/\/cart\?.*select=none/)
    await expect(all).toHaveAttribute('aria-checked', 'false')
    await main(page).getByRole('checkbox', { name: 'Chọn tất cả sản phẩm của IKOM' }).click()
    await expect(main(page).getByRole('checkbox', { name: `Chọn ${ikomA.name}` })).toBeChecked()
    await expect(main(page).getByRole('checkbox', { name: `Chọn ${ikomB.name}` })).toBeChecked()
    await expect(main(page).getByRole('checkbox', { name: `Chọn ${awond.name}` })).not.toBeChecked()
    // The choice was saved: a plain visit shows it.
    await page.goto('/cart')
    await expect(main(page).getByRole('checkbox', { name: `Chọn ${awond.name}` })).not.toBeChecked()
    await expect(main(page).getByRole('checkbox', { name: `Chọn ${ikomA.name}` })).toBeChecked()
    // And the ticked boxes go to the checkout.
    await orderSelected(page)
    await expectCheckoutOfTwoIkomLines(page)
  })
})

test.describe('a visitor’s item survives the sign-in', () => {
  test('Add to cart, then sign in: the item is in the cart with its quantity, ticked', async ({
    page,
    request,
    baseURL,
  }) => {
    const [product] = await buyable(request, 458)
    if (!product) throw new Error('no product')
    const who: Customer = await verifiedCustomer(
      request,
      baseURL ?? '',
      newCustomer('Trịnh Bảo Ngọc', 'cho-dang-nhap'),
    )
    await page.goto(`/products/awond/${product.id}`)
    await waitForHydration(page)
    await main(page).getByRole('button', { name: 'Tăng số lượng' }).click()
    await main(page).getByRole('button', { name: 'Tăng số lượng' }).click()
    await main(page).getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
    await expect(page).toHaveURL('/login?redirect=%2Fcart%2Fpending')
    await submitLogin(page, who.email, who.password)
    await expect(page).toHaveURL('/cart')
    const line = main(page).getByRole('region', { name: 'Awond' }).getByRole('listitem')
    await expect(line).toHaveCount(1)
    await expect(line.getByRole('textbox', { name: `Số lượng ${product.name}` })).toHaveValue('3')
    await expect(line.getByRole('checkbox', { name: `Chọn ${product.name}` })).toBeChecked()
    // Done once: the cookie is gone, a second visit adds nothing.
    await page.goto('/cart/pending')
    await expect(page).toHaveURL('/cart')
    expect(await cartLines(page)).toEqual([{ key: `awond:${product.id}`, q: 3 }])
  })

  test('Buy now, then register: after the confirmation mail, the checkout of that item', async ({
    page,
    request,
  }) => {
    const [product] = await buyable(request, 390)
    if (!product) throw new Error('no product')
    await page.goto(`/products/ikom/${product.id}`)
    await waitForHydration(page)
    await main(page).getByRole('button', { name: 'Mua ngay' }).click()
    await expect(page).toHaveURL('/login?redirect=%2Fcart%2Fpending')
    await main(page).getByRole('link', { name: 'Đăng ký' }).click()
    await expect(page).toHaveURL('/register?redirect=%2Fcart%2Fpending')
    const who = newCustomer('Hà Minh Thư', 'dang-ky-mua')
    await field(main(page), 'Họ và tên').fill(who.name)
    await field(main(page), 'Email').fill(who.email)
    await field(main(page), 'Mật khẩu').fill(who.password)
    await main(page).getByRole('button', { name: 'Tạo tài khoản' }).click()
    await expect(main(page).getByRole('status')).toContainText(who.email)
    const mail = await waitForMail(who.email, SUBJECT.verify)
    await page.goto(linkIn(mail, '/api/auth/verify-email'))
    await expect(page).toHaveURL(`/checkout?items=${encodeURIComponent(`ikom:${product.id}`)}`)
    const order = main(page).getByRole('region', { name: 'Đơn hàng IKOM' })
    await expect(order.getByRole('listitem')).toHaveCount(1)
    await expect(order).toContainText('1 ×')
  })

  test('the pending item is checked by the server: a made-up product is refused', async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const who = await verifiedCustomer(request, baseURL ?? '', newCustomer('Lý Gia Huy', 'gia-mao'))
    await context.addCookies([
      { name: 'kaimono_pending_item', value: 'add-to-cart.ikom.999999999.2', url: baseURL ?? '' },
    ])
    await page.goto('/login?redirect=%2Fcart%2Fpending')
    await submitLogin(page, who.email, who.password)
    await expect(page).toHaveURL('/cart?pending=failed')
    await expect(main(page).getByRole('alert')).toContainText('Không thể thêm sản phẩm')
    expect(await cartLines(page)).toEqual([])
  })
})
