import { expect, expectAccessible, test } from './fixtures.ts'

// The seeded price list (ADR 009), as the page must show it.
const NBSP = '\u00a0'

test('the service price table shows the seeded fees, rates and rules in Vietnamese', async ({
  page,
}) => {
  const response = await page.goto('/service-price-table')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Bảng giá dịch vụ | Kaimono')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bảng giá dịch vụ')
  const main = page.getByRole('main')

  const fee = main.getByRole('region', { name: 'Phí dịch vụ mua hộ' })
  await expect(fee).toContainText('tiền hàng cộng thuế 10%')
  const feeRow = (name: string) => fee.getByRole('row', { name }).getByRole('cell')
  await expect(feeRow(`Dưới 5.000.000${NBSP}đ`)).toHaveText(['7%', `30.000${NBSP}đ`])
  await expect(feeRow(`Từ 5.000.000${NBSP}đ đến dưới 20.000.000${NBSP}đ`)).toHaveText([
    '5%',
    `350.000${NBSP}đ`,
  ])
  await expect(feeRow(`Từ 20.000.000${NBSP}đ đến dưới 50.000.000${NBSP}đ`)).toHaveText([
    '4%',
    `1.000.000${NBSP}đ`,
  ])
  await expect(feeRow(`Từ 50.000.000${NBSP}đ trở lên`)).toHaveText(['3%', `2.000.000${NBSP}đ`])

  const shipping = main.getByRole('region', { name: 'Phí vận chuyển quốc tế Nhật Bản – Việt Nam' })
  await expect(shipping.getByRole('columnheader')).toHaveText(['Đường hàng không', 'Đường biển'])
  const cells = (name: string) => shipping.getByRole('row', { name }).getByRole('cell')
  await expect(cells('Kho Hà Nội (miền Bắc)')).toHaveText([
    `180.000${NBSP}đ mỗi kg`,
    `60.000${NBSP}đ mỗi kg`,
  ])
  await expect(cells('Kho TP. Hồ Chí Minh (miền Nam)')).toHaveText([
    `190.000${NBSP}đ mỗi kg`,
    `55.000${NBSP}đ mỗi kg`,
  ])
  await expect(cells('Khối lượng tính phí tối thiểu')).toHaveText([`1${NBSP}kg`, `10${NBSP}kg`])
  await expect(cells('Làm tròn lên theo')).toHaveText([`0,1${NBSP}kg`, `1${NBSP}kg`])
  await expect(shipping.getByRole('listitem')).toHaveText([
    'Đường hàng không: khối lượng quy đổi (kg) = dài × rộng × cao (cm) ÷ 6.000',
    'Đường biển: khối lượng quy đổi (kg) = dài × rộng × cao (cm) ÷ 6.000',
  ])

  const regions = main.getByRole('region', { name: 'Kho nhận hàng theo tỉnh, thành phố' })
  await expect(regions.getByRole('heading', { level: 3 })).toHaveText([
    'Kho Hà Nội (miền Bắc)',
    'Kho TP. Hồ Chí Minh (miền Nam)',
  ])
  await expect(regions.locator('p').nth(1)).toContainText('Thành phố Huế')
  await expect(regions.locator('p').nth(2)).toContainText('Thành phố Đà Nẵng')

  const invitation = main.getByRole('region', { name: 'Ưu đãi mã giới thiệu' })
  await expect(invitation).toContainText(`giúp giảm 20.000${NBSP}đ phí vận chuyển`)
  await expect(invitation.getByRole('link', { name: 'Xem mã giới thiệu của bạn' })).toHaveAttribute(
    'href',
    '/customer/gift',
  )
  await expectAccessible(page)
})

test('in English the same figures read the English way', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL as string }])
  await page.goto('/service-price-table')
  await expect(page).toHaveTitle('Service price table | Kaimono')
  const main = page.getByRole('main')

  const fee = main.getByRole('region', { name: 'Buying service fee' })
  await expect(
    fee.getByRole('row', { name: `Below 5,000,000${NBSP}đ` }).getByRole('cell'),
  ).toHaveText(['7%', `30,000${NBSP}đ`])
  await expect(
    fee.getByRole('row', { name: `50,000,000${NBSP}đ and above` }).getByRole('cell'),
  ).toHaveText(['3%', `2,000,000${NBSP}đ`])

  const shipping = main.getByRole('region', {
    name: 'International shipping from Japan to Vietnam',
  })
  const cells = (name: string) => shipping.getByRole('row', { name }).getByRole('cell')
  await expect(cells('Hanoi warehouse (north)')).toHaveText([
    `180,000${NBSP}đ per kg`,
    `60,000${NBSP}đ per kg`,
  ])
  await expect(cells('Ho Chi Minh City warehouse (south)')).toHaveText([
    `190,000${NBSP}đ per kg`,
    `55,000${NBSP}đ per kg`,
  ])
  await expect(cells('Minimum chargeable weight')).toHaveText([`1${NBSP}kg`, `10${NBSP}kg`])
  await expect(cells('Rounded up to')).toHaveText([`0.1${NBSP}kg`, `1${NBSP}kg`])
  await expect(main.getByRole('region', { name: 'Invitation code reward' })).toContainText(
    `takes 20,000${NBSP}đ off the shipping fee of your next order`,
  )
  await expectAccessible(page)
})
