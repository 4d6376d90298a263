import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import { newCustomer, submitLogin, verifiedCustomer } from './accounts.ts'
import { ADMIN } from './env.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import { addAddress, buyable, placeOrders, putInCart } from './shopping.ts'

// One journey after checkout, signed in once (desktop, like the other account journeys).
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the account journeys run once, on desktop')
})

const main = (page: Page) => page.getByRole('main')
const header = (page: Page) => page.getByRole('banner')

/** The staff side: the admin account made before the server started, signed in over the API. */
async function staffClient(baseURL: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': '198.19.250.7' },
  })
  const signedIn = await staff.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  return staff
}

async function staffPost(staff: APIRequestContext, path: string, data: object) {
  const response = await staff.post(path, { data })
  expect(response.status(), await response.text()).toBeLessThan(300)
}

test('after checkout: pay page with VietQR, staff moves the order, the open page and the bell update live, box events appear', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const who = await verifiedCustomer(request, origin, newCustomer('Bùi Thị Ngọc', 'don-hang'))
  await page.goto('/login?redirect=%2Fcustomer%2Forders')
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL('/customer/orders')

  // No orders yet: the empty state.
  await expect(main(page)).toContainText('Bạn chưa có đơn hàng nào')
  await expectAccessible(page)

  // A saved address and a product in the cart, then the checkout screen makes the order.
  await addAddress(page, origin, 'Bùi Thị Ngọc', '25 Lê Lợi')
  const [product] = await buyable(page.request, 390)
  if (!product) throw new Error('no product carried by air')
  await putInCart(page, origin, [{ shop_id: 'ikom', id: product.id, quantity: 2 }])
  // Issue 15: checkout lands on the page of the orders it made.
  const [orderId = 0] = await placeOrders(page, [`ikom:${product.id}`])
  await page.goto(`/customer/orders/${orderId}`)
  const code = `OS${String(orderId).padStart(6, '0')}`

  // The order page: info, items, payment info with the Payment button.
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText(`Đơn hàng ${code}`)
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Chờ thanh toán')
  const payment = main(page).getByRole('region', { name: 'Thông tin thanh toán' })
  await expect(payment).toContainText('Phí vận chuyển dự kiến')
  await expect(payment).toContainText('Giảm giá')
  await expect(main(page).getByRole('region', { name: 'Thông tin giao hàng' })).toContainText(
    '25 Lê Lợi',
  )
  await expect(main(page).getByRole('region', { name: 'Sản phẩm (1)' })).toContainText(product.name)
  await expectAccessible(page)

  // The Payment button: the bank transfer page with the amount, the code and a VietQR.
  await payment.getByRole('link', { name: 'Thanh toán' }).click()
  await expect(page).toHaveURL(new RegExp(`/payment-information\\?price=\\d+&order_id=${orderId}$`))
  await expect(main(page)).toContainText(code)
  await expect(main(page).locator('svg[role="img"]').first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(`/customer/orders/${orderId}`)
  await waitForHydration(page)

  // Staff mark it paid through the API; the open page changes without a reload.
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
  const staff = await staffClient(origin)
  await staffPost(staff, `/api/staff/orders/${orderId}/status`, { status_id: 'Paid' })
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Đã thanh toán')
  const bell = header(page).getByRole('button', { name: /^Thông báo/ })
  await expect(bell).toHaveAccessibleName('Thông báo 1 thông báo chưa đọc')
  await bell.click()
  await expect(header(page)).toContainText(`Đơn hàng ${code}: Đã thanh toán`)
  await expectAccessible(page)
  // Opening the bell marked it read.
  await expect(bell).toHaveAccessibleName('Thông báo')
  await page.keyboard.press('Escape')

  // The warehouse: bought, received, a box, its events, each heard live under the box.
  for (const status of ['PaidToSupplier', 'WaitingToReceive']) {
    await staffPost(staff, `/api/staff/orders/${orderId}/status`, { status_id: status })
  }
  await staffPost(staff, `/api/staff/orders/${orderId}/boxes`, { box_id: `KB-${orderId}` })
  await staffPost(staff, `/api/staff/owning-boxes/KB-${orderId}/events`, {
    kind: 'distributed',
    area_id: 'JP-OSA-A',
  })
  const box = main(page).locator(`[data-box="KB-${orderId}"]`)
  await expect(box).toContainText('Đã phân bổ trong kho')
  await expect(box).toContainText('Tại Kho Osaka – khu A')
  await staffPost(staff, `/api/staff/owning-boxes/KB-${orderId}/events`, {
    kind: 'pick_in_container',
    from_area_id: 'JP-OSA-A',
    to_area_id: 'VN-HAN-A',
  })
  await expect(box).toContainText('Đang vận chuyển từ kho đến kho')
  await expect(box).toContainText('Từ Kho Osaka – khu A đến Kho Hà Nội – khu A')
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Chờ hàng về kho')
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true)
  await expect(bell).toHaveAccessibleName(/^Thông báo 4 thông báo chưa đọc$/)
  await expectAccessible(page)

  // The list: the card, the status filter, 'Showing'.
  await page.goto('/customer/orders')
  const card = main(page).getByRole('link', { name: new RegExp(code) })
  await expect(card).toContainText('Chờ hàng về kho')
  await expect(main(page)).toContainText('Hiển thị 1-1 / 1 đơn hàng')
  await main(page).getByRole('link', { name: 'Đã hủy' }).click()
  await expect(page).toHaveURL('/customer/orders?status=Cancelled')
  await expect(main(page)).toContainText('Bạn chưa có đơn hàng nào')
  await main(page).getByRole('link', { name: 'Chờ hàng về kho' }).click()
  await expect(card).toBeVisible()
  await expectAccessible(page)

  // Another customer's order is not found.
  const stranger = await playwrightRequest.newContext({ baseURL: origin })
  expect((await stranger.get(`/api/orders/${orderId}`)).status()).toBe(401)
  await stranger.dispose()
  await staff.dispose()
})
