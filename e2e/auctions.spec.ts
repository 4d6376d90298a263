import type { APIRequestContext } from '@playwright/test'
import { newCustomer, submitLogin, verifiedCustomer } from './accounts.ts'
import {
  expect,
  expectAccessible,
  expectToast,
  test,
  waitForHydration,
  watchToasts,
} from './fixtures.ts'
import { addAddress, customerNumber } from './shopping.ts'
import { asAdmin, bidderPage } from './staff.ts'

// Issue 20: two customers fight over a Yahoo! auction of the mirror. The first asks for
// permission on the page, staff grant it, she bids; the second outbids her; her open page and
// her bell say so at once, without a reload.

type ApiItem = { id: string; price: number; end_time: number | null; is_sold_out: boolean }

/** An open auction ending in more than a day, a different one for each project. */
async function openAuction(request: APIRequestContext, project: string): Promise<ApiItem> {
  const soon = Date.now() / 1000 + 86_400
  const found: ApiItem[] = []
  for (let page = 1; page <= 3 && found.length < 2; page++) {
    const response = await request.get(`/market/v3/yahoo-auction?page=${page}&sort=price_asc`)
    expect(response.status()).toBe(200)
    const { items } = (await response.json()) as { items: ApiItem[] }
    found.push(
      ...items.filter((item) => !item.is_sold_out && (item.end_time ?? 0) > soon && item.price > 0),
    )
  }
  const item = found[project === 'mobile' ? 1 : 0]
  if (!item) throw new Error('no open auction in the mirror')
  return item
}

test('ask for permission, bid, be outbid by another customer and see it live', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
  allowConsoleErrors,
}, testInfo) => {
  test.slow()
  // The phone number typed wrong first is refused by the server (a 422 the page shows).
  allowConsoleErrors(/status of 422/)
  const origin = baseURL ?? ''
  const item = await openAuction(request, testInfo.project.name)
  // A context of its own: verifying a customer's email signs the verifying context in as them.
  const staffRequest = await playwright.request.newContext({ baseURL: origin })
  const admin = await asAdmin(staffRequest, origin)
  const itemPath = `/other-market/yahoo-auction/${encodeURIComponent(item.id)}`

  // Ánh, in this test's page: signed in, no permission yet.
  const who = await verifiedCustomer(request, origin, newCustomer('Trần Thị Ánh', 'dau-gia-a'))
  await page.goto('/login?redirect=%2Fcustomer%2Fuser-info')
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL('/customer/user-info')
  await addAddress(page, origin, who.name, '5 Lê Lợi')
  const anhId = await customerNumber(page)
  await admin.deposit(anhId, 50_000_000, `anh-${anhId}`)
  await watchToasts(page)
  await page.goto(itemPath)
  await waitForHydration(page)
  const box = page.getByRole('main').getByRole('region', { name: 'Đấu giá' })
  await expect(box.getByText('Bạn chưa có quyền đấu giá')).toBeVisible()
  await box.getByRole('button', { name: 'Đăng ký ngay' }).click()
  const dialog = page.getByRole('dialog', { name: 'Đăng ký quyền đấu giá' })
  await dialog.getByLabel(/Số điện thoại/).fill('123')
  await dialog.getByRole('button', { name: 'Gửi' }).click()
  await expect(dialog.getByText('Số điện thoại không hợp lệ', { exact: false })).toBeVisible()
  await dialog.getByLabel(/Số điện thoại/).fill('0912 345 678')
  await dialog.getByRole('button', { name: 'Gửi' }).click()
  await expectToast(page, 'Đăng ký thành công, chúng tôi sẽ liên hệ với bạn trong vòng 24h')
  await expect(box.getByText('Yêu cầu của bạn đang được xem xét')).toBeVisible()
  await expectAccessible(page)

  // Staff call her and grant it; her page, read again, takes bids.
  await admin.grant(who.email)
  await page.reload()
  await waitForHydration(page)
  const amount = box.getByLabel('Giá bạn đặt (yên)')
  const first = item.price + 5_000
  await amount.fill(`${first}abc`)
  await expect(amount).toHaveValue(String(first))
  await box.getByRole('button', { name: 'Đặt giá', exact: true }).click()
  const placed = page.getByRole('dialog', { name: 'Đã đặt giá' })
  await expect(placed).toContainText('Chúng tôi sẽ gửi cập nhật đấu giá đến số điện thoại của bạn')
  await placed.getByRole('button', { name: 'Đóng', exact: true }).first().click()
  await expect(box.getByTestId('auction-my-status')).toContainText('Giá đang dẫn đầu')
  await expect(box.getByTestId('auction-bid-list')).toContainText('(bạn)')

  // Bình, in a browser of his own, bids more.
  const binh = await bidderPage(browser, request, origin, 'dau-gia-b', admin)
  await binh.page.goto(itemPath)
  await waitForHydration(binh.page)
  const ask = await binh.page.request.post('/market/request-permission/create', {
    headers: { origin },
    data: { supplier_name: 'YahooAuction', tel: '0987654321', user_id: binh.id },
  })
  expect(ask.status(), await ask.text()).toBe(201)
  await admin.grant(binh.email)
  await binh.page.reload()
  await waitForHydration(binh.page)
  const binhBox = binh.page.getByRole('main').getByRole('region', { name: 'Đấu giá' })
  await binhBox.getByLabel('Giá bạn đặt (yên)').fill(String(first + 10_000))
  await binhBox.getByRole('button', { name: 'Đặt giá', exact: true }).click()
  await expect(binh.page.getByRole('dialog', { name: 'Đã đặt giá' })).toBeVisible()

  // Ánh's page, not reloaded, says she was outbid, at the new price, and her bell rings.
  await expect(box.getByTestId('auction-my-status')).toContainText('Bị vượt qua')
  const increment = first < 5_000 ? 100 : first < 10_000 ? 250 : first < 50_000 ? 500 : 1_000
  const price = `¥${(first + increment).toLocaleString('en-US')}`
  await expect(box.getByTestId('auction-price')).toContainText(price)
  const bell = await page.request.get('/api/notifications')
  const { data } = (await bell.json()) as {
    data: { content: { auction?: Record<string, unknown> } }[]
  }
  expect(data.map((one) => one.content.auction)).toContainEqual({
    event: 'outbid',
    item_id: item.id,
    name: expect.any(String),
    price: first + increment,
    supplier: 'YahooAuction',
  })
  await expectAccessible(page)

  // Her bid log has it: outbid, her maximum in yen and dong, the item's page a click away.
  await page.goto('/customer/auction-log')
  await waitForHydration(page)
  const log = page.getByRole('main')
  const row = log.getByRole('listitem').filter({ hasText: 'Bị vượt qua' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`¥${first.toLocaleString('en-US')}`)
  await expect(row.getByRole('link').first()).toHaveAttribute('href', itemPath)
  await log.getByLabel('Trạng thái').selectOption('final-success')
  await expect(page).toHaveURL(/status=final-success/)
  await expect(log.getByText('Rất tiếc, không tìm thấy lịch sử đấu giá của bạn')).toBeVisible()
  await expectAccessible(page)
  await binh.page.context().close()
  await staffRequest.dispose()
})
