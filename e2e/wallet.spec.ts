import type { APIRequestContext, Page } from '@playwright/test'
import { submitLogin } from './accounts.ts'
import { ADMIN, WALLET_OWNERS } from './env.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import { expectNoHorizontalScroll } from './shopping.ts'

// Issue 7, §2 Wallet list and detail. Each project has a customer of its own, whose VND wallet
// the staff API fills with 25 deposits: on 1 to 25 October 2026, FTW0001 to FTW0025, amounts a
// permutation of 10,000 to 250,000 đ. The Idempotency-Keys are fixed, so every test may make
// sure of them and the wallet still gets each deposit once.

const DEPOSITS = Array.from({ length: 25 }, (_, index) => {
  const day = index + 1
  return {
    day,
    amount: (((day * 7) % 25) + 1) * 10_000,
    reference: `FTW${String(day).padStart(4, '0')}`,
    // 10:00 in Vietnam (UTC+7).
    voucherDate: Date.UTC(2026, 9, day, 3) / 1000,
  }
})
const TOTAL = '3.250.000 đ'

type Owner = (typeof WALLET_OWNERS)[keyof typeof WALLET_OWNERS]
const ownerOf = (project: string): Owner =>
  project === 'mobile' ? WALLET_OWNERS.mobile : WALLET_OWNERS.desktop

const main = (page: Page) => page.getByRole('main')
const rows = (page: Page) =>
  main(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
const cells = (page: Page, index: number) => rows(page).nth(index).getByRole('cell')

/** Signs the customer in through the login page and returns their customer number. */
async function signIn(page: Page, owner: Owner): Promise<number> {
  await page.goto('/login?redirect=%2Fcustomer%2Fwallet')
  await submitLogin(page, owner.email, owner.password)
  await expect(page).toHaveURL('/customer/wallet')
  const me = await page.request.get('/api/users?filter[own]=1')
  return ((await me.json()) as { data: { id: number }[] }).data[0]?.id ?? 0
}

/** The deposits, through the staff API as the admin (a retry of an earlier test's is a replay). */
async function makeDeposits(request: APIRequestContext, origin: string, customer: number) {
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  for (const deposit of DEPOSITS) {
    const response = await request.post('/api/staff/wallets/deposits', {
      headers: { origin, 'idempotency-key': `e2e-wallet-${customer}-${deposit.reference}` },
      data: {
        customer_id: customer,
        currency_id: 'VND',
        amount: deposit.amount,
        voucher_date: deposit.voucherDate,
        reference: deposit.reference,
      },
    })
    expect([200, 201], await response.text()).toContain(response.status())
  }
}

async function openVndWallet(page: Page) {
  await page.goto('/customer/wallet')
  await main(page).getByRole('link', { name: 'Xem giao dịch ví VND' }).click()
  await expect(page).toHaveURL(/\/customer\/wallet\/\d+$/)
  await waitForHydration(page)
}

test.beforeEach(async ({ page, request, baseURL }, testInfo) => {
  const customer = await signIn(page, ownerOf(testInfo.project.name))
  await makeDeposits(request, baseURL ?? '', customer)
})

test('the deposits show on the wallet list and the wallet page, paged in transactions_page', async ({
  page,
}) => {
  await page.goto('/customer/wallet')
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Ví')
  const vnd = main(page).getByRole('listitem').filter({ hasText: 'VND' })
  await expect(vnd).toContainText(`Số dư${TOTAL}`)
  await expect(vnd).toContainText(`Số tiền khả dụng để thanh toán${TOTAL}`)
  await expect(main(page).getByRole('listitem').filter({ hasText: 'JPY' })).toContainText('¥0')
  await expectAccessible(page)
  await expectNoHorizontalScroll(page)

  await openVndWallet(page)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Ví')
  const summary = main(page).getByRole('region', { name: 'Thông tin ví' })
  await expect(summary).toContainText('VND')
  await expect(summary.locator('[data-tone="primary"]')).toHaveText([TOTAL, TOTAL])
  await expect(main(page)).toContainText('Hiển thị 1–20 / 25 giao dịch')
  await expect(rows(page)).toHaveCount(20)
  // Newest voucher first.
  await expect(cells(page, 0)).toHaveText([
    '1',
    '25/10/2026',
    'Nạp tiền',
    '+10.000 đ',
    'Chuyển khoản ngân hàng FTW0025',
  ])
  await expectAccessible(page)
  await expectNoHorizontalScroll(page)

  // Page 2: the row numbers go on from 21; the page is pushed onto the history.
  const pages = main(page).getByRole('navigation', { name: 'Các trang giao dịch' })
  await pages.getByRole('link', { name: 'Trang 2' }).click()
  await expect(page).toHaveURL(/\?transactions_page=2$/)
  await expect(rows(page)).toHaveCount(5)
  await expect(cells(page, 0).first()).toHaveText('21')
  await expect(cells(page, 0).nth(1)).toHaveText('05/10/2026')
  await expect(pages.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page')
  await page.goBack()
  await expect(page).toHaveURL(/\/customer\/wallet\/\d+$/)
  await expect(cells(page, 0).first()).toHaveText('1')
})

test('voucher date and amount sort toggle between ascending and descending', async ({ page }) => {
  await openVndWallet(page)
  const header = (name: string) => main(page).getByRole('columnheader', { name: new RegExp(name) })
  await expect(header('Ngày chứng từ')).toHaveAttribute('aria-sort', 'descending')

  await header('Số tiền').getByRole('link').click()
  await expect(page).toHaveURL(/\?sort=amount$/)
  await expect(header('Số tiền')).toHaveAttribute('aria-sort', 'ascending')
  await expect(header('Ngày chứng từ')).not.toHaveAttribute('aria-sort')
  await expect(cells(page, 0).nth(3)).toHaveText('+10.000 đ')
  await expect(cells(page, 1).nth(3)).toHaveText('+20.000 đ')

  await header('Số tiền').getByRole('link').click()
  await expect(page).toHaveURL(/\?sort=-amount$/)
  await expect(header('Số tiền')).toHaveAttribute('aria-sort', 'descending')
  await expect(cells(page, 0).nth(3)).toHaveText('+250.000 đ')
  await expect(cells(page, 0).nth(1)).toHaveText('07/10/2026')

  await header('Ngày chứng từ').getByRole('link').click()
  await expect(page).toHaveURL(/\?sort=voucher_date$/)
  await expect(cells(page, 0).nth(1)).toHaveText('01/10/2026')
  await expect(cells(page, 19).nth(1)).toHaveText('20/10/2026')

  await header('Ngày chứng từ').getByRole('link').click()
  await expect(page).toHaveURL(/\/customer\/wallet\/\d+$/)
  await expect(cells(page, 0).nth(1)).toHaveText('25/10/2026')
})

test('the reference and date range filters narrow the table; reset brings it all back', async ({
  page,
}) => {
  await openVndWallet(page)
  const walletUrl = page.url()
  const reference = main(page).getByRole('searchbox', { name: 'Mã tham chiếu' })

  // §2: the reference applies on Enter, from its start and whatever its case.
  await reference.fill('ftw001')
  await reference.press('Enter')
  await expect(page).toHaveURL(/\?reference=ftw001$/)
  await expect(rows(page)).toHaveCount(10)
  await expect(main(page)).toContainText('Hiển thị 1–10 / 10 giao dịch')
  await expect(cells(page, 0).nth(4)).toHaveText('Chuyển khoản ngân hàng FTW0019')

  // §5: the range is sent once both days are set; the end day counts whole.
  await main(page).getByLabel('Từ ngày').fill('2026-10-12')
  await page.waitForTimeout(800)
  await expect(page).toHaveURL(/\?reference=ftw001$/)
  await main(page).getByLabel('Đến ngày').fill('2026-10-14')
  await expect(page).toHaveURL(/date_from=2026-10-12&date_to=2026-10-14&reference=ftw001$/)
  await expect(rows(page)).toHaveCount(3)
  await expect(rows(page).getByRole('cell').nth(1)).toHaveText('14/10/2026')

  // Emptied, the reference filter sends nothing: the whole range is back.
  await reference.fill('')
  await reference.press('Enter')
  await expect(page).toHaveURL(/\?date_from=2026-10-12&date_to=2026-10-14$/)
  await expect(rows(page)).toHaveCount(3)

  // Nothing matches: the notice.
  await reference.fill('VCB')
  await reference.press('Enter')
  await expect(main(page).getByRole('status')).toHaveText('Không có giao dịch nào khớp với bộ lọc.')
  await expect(main(page).getByRole('table')).toHaveCount(0)
  await expectAccessible(page)

  // Reset: page 1, everything, and the filtered entry is replaced in the history.
  await main(page).getByRole('link', { name: 'Đặt lại' }).click()
  await expect(page).toHaveURL(walletUrl)
  await expect(rows(page)).toHaveCount(20)
  await expect(reference).toHaveValue('')
  await expect(main(page).getByLabel('Từ ngày')).toHaveValue('')
  await page.goBack()
  await expect(page).toHaveURL(/\?date_from=2026-10-12&date_to=2026-10-14$/)
})

test('without JavaScript the filters are a GET form and the sorts are links', async ({
  browser,
  context,
  baseURL,
}) => {
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
    locale: 'vi-VN',
    baseURL,
  })
  const page = await plain.newPage()
  await openVndWalletWithoutScript(page)
  await main(page).getByRole('searchbox', { name: 'Mã tham chiếu' }).fill('FTW002')
  await main(page).getByLabel('Từ ngày').fill('2026-10-21')
  await main(page).getByLabel('Đến ngày').fill('2026-10-22')
  await main(page).getByRole('button', { name: 'Lọc' }).click()
  await expect(rows(page)).toHaveCount(2)
  await main(page)
    .getByRole('columnheader', { name: /Số tiền/ })
    .getByRole('link')
    .click()
  await expect(page).toHaveURL(/sort=amount/)
  await expect(rows(page)).toHaveCount(2)
  await expect(main(page).getByRole('searchbox', { name: 'Mã tham chiếu' })).toHaveValue('FTW002')
  await plain.close()
})

async function openVndWalletWithoutScript(page: Page) {
  await page.goto('/customer/wallet')
  await main(page).getByRole('link', { name: 'Xem giao dịch ví VND' }).click()
  await expect(page).toHaveURL(/\/customer\/wallet\/\d+$/)
}
