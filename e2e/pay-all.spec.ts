import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import { newCustomer, submitLogin, verifiedCustomer } from './accounts.ts'
import { ADMIN } from './env.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import {
  addAddress,
  buyable,
  expectNoHorizontalScroll,
  placeOrders,
  putInCart,
} from './shopping.ts'

// Issue 15 items 5 and 6: after a checkout of two shops, one page for both orders, one transfer
// for both (one VietQR, one content), the money matched to both, on a phone and a desktop.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const NBSP = '\u00a0'
const main = (page: Page) => page.getByRole('main')
const vnd = (amount: number) => `${amount.toLocaleString('de-DE')}${NBSP}đ`

async function staffClient(baseURL: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': '198.19.250.9' },
  })
  const signedIn = await staff.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  return staff
}

/** A signed-in customer with an address and one ikom and one awond product in the cart. */
async function customerWithTwoShops(
  page: Page,
  request: APIRequestContext,
  origin: string,
  label: string,
) {
  // Signed up and verified apart from the page, whose session starts at the login form.
  const who = await verifiedCustomer(request, origin, newCustomer('Phạm Minh Châu', label))
  await page.goto('/login?redirect=%2Fcart')
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL('/cart')
  await addAddress(page, origin, 'Phạm Minh Châu', '8 Hai Bà Trưng')
  const [ikom] = await buyable(page.request, 390)
  const [awond] = await buyable(page.request, 458)
  if (!ikom || !awond) throw new Error('no product carried by air and sea')
  const customerNumber = await putInCart(page, origin, [ikom, awond])
  return { customerNumber, items: [`ikom:${ikom.id}`, `awond:${awond.id}`] }
}

test('checkout of two shops → one page for both orders → one transfer pays both', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  const origin = baseURL ?? ''
  const { customerNumber, items } = await customerWithTwoShops(
    page,
    request,
    origin,
    isMobile ? 'pay-all-phone' : 'pay-all-desk',
  )

  // Checkout makes one order per shop and lands on the page of both.
  const ids = await placeOrders(page, items)
  expect(ids).toHaveLength(2)
  const codes = ids.map((id) => `OS${String(id).padStart(6, '0')}`)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Đã đặt 2 đơn hàng')
  const totals: number[] = []
  for (const id of ids) {
    const order = (await (await page.request.get(`/api/orders/${id}`)).json()).data
    totals.push(order.total_payment)
  }
  const sum = (totals[0] ?? 0) + (totals[1] ?? 0)
  for (const [i, code] of codes.entries()) {
    const row = main(page).locator(`[data-order="${code}"]`)
    await expect(row).toContainText(vnd(totals[i] ?? 0))
    // Status names written for customers, not the internal 'Pending'.
    await expect(row).toContainText('Chờ thanh toán')
  }
  await expect(main(page).getByTestId('placed-total')).toHaveText(vnd(sum))
  await expect(main(page)).toContainText('Tiếp theo là gì?')
  await expectAccessible(page)
  for (const width of isMobile ? [360, 390] : [1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoHorizontalScroll(page)
  }

  // One button pays both: one VietQR and one transfer content.
  await main(page)
    .getByRole('button', { name: `Thanh toán cả 2 đơn · ${vnd(sum)}` })
    .click()
  await expect(page).toHaveURL(/\/customer\/payments\/\d+$/)
  await waitForHydration(page)
  const amount = main(page).getByTestId('transfer-amount')
  await expect(amount).toHaveText(vnd(sum))
  const content = main(page).getByTestId('transfer-content')
  await expect(content).toHaveText(/^KMP\d{6}$/)
  const groupCode = (await content.textContent()) ?? ''
  await expect(main(page).getByTestId('vietqr')).toHaveCount(1)
  await expect(
    main(page).getByRole('img', { name: new RegExp(`nội dung ${groupCode}$`) }),
  ).toBeVisible()
  for (const code of codes) {
    await expect(main(page).locator(`[data-order="${code}"]`)).toContainText('Chờ thanh toán')
  }
  await expect(main(page).getByTestId('payment-status')).toContainText('Đang chờ tiền')
  await expectAccessible(page)
  for (const width of isMobile ? [360, 390] : [1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoHorizontalScroll(page)
  }

  // Copy buttons put the amount (digits only) and the content on the clipboard.
  await main(page).getByRole('button', { name: 'Sao chép số tiền' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(sum))
  await main(page).getByRole('button', { name: 'Sao chép nội dung' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(groupCode)

  // Save QR downloads a PNG.
  const downloading = page.waitForEvent('download')
  await main(page).getByRole('button', { name: 'Lưu mã QR' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`VietQR-${groupCode}.png`)
  const png = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of png) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(1, 4).toString()).toBe('PNG')

  // On a phone, the banking apps open with the transfer filled in (VietQR.io's links).
  const apps = main(page).getByRole('link', { name: 'MB Bank' })
  if (isMobile) {
    await expect(apps).toHaveAttribute(
      'href',
      new RegExp(
        `^https://dl\\.vietqr\\.io/pay\\?app=mb&am=${sum}&tn=${groupCode}&ba=1234567890@vcb&`,
      ),
    )
  } else {
    await expect(apps).toBeHidden()
  }

  // The money arrives: staff record the transfer with its content as the bank shows it; the
  // open page hears it and says so, and both orders are paid.
  const staff = await staffClient(origin)
  const deposit = await staff.post('/api/staff/wallets/deposits', {
    headers: { 'idempotency-key': `e2e-pay-all-${groupCode}-${isMobile}` },
    data: {
      currency_id: 'VND',
      amount: sum,
      reference: `FT-E2E-${groupCode}`,
      transfer_content: `MBVCB.123456.${groupCode}.CT tu 0903123456`,
    },
  })
  expect(deposit.status(), await deposit.text()).toBe(201)
  expect((await deposit.json()).paid_orders).toHaveLength(2)
  await expect(main(page).getByTestId('payment-status')).toContainText(
    'Tất cả các đơn đã được thanh toán',
  )
  for (const code of codes) {
    await expect(main(page).locator(`[data-order="${code}"]`)).toContainText('Đã thanh toán')
  }
  await expect(main(page).getByTestId('vietqr')).toHaveCount(0)
  await staff.dispose()

  // The list: VND totals, no pay button once paid.
  await page.goto('/customer/orders')
  for (const [i, code] of codes.entries()) {
    const card = main(page).locator(`[data-order="${code}"]`)
    await expect(card.getByTestId('order-total')).toHaveText(vnd(totals[i] ?? 0))
    await expect(card).toContainText('Đã thanh toán')
    await expect(card.getByRole('link', { name: `Thanh toán ${code}` })).toHaveCount(0)
  }
  expect(customerNumber).toBeGreaterThan(0)
})

test('order cards show the VND total and a pay button while unpaid; the order page says it once', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  const origin = baseURL ?? ''
  const { items } = await customerWithTwoShops(
    page,
    request,
    origin,
    isMobile ? 'cards-phone' : 'cards-desk',
  )
  const ids = await placeOrders(page, items)
  expect(ids).toHaveLength(2)

  await page.goto('/customer/orders')
  const first = ids[0] ?? 0
  const code = `OS${String(first).padStart(6, '0')}`
  const card = main(page).locator(`[data-order="${code}"]`)
  await expect(card.getByTestId('order-total')).toContainText('đ')
  await expect(card).toContainText('Chờ thanh toán')
  // Two unpaid orders: one button pays both.
  await expect(main(page).getByRole('button', { name: 'Thanh toán tất cả' })).toBeVisible()
  await expectAccessible(page)
  await expectNoHorizontalScroll(page)

  // The card's pay button opens this order's transfer.
  await card.getByRole('link', { name: `Thanh toán ${code}` }).click()
  await expect(page).toHaveURL(`/payment-information?order_id=${first}`)
  await expect(main(page).getByTestId('transfer-content')).toHaveText(code)
  await expect(main(page).getByTestId('payment-status')).toContainText('Đang chờ tiền')

  // The order page: the rate once, the address once.
  await page.goto(`/customer/orders/${first}`)
  const payment = main(page).getByRole('region', { name: 'Thông tin thanh toán' })
  const rateLine = await payment.getByText(/^Tỷ giá/).textContent()
  expect(rateLine?.match(/¥/g)).toHaveLength(1)
  expect(rateLine?.match(/đ/g)).toHaveLength(1)
  const shipment = main(page).getByRole('region', { name: 'Thông tin giao hàng' })
  expect(((await shipment.textContent()) ?? '').split('8 Hai Bà Trưng')).toHaveLength(2)
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Chờ thanh toán')
})
