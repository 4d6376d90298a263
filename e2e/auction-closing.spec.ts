import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import { asAdmin, bidderPage, type Staff } from './staff.ts'

// Issue 20 item 10: an auction that really ends during the journey. Staff offer an Ecoring lot
// ending in under a minute; two customers bid on it; the winner's page counts down to 0, the
// form goes and "Auction ended" shows; the closing job makes her order and its charge, which
// her orders and her wallet show; the loser's deposit is free again.

const main = (page: Page) => page.getByRole('main')

/** A bidder (signed in, an address, 50,000,000 đ) granted leave to bid on Ecoring. */
async function bidder(
  browser: Browser,
  request: APIRequestContext,
  origin: string,
  label: string,
  admin: Staff,
): Promise<{ page: Page; id: number }> {
  const { page, email, id } = await bidderPage(browser, request, origin, label, admin)
  const asked = await page.request.post('/market/request-permission/create', {
    headers: { origin },
    data: { supplier_name: 'Ecoring', tel: '0912345678', user_id: id },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  await admin.grant(email)
  return { page, id }
}

async function bid(page: Page, origin: string, customer: number, item: number, price: number) {
  const response = await page.request.post('/market/ecoring/bid', {
    headers: { origin, 'idempotency-key': `e2e-closing-${item}-${customer}-${price}` },
    data: { item, bid_price: price, user_id: customer },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test('the countdown reaches 0, the closing makes the winner’s order and charge, the loser’s deposit is free', async ({
  browser,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'one real end is enough: it waits for the clock')
  test.slow()
  const origin = baseURL ?? ''
  const staffRequest = await playwright.request.newContext({ baseURL: origin })
  const admin = await asAdmin(staffRequest, origin)
  const winner = await bidder(browser, request, origin, 'dau-gia-thang', admin)
  const loser = await bidder(browser, request, origin, 'dau-gia-thua', admin)

  // The lot, offered by staff: open since a minute ago, ending 40 s from now.
  const now = Math.floor(Date.now() / 1000)
  const offered = await staffRequest.post('/api/staff/ecoring/lots', {
    headers: { origin },
    data: {
      names: {
        vi: 'Đồng hồ Omega Seamaster kết thúc trong phút',
        ja: 'オメガ シーマスター 1分以内に終了',
        en: 'Omega Seamaster ending within the minute',
      },
      brand: 'OMEGA',
      rank: 'A',
      start_price: 50_000,
      bid_step_unit: [5_000, 10_000],
      category_ids: [2],
      start_time: now - 60,
      end_time: now + 40,
    },
  })
  expect(offered.status(), await offered.text()).toBe(201)
  const lot = ((await offered.json()) as { data: { id: number; name: string } }).data

  await bid(loser.page, origin, loser.id, lot.id, 60_000)
  await bid(winner.page, origin, winner.id, lot.id, 80_000)

  // Her page counts down; at 0 the form goes and the auction says it has ended.
  const page = winner.page
  await page.goto(`/other-market/ecoring/detail/timelimit/${lot.id}`)
  await waitForHydration(page)
  const box = main(page).getByRole('region', { name: 'Đấu giá' })
  await expect(box.getByRole('button', { name: 'Đặt giá', exact: true })).toBeVisible()
  await expect(box).toContainText('Phiên đấu giá đã kết thúc', { timeout: 60_000 })
  await expect(box.getByRole('button', { name: 'Đặt giá', exact: true })).toHaveCount(0)
  await expectAccessible(page)

  // The closing job (every 10 s) makes her order at 60,000 + 5,000 and charges it.
  let order: { code: string; total_payment: number } | undefined
  await expect(async () => {
    const response = await page.request.get('/api/orders?filter[own]=1')
    const { data } = (await response.json()) as {
      data: { code: string; total_payment: number; purchase_cost: number }[]
    }
    order = data[0]
    expect(order).toMatchObject({ purchase_cost: 65_000 })
  }).toPass({ timeout: 45_000 })
  const code = order?.code ?? ''
  await page.goto('/customer/orders')
  await expect(main(page)).toContainText(code)
  await page.goto('/customer/wallet')
  await main(page).getByRole('link', { name: 'Xem giao dịch ví VND' }).click()
  await expect(page).toHaveURL(/\/customer\/wallet\/\d+$/)
  const charge = main(page).getByRole('row').filter({ hasText: code })
  await expect(charge).toHaveCount(1)
  await expect(charge).toContainText('-')

  // Bình's deposit is his to spend again.
  await loser.page.goto('/customer/wallet')
  const vnd = main(loser.page).getByRole('listitem').filter({ hasText: 'VND' })
  await expect(vnd).toContainText('Số tiền khả dụng để thanh toán50.000.000 đ')
})
