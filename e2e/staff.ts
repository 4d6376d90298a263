import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { newCustomer, submitLogin, verifiedCustomer } from './accounts.ts'
import { ADMIN } from './env.ts'
import { expect } from './fixtures.ts'
import { addAddress, customerNumber } from './shopping.ts'

// What staff do for the auction journeys through the staff API (issue 20): fill a customer's
// wallet and grant the bidding permission they asked for on an auction's page; and a bidder
// made ready for them.

/** The staff API as the admin, in a request context of its own. */
export async function asAdmin(request: APIRequestContext, origin: string) {
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  return {
    async deposit(customer: number, amount: number, reference: string) {
      const response = await request.post('/api/staff/wallets/deposits', {
        headers: { origin, 'idempotency-key': `e2e-auction-${reference}` },
        data: { customer_id: customer, currency_id: 'VND', amount, reference },
      })
      expect([200, 201], await response.text()).toContain(response.status())
    },
    async grant(email: string) {
      const pending = await request.get('/api/staff/auction-permissions?status=pending')
      const { data } = (await pending.json()) as {
        data: { id: number; customer: { email: string } }[]
      }
      const mine = data.find((one) => one.customer.email === email)
      expect(mine, `a pending request of ${email}`).toBeTruthy()
      const granted = await request.post(`/api/staff/auction-permissions/${mine?.id}/grant`, {
        headers: { origin },
      })
      expect(granted.status(), await granted.text()).toBe(200)
    },
  }
}

export type Staff = Awaited<ReturnType<typeof asAdmin>>

/** A customer signed in through the login page, with an address and 50,000,000 đ. */
export async function bidderPage(
  browser: Browser,
  request: APIRequestContext,
  origin: string,
  label: string,
  admin: Staff,
): Promise<{ page: Page; email: string; id: number }> {
  const who = await verifiedCustomer(request, origin, newCustomer(`Khách ${label}`, label))
  const context = await browser.newContext({ locale: 'vi-VN', baseURL: origin })
  const page = await context.newPage()
  await page.goto('/login?redirect=%2Fcustomer%2Fuser-info')
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL('/customer/user-info')
  await addAddress(page, origin, who.name, '12 Nguyễn Văn Lượng')
  const id = await customerNumber(page)
  await admin.deposit(id, 50_000_000, `${label}-${id}`)
  return { page, email: who.email, id }
}
