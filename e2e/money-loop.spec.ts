import type { Page } from '@playwright/test'
import { newCustomer, submitLogin, verifiedCustomer } from './accounts.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import { linkIn, waitForMail } from './mail.ts'
import {
  addAddress,
  buyable,
  customerNumber,
  expectNoHorizontalScroll,
  placeOrders,
  putInCart,
} from './shopping.ts'
import { asAdmin } from './staff.ts'

// Issue 22: the bank reports a transfer (the simulator, through the provider's own webhook and
// its checks) and the customer's open page turns paid, or the wallet fills, without a reload.
const NBSP = '\u00a0'
const main = (page: Page) => page.getByRole('main')
const vnd = (amount: number) => `${amount.toLocaleString('de-DE')}${NBSP}đ`

/** A marker on the window that a reload would drop: the page must change without one. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
const stayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)

async function signedIn(
  page: Page,
  request: Parameters<typeof verifiedCustomer>[0],
  origin: string,
  label: string,
  path: string,
) {
  const who = await verifiedCustomer(request, origin, newCustomer('Đỗ Thu Hà', label))
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`)
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL(path)
  return who
}

test('an order, then the bank reports its transfer: the payment page turns paid by itself', async ({
  page,
  request,
  playwright,
  baseURL,
  isMobile,
}) => {
  const origin = baseURL ?? ''
  await signedIn(page, request, origin, isMobile ? 'bank-phone' : 'bank-desk', '/cart')
  await addAddress(page, origin, 'Đỗ Thu Hà', '21 Lý Thường Kiệt')
  const [product] = await buyable(page.request, 390)
  if (!product) throw new Error('no ikom product carried by air')
  await putInCart(page, origin, [{ shop_id: 'ikom', id: product.id }])
  const [id] = await placeOrders(page, [`ikom:${product.id}`])
  const code = `OS${String(id).padStart(6, '0')}`
  const order = (await (await page.request.get(`/api/orders/${id}`)).json()).data

  await page.goto(`/payment-information?order_id=${id}`)
  await waitForHydration(page)
  await expect(main(page).getByTestId('transfer-content')).toHaveText(code)
  await expect(main(page).getByTestId('payment-status')).toContainText('Đang chờ tiền')
  await markPage(page)

  // The bank's notification service reports the transfer, with the bank's own words around
  // the code and in lower case, as SePay would.
  const staff = await playwright.request.newContext({ baseURL: origin })
  await asAdmin(staff, origin)
  const reported = await staff.post('/api/staff/bank-transfers/simulate', {
    headers: { origin },
    data: {
      provider: isMobile ? 'casso' : 'sepay',
      amount: order.total_payment,
      content: `MBVCB.8812345.${code.toLowerCase()}.CT tu 0903123456 DO THU HA`,
    },
  })
  expect(reported.status(), await reported.text()).toBe(201)
  expect((await reported.json()).data).toMatchObject({ status: 'matched', paid_orders: [code] })
  await staff.dispose()

  await expect(main(page).getByTestId('payment-status')).toContainText(
    `Chúng tôi đã nhận được tiền cho đơn ${code}`,
  )
  expect(await stayed(page)).toBe(true)
  await page.goto(`/customer/orders/${id}`)
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Đã thanh toán')
  // A paid order is no longer the customer's to cancel.
  await expect(main(page).getByRole('region', { name: 'Hủy đơn hàng' })).toHaveCount(0)
})

test('top up the wallet: an amount, the transfer with the top-up code, the money arrives live', async ({
  page,
  request,
  playwright,
  baseURL,
  isMobile,
}) => {
  const origin = baseURL ?? ''
  await signedIn(page, request, origin, isMobile ? 'topup-phone' : 'topup-desk', '/customer/wallet')
  const number = await customerNumber(page)
  const topUpCode = `KMN${String(number).padStart(6, '0')}`
  await waitForHydration(page)
  const topUp = main(page).getByRole('region', { name: 'Nạp tiền' })

  // An amount below the least is refused with the rule.
  await topUp.getByRole('textbox', { name: /Số tiền nạp/ }).fill('5.000')
  await topUp.getByRole('button', { name: 'Tạo mã chuyển khoản' }).click()
  await expect(topUp).toContainText('Số tiền nạp phải là số nguyên từ 10.000 đ đến 500.000.000 đ')

  await topUp.getByRole('textbox', { name: /Số tiền nạp/ }).fill('500.000')
  await topUp.getByRole('button', { name: 'Tạo mã chuyển khoản' }).click()
  await expect(topUp.getByTestId('transfer-content')).toHaveText(topUpCode)
  await expect(topUp.getByTestId('transfer-amount')).toHaveText(vnd(500_000))
  await expect(topUp.getByTestId('vietqr')).toHaveCount(1)
  await expect(topUp.getByTestId('payment-status')).toContainText('Đang chờ tiền')
  await expectAccessible(page)
  await expectNoHorizontalScroll(page)
  await markPage(page)

  const staff = await playwright.request.newContext({ baseURL: origin })
  await asAdmin(staff, origin)
  const reported = await staff.post('/api/staff/bank-transfers/simulate', {
    headers: { origin },
    data: { amount: 500_000, content: `NAP TIEN ${topUpCode}` },
  })
  expect(reported.status(), await reported.text()).toBe(201)
  await staff.dispose()

  await expect(topUp.getByTestId('top-up-status')).toHaveText(
    `Đã nhận ${vnd(500_000)} vào ví của bạn.`,
  )
  const vndWallet = main(page).getByRole('listitem').filter({ hasText: 'VND' })
  await expect(vndWallet).toContainText(vnd(500_000))
  expect(await stayed(page)).toBe(true)
  // The ledger shows the deposit with the bank's reference.
  await vndWallet.getByRole('link').click()
  await expect(main(page).getByRole('table')).toContainText(vnd(500_000))
})

test('cancel an unpaid order from its page, with a reason', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  const origin = baseURL ?? ''
  await signedIn(page, request, origin, isMobile ? 'cancel-phone' : 'cancel-desk', '/cart')
  await addAddress(page, origin, 'Đỗ Thu Hà', '3 Tràng Thi')
  const [product] = await buyable(page.request, 458)
  if (!product) throw new Error('no awond product carried by air')
  await putInCart(page, origin, [{ shop_id: 'awond', id: product.id }])
  const [id] = await placeOrders(page, [`awond:${product.id}`])
  const code = `OS${String(id).padStart(6, '0')}`

  await page.goto(`/customer/orders/${id}`)
  const cancel = main(page).getByRole('region', { name: 'Hủy đơn hàng' })
  await expect(cancel).toContainText('Bạn có thể hủy đơn khi chưa thanh toán')
  await cancel.getByText('Hủy đơn hàng…').click()
  await cancel.getByRole('textbox', { name: /Lý do/ }).fill('Đặt nhầm kích cỡ')
  await expectAccessible(page)
  await expectNoHorizontalScroll(page)
  await cancel.getByRole('button', { name: `Xác nhận hủy đơn ${code}` }).click()
  await expect(main(page).getByTestId('cancel-status')).toHaveText(`Đã hủy đơn ${code}.`)
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Đã hủy')
  await expect(main(page).getByRole('region', { name: 'Hủy đơn hàng' })).toHaveCount(0)
  // The API says so too.
  const order = (await (await page.request.get(`/api/orders/${id}`)).json()).data
  expect(order.status_id).toBe('Cancelled')
})

test('notices by mail, as chosen: a paid order is mailed, its link stops that mail', async ({
  page,
  request,
  playwright,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000)
  const origin = baseURL ?? ''
  const who = await signedIn(
    page,
    request,
    origin,
    isMobile ? 'notice-phone' : 'notice-desk',
    '/customer/notifications',
  )
  // The choices: warehouse events are not mailed by default; turn auction mail off.
  const channels = main(page).getByRole('region', { name: 'Nhận thông báo ở đâu' })
  await expect(
    channels.getByRole('checkbox', { name: 'Sự kiện kho hàng: Email' }),
  ).not.toBeChecked()
  await channels.getByRole('checkbox', { name: 'Đấu giá: Email' }).uncheck()
  await channels.getByRole('button', { name: 'Lưu lựa chọn' }).click()
  await expect(channels).toContainText('Đã lưu lựa chọn thông báo.')
  await page.reload()
  await expect(channels.getByRole('checkbox', { name: 'Đấu giá: Email' })).not.toBeChecked()
  await expect(channels.getByRole('checkbox', { name: 'Trạng thái đơn hàng: Email' })).toBeChecked()
  await expectAccessible(page)
  await expectNoHorizontalScroll(page)

  // An order is paid by a reported transfer: its status notice is mailed in Vietnamese.
  await addAddress(page, origin, 'Đỗ Thu Hà', '5 Hàng Bài')
  const [product] = await buyable(page.request, 390)
  if (!product) throw new Error('no ikom product carried by air')
  await putInCart(page, origin, [{ shop_id: 'ikom', id: product.id }])
  const [id] = await placeOrders(page, [`ikom:${product.id}`])
  const code = `OS${String(id).padStart(6, '0')}`
  const order = (await (await page.request.get(`/api/orders/${id}`)).json()).data
  const staff = await playwright.request.newContext({ baseURL: origin })
  await asAdmin(staff, origin)
  const reported = await staff.post('/api/staff/bank-transfers/simulate', {
    headers: { origin },
    data: { amount: order.total_payment, content: code },
  })
  expect(reported.status(), await reported.text()).toBe(201)
  await staff.dispose()
  const mail = await waitForMail(who.email, `Đơn ${code}: Đã thanh toán · Kaimono`, {
    timeoutMs: 60_000,
  })
  expect(mail.text).toContain(`/customer/orders/${id}`)
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

  // Its link asks first (a link scanner changes nothing), then stops order mail only.
  await page.goto(linkIn(mail, '/unsubscribe?token='))
  await expect(main(page)).toContainText('Ngừng nhận email cho mục “Trạng thái đơn hàng”?')
  await expectAccessible(page)
  await main(page).getByRole('button', { name: 'Ngừng nhận email' }).click()
  await expect(main(page).getByTestId('unsubscribe-status')).toHaveText(
    'Đã tắt email cho mục “Trạng thái đơn hàng”.',
  )
  await page.goto('/customer/notifications')
  await expect(
    channels.getByRole('checkbox', { name: 'Trạng thái đơn hàng: Email' }),
  ).not.toBeChecked()
  await expect(channels.getByRole('checkbox', { name: 'Thanh toán và ví: Email' })).toBeChecked()
})
