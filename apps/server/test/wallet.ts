// Helpers of the wallet tests: a staff member, deposits through the staff API, orders to charge.
import { randomBytes } from 'node:crypto'
import type { DepositInput, OrderPrice } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { orders } from '../src/modules/orders/schema.ts'
import { checkLedger } from '../src/modules/wallet/reconcile.ts'
import { transactions } from '../src/modules/wallet/schema.ts'
import type { Customer } from './accounts.ts'
import type { TestApp } from './app.ts'

export const newKey = () => `test-${randomBytes(8).toString('hex')}`

export { createStaff } from './orders.ts'

type Caller = Pick<Customer, 'inject'>

export function depositAs(
  staff: Caller,
  body: Partial<DepositInput> | Record<string, unknown>,
  { key = newKey(), lang = 'en' }: { key?: string | null; lang?: string } = {},
) {
  return staff.inject({
    method: 'POST',
    url: '/api/staff/wallets/deposits',
    headers: { 'accept-language': lang, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body as object,
  })
}

export function chargeAs(
  staff: Caller,
  orderId: number,
  body: Record<string, unknown> = {},
  { key = newKey(), lang = 'en' }: { key?: string | null; lang?: string } = {},
) {
  return staff.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/charge`,
    headers: { 'accept-language': lang, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  })
}

/** An order of `customer` as checkout leaves it (Pending), written straight to the database. */
export async function insertOrder(
  t: TestApp,
  customer: Customer,
  totalPayment: number,
  statusId = 'Pending',
): Promise<{ id: number; code: string }> {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: customer.uid,
      customerNumber: customer.id,
      shopId: 'ikom',
      statusId,
      shipmentMethodId: 'air',
      shipmentInfo: {
        consignee: customer.name,
        tel: '0912345678',
        address: '1 Tràng Tiền',
        full_address: '1 Tràng Tiền, Hoàn Kiếm, Hà Nội',
        ward_id: '00070',
        scheme: 'old',
        note: null,
        sender_name: 'Kaimono',
        sender_tel: '0912345678',
      },
      region: 'north',
      paymentRate: '172.5',
      purchaseCost: 1000,
      tax: 100,
      serviceFee: 0,
      estimatedFreightCharge: 0,
      invitationCredit: 0,
      totalPayment,
      // A breakdown that adds up to the total, so that the order reads back as an Order.
      pricing: {
        shipment_method: 'air',
        region: 'north',
        payment_rate: '172.5',
        purchase_cost_jpy: 1000,
        tax_jpy: 100,
        purchase_cost_vnd: totalPayment,
        tax_vnd: 0,
        service_fee_percent: '0',
        service_fee_vnd: 0,
        actual_weight_g: 0,
        volumetric_weight_g: 0,
        chargeable_weight_g: 0,
        shipping_rate_per_kg_vnd: 0,
        shipping_fee_vnd: 0,
        invitation_credit_vnd: 0,
        invitation_credits_used: 0,
        total_vnd: totalPayment,
      } satisfies OrderPrice,
      idempotencyKey: newKey(),
      requestHash: 'test',
    })
    .returning({ id: orders.id, code: orders.code })
  if (!order) throw new Error('no order inserted')
  return order
}

/** An order's status, read from the database. */
export async function orderStatus(t: TestApp, id: number): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: orders.statusId })
    .from(orders)
    .where(eq(orders.id, id))
  return row?.status
}

/** The customer's VND wallet as the API shows it to them. */
export async function vndWallet(who: Pick<Customer, 'inject'>) {
  const res = await who.inject({ url: '/api/wallet/users?filter[currency_id]=VND' })
  return res.json().data[0] as { balance: number; amount_available_for_payment: number }
}

/** `npm run ledger:check`'s verdict: every wallet equals the sum of its rows. */
export async function expectLedgerAgrees(t: TestApp): Promise<void> {
  expect((await checkLedger(t.database.db)).disagreements).toEqual([])
}

/** How many ledger rows there are. */
export async function ledgerRows(t: TestApp): Promise<number> {
  return (await t.database.db.select().from(transactions)).length
}
