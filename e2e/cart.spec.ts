import type { Page } from '@playwright/test'
import { field, submitLogin } from './accounts.ts'
import { CART_BUYER, CART_EDITOR } from './env.ts'
import {
  expect,
  expectAccessible,
  expectToast,
  test,
  waitForHydration,
  watchToasts,
} from './fixtures.ts'
import { buyable, customerNumber, expectNoHorizontalScroll, putInCart } from './shopping.ts'

// Each journey signs in once with an account of its own (the per-address limit is 10 a minute):
// desktop only, like the other account journeys.
test.beforeEach(({ page }) => watchToasts(page))

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the account journeys run once, on desktop')
})

const main = (page: Page) => page.getByRole('main')
const header = (page: Page) => page.getByRole('banner')
const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`

async function signIn(page: Page, who: { email: string; password: string }, back: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(back)}`)
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL(back)
  await waitForHydration(page)
}

/** The signed-in customer's cart through the API (the page's session). */
async function cartLines(page: Page, userId: number) {
  const response = await page.request.get(`/market/cart/${userId}`)
  expect(response.status()).toBe(200)
  const groups = (await response.json()).data as {
    shop_id: string
    products: { product_id: number; quantity: number }[]
  }[]
  return groups.flatMap((group) =>
    group.products.map((line) => ({ shop: group.shop_id, id: line.product_id, q: line.quantity })),
  )
}

test('buy from both own shops: add before and after signing in, select, checkout with a new address, two orders', async ({
  page,
  request,
  baseURL,
}) => {
  const [ikom] = await buyable(request, 390)
  const [awond] = await buyable(request, 458)
  if (!ikom || !awond) throw new Error('no product both methods carry')

  // A visitor's Add to cart asks for a sign-in first (issue 15: the item waits meanwhile), then
  // lands on the cart with the item added at the stepper's quantity, ticked.
  await page.goto(`/products/ikom/${ikom.id}`)
  await waitForHydration(page)
  await main(page).getByRole('button', { name: 'Tăng số lượng' }).click()
  await expect(main(page).getByRole('textbox', { name: 'Số lượng' })).toHaveValue('2')
  await main(page).getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expect(page).toHaveURL('/login?redirect=%2Fcart%2Fpending')
  await submitLogin(page, CART_BUYER.email, CART_BUYER.password)
  await expect(page).toHaveURL('/cart')
  await expect(page).toHaveTitle('Giỏ hàng | Kaimono')
  const ikomShop = main(page).getByRole('region', { name: 'IKOM' })
  await expect(ikomShop.getByRole('textbox', { name: `Số lượng ${ikom.name}` })).toHaveValue('2')
  await expect(ikomShop.getByRole('checkbox', { name: `Chọn ${ikom.name}` })).toBeChecked()
  await waitForHydration(page)
  const cartButton = header(page).getByRole('button', { name: /^Giỏ hàng/ })
  await expect(cartButton).toHaveAccessibleName('Giỏ hàng 1 sản phẩm trong giỏ')

  // Add to cart signed in: a toast, and the header counts the line.
  await page.goto(`/products/awond/${awond.id}`)
  await waitForHydration(page)
  await main(page).getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expectToast(page, 'Thêm sản phẩm vào giỏ hàng thành công')
  await expect(cartButton).toHaveAccessibleName('Giỏ hàng 2 sản phẩm trong giỏ')

  // The cart ticks both (the one added before signing in, the one just added).
  await page.goto('/cart')
  const awondShop = main(page).getByRole('region', { name: 'Awond' })
  await expect(ikomShop.getByRole('listitem')).toHaveCount(1)
  await expect(awondShop.getByRole('listitem')).toHaveCount(1)
  await waitForHydration(page)
  const summary = main(page).getByRole('region', { name: 'Sản phẩm đã chọn' })
  const checkout = summary.getByRole('button', { name: 'Đặt hàng' })
  await expect(summary).toContainText('Đã chọn: 2 sản phẩm')
  await expect(checkout).toBeEnabled()

  // Select none, then per line, then a whole shop; the total is price × quantity with 10% tax.
  await main(page).getByRole('checkbox', { name: 'Chọn tất cả sản phẩm trong giỏ' }).uncheck()
  await expect(checkout).toBeDisabled()
  await ikomShop.getByRole('checkbox', { name: `Chọn ${ikom.name}` }).check()
  await expect(summary).toContainText('Đã chọn: 1 sản phẩm')
  await expect(summary).toContainText(yen(ikom.price * 2))
  await awondShop.getByRole('checkbox', { name: 'Chọn tất cả sản phẩm của Awond' }).check()
  const goods = ikom.price * 2 + awond.price
  const tax = Math.floor(goods / 10)
  await expect(summary).toContainText('Đã chọn: 2 sản phẩm')
  await expect(summary.getByRole('definition')).toContainText([
    yen(goods),
    yen(tax),
    yen(goods + tax),
  ])
  await expectAccessible(page)
  await checkout.click()
  await expect(page).toHaveURL(
    `/checkout?items=${encodeURIComponent(`ikom:${ikom.id}`)},${encodeURIComponent(`awond:${awond.id}`)}`,
  )

  // Checkout: no address yet, so the card asks for one and there is no price to show.
  await expect(page).toHaveTitle('Đặt hàng | Kaimono')
  const addressCard = main(page).getByRole('region', { name: 'Địa chỉ nhận hàng' })
  await expect(addressCard).toContainText('Bạn chưa có địa chỉ nào, hãy tạo mới!')
  const totals = main(page).getByRole('region', { name: 'Tổng các đơn hàng' })
  await expect(totals).toContainText('Hãy thêm địa chỉ nhận hàng')
  const create = totals.getByRole('button', { name: 'Tạo đơn hàng' })
  await expect(create).toBeDisabled()
  await expect(main(page).getByRole('radio', { name: 'Đường hàng không' })).toBeChecked()
  await waitForHydration(page)

  // 'Change address' → create a new one in the modal; it becomes the order's address.
  await addressCard.getByRole('button', { name: 'Thay đổi địa chỉ' }).click()
  const modal = page.getByRole('dialog', { name: 'Thay đổi địa chỉ' })
  await expect(modal).toContainText('Bạn chưa có địa chỉ nào, hãy tạo mới!')
  // A refused address: a toast with the server's message, and the errors under the fields.
  await modal.getByRole('button', { name: 'Tạo địa chỉ' }).click()
  await expectToast(page, 'Dữ liệu không hợp lệ')
  await expect(field(modal, 'Người nhận')).toHaveAccessibleDescription('Vui lòng nhập trường này')
  await field(modal, 'Người nhận').fill('Lê Văn Khoa')
  await field(modal, 'Số điện thoại').fill('0987654321')
  await field(modal, 'Tỉnh / thành phố').selectOption({ label: 'Thành phố Hà Nội' })
  await field(modal, 'Phường / xã').selectOption({ label: 'Phường Ba Đình' })
  await field(modal, 'Số nhà, tên đường').fill('8 Hoàng Diệu')
  await modal.getByRole('button', { name: 'Tạo địa chỉ' }).click()
  await expectToast(page, 'Tạo địa chỉ thành công')
  await expect(modal).toBeHidden()
  await expect(page).toHaveURL(/[?&]address=\d+/)
  await expect(addressCard).toContainText('Lê Văn Khoa')
  await expect(addressCard).toContainText('8 Hoàng Diệu, Phường Ba Đình')

  // The pricing table, per shop and in total, from the server's quote.
  const ikomOrder = main(page).getByRole('region', { name: 'Đơn hàng IKOM' })
  const awondOrder = main(page).getByRole('region', { name: 'Đơn hàng Awond' })
  await expect(ikomOrder.getByRole('table')).toContainText(yen(ikom.price * 2))
  await expect(awondOrder.getByRole('table')).toContainText(yen(awond.price))
  const totalTable = totals.getByRole('table', { name: 'Tổng các đơn hàng' })
  for (const row of ['Tiền hàng', 'Thuế (10%)', 'Phí dịch vụ', 'Phí vận chuyển dự kiến']) {
    await expect(totalTable.getByRole('rowheader', { name: row })).toBeVisible()
  }
  await expect(totalTable).toContainText(yen(goods))
  await expect(totalTable).toContainText('Ưu đãi mã giới thiệu')
  await expect(totalTable.getByRole('rowheader', { name: 'Tổng cộng' })).toBeVisible()
  // §9 minimum chargeable weights: 1 kg by air, 10 kg by sea.
  await expect(ikomOrder).toContainText('Phí vận chuyển dự kiến (1 kg)')

  // Sea, and the quote follows; back to air.
  await main(page).getByRole('radio', { name: 'Đường biển' }).check()
  await expect(page).toHaveURL(/[?&]method=sea/)
  await expect(ikomOrder).toContainText('Phí vận chuyển dự kiến (10 kg)')
  await main(page).getByRole('radio', { name: 'Đường hàng không' }).check()
  await expect(ikomOrder).toContainText('Phí vận chuyển dự kiến (1 kg)')
  await expect(create).toBeEnabled()
  await expectAccessible(page)

  // A phone's width fits.
  await page.setViewportSize({ width: 360, height: 780 })
  await expectNoHorizontalScroll(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Create order: one order per shop, then the first order's page.
  await create.click()
  // Issue 15: the page of the orders just made, one per shop.
  await expect(page).toHaveURL(/\/customer\/orders\/placed\?ids=\d+,\d+$/)
  const made = await page.request.get('/api/orders?filter[own]=1')
  expect(((await made.json()).data as unknown[]).length).toBe(2)
  // The chosen lines left the cart.
  expect(await cartLines(page, await customerNumber(page))).toEqual([])
  await expect(header(page).getByRole('button', { name: /^Giỏ hàng/ })).toHaveAccessibleName(
    'Giỏ hàng',
  )
  await page.goto('/cart')
  await expect(main(page)).toContainText('Giỏ hàng trống')
  await expectAccessible(page)

  // A line that leaves the cart while the page is open: the shop before it is ordered, then the
  // server's refusal is a toast, and the page offers the order made.
  const userId = await putInCart(page, baseURL ?? '', [ikom, awond])
  const origin = { origin: baseURL ?? '' }
  await page.goto(`/checkout?items=ikom:${ikom.id},awond:${awond.id}`)
  await expect(addressCard).toContainText('Lê Văn Khoa')
  await expect(totalTable).toContainText(yen(ikom.price + awond.price))
  await waitForHydration(page)
  const gone = await page.request.post(`/market/cart/clear-cart/${userId}`, {
    data: { product_ids: [String(awond.id)] },
    headers: origin,
  })
  expect(gone.status()).toBe(200)
  await create.click()
  await expectToast(page, `Sản phẩm "${awond.name}" không còn trong giỏ hàng`)
  await expect(page).toHaveURL(/\/checkout\?/)
  await expect(main(page)).toContainText('Các đơn hàng đã được tạo:')
  await expect(main(page).getByRole('link', { name: /^đơn \d+$/ })).toHaveCount(1)
  await expect(main(page)).toContainText('Chưa chọn sản phẩm nào')
  expect(await cartLines(page, userId)).toEqual([])
})

test('the cart: header dropdown, skeletons, quantity after 400 ms, removal asks, logout clears', async ({
  page,
  request,
  baseURL,
}) => {
  const products = (await buyable(request, 390)).slice(0, 6)
  const [first, second] = products
  if (!first || !second || products.length < 6) throw new Error('not enough products')

  await signIn(page, CART_EDITOR, '/')
  const userId = await putInCart(page, baseURL ?? '', products)

  // The header: 6 lines counted, the first 5 listed, then 'Views more'.
  await page.reload()
  await waitForHydration(page)
  const menu = header(page).getByRole('button', { name: /^Giỏ hàng/ })
  await expect(menu).toHaveAccessibleName('Giỏ hàng 6 sản phẩm trong giỏ')
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  const panel = header(page).locator(`#${await menu.getAttribute('aria-controls')}`)
  await expect(panel.getByRole('listitem')).toHaveCount(5)
  await expect(panel.getByRole('link', { name: first.name })).toBeVisible()

  // On the way to the cart, 4 skeletons stand in for its lines.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname === '/cart.data' && url.searchParams.get('_routes') === 'cart',
    async (route) => {
      await held
      await route.continue()
    },
  )
  await panel.getByRole('link', { name: 'Xem thêm' }).click()
  await expect(page).toHaveURL('/cart')
  await expect(main(page).locator('[aria-busy="true"] .animate-pulse')).toHaveCount(4)
  release()
  const shop = main(page).getByRole('region', { name: 'IKOM' })
  await expect(shop.getByRole('listitem')).toHaveCount(6)
  await page.unroute(() => true)
  await expectAccessible(page)

  // Three quick clicks are one request, 400 ms after the last.
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/cart.data') {
      posts.push(sent.postData() ?? '')
    }
  })
  const firstLine = shop.getByRole('listitem').filter({ hasText: first.name })
  const quantity = firstLine.getByRole('textbox', { name: `Số lượng ${first.name}` })
  for (let i = 0; i < 3; i++) await firstLine.getByRole('button', { name: 'Tăng số lượng' }).click()
  await expect(quantity).toHaveValue('4')
  expect(posts).toEqual([])
  await expect.poll(() => posts.length).toBe(1)
  await expect
    .poll(async () => (await cartLines(page, userId)).find((line) => line.id === first.id)?.q)
    .toBe(4)
  await page.waitForTimeout(600)
  expect(posts).toHaveLength(1)

  // Selection total follows the quantity (issue 15: a first visit ticks every line).
  const summary = main(page).getByRole('region', { name: 'Sản phẩm đã chọn' })
  await main(page).getByRole('checkbox', { name: 'Chọn tất cả sản phẩm trong giỏ' }).uncheck()
  await firstLine.getByRole('checkbox', { name: `Chọn ${first.name}` }).check()
  await expect(summary).toContainText(yen(first.price * 4))

  // Typing keeps the focus in the box while the change is saved and the cart reloads.
  await quantity.fill('5')
  await expect
    .poll(async () => (await cartLines(page, userId)).find((line) => line.id === first.id)?.q)
    .toBe(5)
  await expect(summary).toContainText(yen(first.price * 5))
  await expect(quantity).toBeFocused()
  await expect(quantity).toHaveValue('5')

  // Typed: digits only, below 1 becomes 1.
  await quantity.fill('0')
  await quantity.blur()
  await expect(quantity).toHaveValue('1')
  await expect
    .poll(async () => (await cartLines(page, userId)).find((line) => line.id === first.id)?.q)
    .toBe(1)
  await expect(summary).toContainText(yen(first.price))

  // Minus at 1 asks before removing; Cancel keeps the line.
  const minus = firstLine.getByRole('button', { name: 'Giảm số lượng' })
  await minus.click()
  const confirm = page.getByRole('dialog', { name: 'Xóa sản phẩm này?' })
  await expect(confirm).toContainText(first.name)
  await confirm.getByRole('button', { name: 'Hủy' }).click()
  await expect(confirm).toBeHidden()
  await expect(shop.getByRole('listitem')).toHaveCount(6)
  await minus.click()
  await confirm.getByRole('button', { name: 'Xóa' }).click()
  await expect(shop.getByRole('listitem')).toHaveCount(5)
  await expect(summary).toContainText('Đã chọn: 0 sản phẩm')

  // The line's Remove button asks too.
  const secondLine = shop.getByRole('listitem').filter({ hasText: second.name })
  await secondLine.getByRole('button', { name: `Xóa ${second.name} khỏi giỏ hàng` }).click()
  await confirm.getByRole('button', { name: 'Xóa' }).click()
  await expect(shop.getByRole('listitem')).toHaveCount(4)
  await expect(menu).toHaveAccessibleName('Giỏ hàng 4 sản phẩm trong giỏ')
  expect((await cartLines(page, userId)).map((line) => line.id).sort()).toEqual(
    products
      .slice(2)
      .map((product) => product.id)
      .sort(),
  )

  // Fits a phone.
  await page.setViewportSize({ width: 360, height: 780 })
  await expectNoHorizontalScroll(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Logout leaves no cart in the page: the header has the plain link again, no lines.
  await header(page).getByRole('button', { name: 'Đăng xuất' }).click()
  await expect(page).toHaveURL('/')
  await expect(header(page).getByRole('button', { name: /^Giỏ hàng/ })).toHaveCount(0)
  await expect(header(page).getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute(
    'href',
    '/cart',
  )
  await expect(header(page).getByText(second.name)).toHaveCount(0)
  expect(await page.content()).not.toContain(products[5]?.name ?? '-')
})
