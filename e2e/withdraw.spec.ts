import type { APIRequestContext, Page } from '@playwright/test'
import { newCustomer, submitLogin, verifiedCustomer } from './accounts.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'
import { customerNumber, expectNoHorizontalScroll } from './shopping.ts'
import { asAdmin } from './staff.ts'

// Issue 22: a customer withdraws wallet money to their bank account; staff pay it and confirm.
const NBSP = '\u00a0'
const main = (page: Page) => page.getByRole('main')
const vnd = (amount: number) => `${amount.toLocaleString('de-DE')}${NBSP}đ`

/** A customer signed in on the wallet page, with `amount` deposited by staff. */
async function customerWithMoney(
  page: Page,
  request: APIRequestContext,
  staff: APIRequestContext,
  origin: string,
  label: string,
  amount: number,
) {
  const who = await verifiedCustomer(request, origin, newCustomer('Đỗ Thu Hà', label))
  await page.goto('/login?redirect=%2Fcustomer%2Fwallet')
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL('/customer/wallet')
  const id = await customerNumber(page)
  await (await asAdmin(staff, origin)).deposit(id, amount, `withdraw-${label}-${id}`)
  await page.reload()
  return id
}

/** The VND wallet's card on the wallet page. */
const vndWallet = (page: Page) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /VND/ }) })

async function fillRequest(page: Page, amount: string) {
  const withdraw = main(page).getByRole('region', { name: 'Rút tiền', exact: true })
  await withdraw.getByRole('textbox', { name: /Số tiền muốn rút/ }).fill(amount)
  await withdraw.getByRole('combobox', { name: /Ngân hàng/ }).selectOption({ label: 'Vietcombank' })
  await withdraw.getByRole('textbox', { name: /Số tài khoản/ }).fill('0011 0044 55667')
  await withdraw.getByRole('textbox', { name: /Tên chủ tài khoản/ }).fill('Đỗ Thu Hà')
  await withdraw.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }).click()
}

test('withdraw to a bank account: held, cancelled, asked again, paid by staff', async ({
  page,
  request,
  playwright,
  baseURL,
  isMobile,
}) => {
  const origin = baseURL ?? ''
  const staff = await playwright.request.newContext({ baseURL: origin })
  const label = isMobile ? 'withdraw-phone' : 'withdraw-desk'
  const id = await customerWithMoney(page, request, staff, origin, label, 1_000_000)
  await waitForHydration(page)
  const withdraw = main(page).getByRole('region', { name: 'Rút tiền', exact: true })
  await expect(withdraw).toContainText(`tối đa ${vnd(1_000_000)}`)

  // More than there is: refused under the amount, with what there is.
  await fillRequest(page, '2.000.000')
  await expect(withdraw).toContainText(`Bạn chỉ có thể rút tối đa ${vnd(1_000_000)}`)

  await fillRequest(page, '300.000')
  await expect(withdraw).toContainText(/Đã gửi yêu cầu rút tiền RT\d{6}/)
  const requests = withdraw.getByTestId('withdrawals').getByRole('listitem')
  await expect(requests).toHaveCount(1)
  await expect(requests.first()).toContainText('Chờ chuyển khoản')
  await expect(requests.first()).toContainText('Vietcombank · 0011004455667 · DO THU HA')
  // The amount is held: the balance stays, the amount available drops.
  await expect(vndWallet(page)).toContainText(vnd(1_000_000))
  await expect(vndWallet(page)).toContainText(vnd(700_000))
  await expectAccessible(page)
  await expectNoHorizontalScroll(page)

  // Taken back while it waits: available again.
  await requests
    .first()
    .getByRole('button', { name: /^Hủy yêu cầu RT/ })
    .click()
  await expect(withdraw).toContainText(/Đã hủy yêu cầu RT\d{6}/)
  await expect(requests.first()).toContainText('Đã hủy')
  await expect(vndWallet(page)).not.toContainText(vnd(700_000))
  await expect(requests.first().getByRole('button')).toHaveCount(0)

  await fillRequest(page, '200.000')
  await expect(requests).toHaveCount(2)
  await expect(requests.first()).toContainText('Chờ chuyển khoản')
  await expect(vndWallet(page)).toContainText(vnd(800_000))

  // Staff pay it from the shop's account and confirm with the bank's reference.
  const queue = await staff.get(
    `/api/staff/withdrawals?filter[customer_id]=${id}&filter[status]=requested`,
  )
  const [waiting] = (await queue.json()).data as { id: number; amount: number }[]
  expect(waiting?.amount).toBe(200_000)
  const reference = `FT26334${String(id).padStart(6, '0')}`
  const confirmed = await staff.post(`/api/staff/withdrawals/${waiting?.id}/paid`, {
    headers: { origin },
    data: { reference },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  const again = await staff.post(`/api/staff/withdrawals/${waiting?.id}/paid`, {
    headers: { origin },
    data: { reference },
  })
  expect(again.status()).toBe(409)
  await staff.dispose()

  await page.reload()
  await expect(requests.first()).toContainText('Đã chuyển khoản')
  await expect(requests.first()).toContainText(`Mã giao dịch ${reference}`)
  // Paid: the balance drops too; both figures are 800.000 đ.
  await expect(vndWallet(page)).not.toContainText(vnd(1_000_000))
  await expect(vndWallet(page).getByText(vnd(800_000))).toHaveCount(2)
  await expectNoHorizontalScroll(page)

  // Every movement is in the ledger, with its references.
  await vndWallet(page).getByRole('link').click()
  const table = main(page).getByRole('table')
  await expect(table).toContainText('Rút tiền về tài khoản ngân hàng')
  await expect(table).toContainText('Giữ tiền chờ rút')
  await expect(table).toContainText('Hủy giữ tiền rút')
  await expect(table).toContainText(reference)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a withdrawal is asked for and taken back with plain forms', async ({
    page,
    request,
    playwright,
    baseURL,
    isMobile,
  }) => {
    test.skip(isMobile, 'one browser setup is enough')
    const origin = baseURL ?? ''
    const staff = await playwright.request.newContext({ baseURL: origin })
    await customerWithMoney(page, request, staff, origin, 'withdraw-nojs', 100_000)
    await staff.dispose()
    const withdraw = main(page).getByRole('region', { name: 'Rút tiền', exact: true })
    await fillRequest(page, '9.000')
    await expect(withdraw).toContainText('Số tiền rút phải là số nguyên, ít nhất 10.000 đ')
    await expect(withdraw.getByRole('textbox', { name: /Số tài khoản/ })).toHaveValue(
      '0011 0044 55667',
    )
    await fillRequest(page, '50.000')
    await expect(withdraw).toContainText(/Đã gửi yêu cầu rút tiền RT\d{6}/)
    await expect(vndWallet(page)).toContainText(vnd(50_000))
    await withdraw.getByRole('button', { name: /^Hủy yêu cầu RT/ }).click()
    await expect(withdraw).toContainText(/Đã hủy yêu cầu RT\d{6}/)
    await expect(vndWallet(page).getByText(vnd(100_000))).toHaveCount(2)
  })
})
