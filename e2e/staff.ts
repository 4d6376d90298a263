import type { APIRequestContext } from '@playwright/test'
import { ADMIN } from './env.ts'
import { expect } from './fixtures.ts'

// What staff do for the auction journeys through the staff API (issue 20): fill a customer's
// wallet and grant the bidding permission they asked for on an auction's page.

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
