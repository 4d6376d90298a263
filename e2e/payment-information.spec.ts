import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// The account of the default configuration (docs/configuration.md).
const NBSP = '\u00a0'
const PAGE = '/payment-information?price=1500000&order_id=123'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('a visitor sees the transfer the link asks for: amount, order code, account and VietQR', async ({
  page,
}) => {
  const response = await page.goto(PAGE)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Thông tin thanh toán | Kaimono')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thông tin thanh toán')

  const details = page.getByRole('region', { name: 'Thông tin chuyển khoản' })
  await expect(details.getByText('Số tiền cần chuyển')).toBeVisible()
  await expect(details.getByText(`1.500.000${NBSP}đ`)).toBeVisible()
  await expect(details.getByRole('term')).toHaveText([
    'Nội dung chuyển khoản',
    'Ngân hàng',
    'Số tài khoản',
    'Chủ tài khoản',
  ])
  await expect(details.getByRole('definition')).toHaveText([
    'OS000123Sao chép nội dung',
    'Vietcombank',
    '1234567890Sao chép số tài khoản',
    'CONG TY TNHH KAIMONO',
  ])
  await expect(details).toContainText('Vui lòng giữ nguyên nội dung OS000123')
  await expect(details.getByRole('link', { name: '1900 6368' })).toHaveAttribute(
    'href',
    'tel:19006368',
  )

  const qr = page.getByRole('region', { name: 'Thanh toán bằng VietQR' })
  const code = qr.getByRole('img', {
    name: `Mã VietQR: chuyển 1.500.000 đ vào tài khoản 1234567890, nội dung OS000123`,
  })
  await expect(code).toBeVisible()
  const box = await code.boundingBox()
  expect(box?.width ?? 0, 'big enough to scan').toBeGreaterThanOrEqual(200)
  expect(await code.locator('path').count()).toBe(2)
  await expect(qr).toContainText('Quét mã này bằng ứng dụng ngân hàng bất kỳ tại Việt Nam')
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  await expectAccessible(page)

  // Nothing is wider than the screen (390 px on the mobile project).
  const overflow = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)

  // §9: the copy button confirms for 2 s.
  await waitForHydration(page)
  const copy = details.getByRole('definition').first().getByRole('button')
  await expect(copy).toHaveText('Sao chép nội dung')
  await copy.click()
  await expect(copy).toHaveText('Đã sao chép')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('OS000123')
  await expect(copy).toHaveText('Sao chép nội dung', { timeout: 5_000 })
})

test('in English the amount reads the English way and the copy says Coppied', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL as string }])
  await page.goto(PAGE)
  await expect(page).toHaveTitle('Payment information | Kaimono')
  const details = page.getByRole('region', { name: 'Bank transfer details' })
  await expect(details.getByText(`1,500,000${NBSP}đ`)).toBeVisible()
  await expect(
    page.getByRole('img', {
      name: 'VietQR code: transfer 1,500,000 đ to account 1234567890, content OS000123',
    }),
  ).toBeVisible()
  await waitForHydration(page)
  const copy = details.getByRole('definition').nth(2).getByRole('button')
  await expect(copy).toHaveText('Copy account number')
  await copy.click()
  await expect(copy).toHaveText('Coppied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1234567890')
  await expectAccessible(page)
})

test('without an order the page shows the account and where the amount is found', async ({
  page,
}) => {
  const response = await page.goto('/payment-information')
  expect(response?.status()).toBe(200)
  const details = page.getByRole('region', { name: 'Thông tin chuyển khoản' })
  await expect(details.getByRole('term')).toHaveText(['Ngân hàng', 'Số tài khoản', 'Chủ tài khoản'])
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'nút Thanh toán trong đơn hàng',
  )
  await expect(page.getByRole('link', { name: 'Xem đơn hàng của tôi' })).toHaveAttribute(
    'href',
    '/customer/orders',
  )
  await expect(page.getByRole('region', { name: 'Thanh toán bằng VietQR' })).toHaveCount(0)
  await expectAccessible(page)
})

test('a link with a bad amount says what is wrong and draws no QR code', async ({ page }) => {
  const response = await page.goto('/payment-information?price=abc&order_id=123')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Đường dẫn thanh toán không hợp lệ',
  )
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Số tiền cần chuyển: Số tiền phải là số nguyên từ 1 đến 10.000.000.000 đ',
  )
  await expect(page.getByRole('img', { name: /VietQR/ })).toHaveCount(0)
  await expect(
    page.getByRole('region', { name: 'Thông tin chuyển khoản' }).getByText('Vietcombank'),
  ).toBeVisible()
  await expectAccessible(page)
})
