import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import {
  chargeAs,
  createStaff,
  depositAs,
  expectLedgerAgrees,
  insertOrder,
  orderStatus,
  vndWallet,
} from '../../../test/wallet.ts'
import { orderStatusChanges } from '../orders/schema.ts'
import { transactions } from './schema.ts'

// Issue 22: a customer cancels an unpaid order; a paid order given up is refunded to the wallet.
const t = useTestApp()
const en = { 'accept-language': 'en' }

let staff: Customer
let alice: Customer
let bob: Customer

beforeAll(async () => {
  ;[staff, alice, bob] = await Promise.all([createStaff(t), createCustomer(t), createCustomer(t)])
})

const cancel = (who: Customer | null, id: number, payload?: object) =>
  (who ?? t.app).inject({
    method: 'POST',
    url: `/api/orders/${id}/cancel`,
    headers: en,
    ...(payload ? { payload } : {}),
  })
const move = (id: number, status_id: string) =>
  staff.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/status`,
    headers: en,
    payload: { status_id },
  })
const statusOf = (id: number) => orderStatus(t, id)
const historyOf = (id: number) =>
  t.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id))
const refundsOf = (code: string) =>
  t.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.idempotencyKey, `refund:${code}`))
const ledgerAgrees = () => expectLedgerAgrees(t)

describe('a customer cancels their own order', () => {
  test('a Pending or Newish order is cancelled, with the reason in its history', async () => {
    for (const status of ['Pending', 'Newish']) {
      const order = await insertOrder(t, alice, 200_000, status)
      const res = await cancel(alice, order.id, { reason: 'Đặt nhầm màu' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data.status_id).toBe('Cancelled')
      const [change] = await historyOf(order.id)
      expect([change?.fromStatusId, change?.toStatusId, change?.note]).toEqual([
        status,
        'Cancelled',
        'Đặt nhầm màu',
      ])
    }
    // Without a body, without a reason.
    const order = await insertOrder(t, alice, 200_000)
    expect((await cancel(alice, order.id)).statusCode).toBe(200)
  })

  test("another customer's order is a 404, a visitor gets a 401; nothing changes", async () => {
    const order = await insertOrder(t, alice, 100_000)
    const other = await cancel(bob, order.id)
    expect(other.statusCode).toBe(404)
    expect(other.body).not.toContain(order.code)
    expect((await cancel(null, order.id)).statusCode).toBe(401)
    expect((await cancel(bob, 2_000_000_000)).statusCode).toBe(404)
    expect(await statusOf(order.id)).toBe('Pending')
  })

  test('a paid, cancelled or bought order is a 409 naming it; a bad reason a 422', async () => {
    for (const status of ['Paid', 'Cancelled', 'PaidToSupplier']) {
      const order = await insertOrder(t, alice, 100_000, status)
      const res = await cancel(alice, order.id)
      expect(res.statusCode, `${status} ${res.body}`).toBe(409)
      expect(res.json().message).toContain(order.code)
      expect(await statusOf(order.id)).toBe(status)
    }
    const order = await insertOrder(t, alice, 100_000)
    const res = await cancel(alice, order.id, { reason: 'x\u0000' })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(['reason'])
    expect(await statusOf(order.id)).toBe('Pending')
  })

  test('cancelling twice at once cancels once; a transfer arriving afterwards stays in the wallet', async () => {
    const customer = await createCustomer(t)
    const order = await insertOrder(t, customer, 300_000)
    const answers = await Promise.all([cancel(customer, order.id), cancel(customer, order.id)])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(await historyOf(order.id)).toHaveLength(1)
    const deposit = await depositAs(staff, {
      currency_id: 'VND',
      amount: 300_000,
      reference: `FT-late-${order.id}`,
      transfer_content: order.code,
    })
    expect(deposit.statusCode, deposit.body).toBe(201)
    expect(deposit.json().paid_orders).toEqual([])
    expect(await statusOf(order.id)).toBe('Cancelled')
    expect((await vndWallet(customer)).balance).toBe(300_000)
    await ledgerAgrees()
  })
})

describe('a paid order given up is refunded to the wallet', () => {
  async function paidOrder(who: Customer, total: number) {
    const order = await insertOrder(t, who, total)
    const deposit = await depositAs(staff, {
      customer_id: who.id,
      currency_id: 'VND',
      amount: total,
      reference: `FT-pay-${order.id}`,
    })
    expect(deposit.statusCode, deposit.body).toBe(201)
    const charge = await chargeAs(staff, order.id)
    expect(charge.statusCode, charge.body).toBe(201)
    return order
  }

  test('staff cancel a paid order: the refund is posted with the move, and the bell says so', async () => {
    const customer = await createCustomer(t)
    const order = await paidOrder(customer, 750_000)
    expect((await vndWallet(customer)).balance).toBe(0)
    const res = await move(order.id, 'Cancelled')
    expect(res.statusCode, res.body).toBe(200)
    expect(await vndWallet(customer)).toEqual(
      expect.objectContaining({ balance: 750_000, amount_available_for_payment: 750_000 }),
    )
    const [refund] = await refundsOf(order.code)
    expect([refund?.transactionTypeId, refund?.amount, refund?.availableAmount]).toEqual([
      'refund',
      750_000,
      750_000,
    ])
    // The customer's ledger shows it with the order's code.
    const list = await customer.inject({
      url: `/api/transactions?filter[reference]=${order.code}&append=references&include=transactionType`,
    })
    const types = list
      .json()
      .data.map((row: { transaction_type: { id: string } }) => row.transaction_type.id)
    expect(types.sort()).toEqual(['order_payment', 'refund'])
    const bell = (await customer.inject({ url: '/api/notifications' })).json().data
    expect(bell.map((n: { content: object }) => Object.keys(n.content)[0])).toContain('wallet')
    await ledgerAgrees()
  })

  test('out of stock, then cancelled: refunded once', async () => {
    const customer = await createCustomer(t)
    const order = await paidOrder(customer, 420_000)
    expect((await move(order.id, 'PaidToSupplier')).statusCode).toBe(200)
    expect((await move(order.id, 'OutOfStock')).statusCode).toBe(200)
    expect((await vndWallet(customer)).balance).toBe(420_000)
    expect((await move(order.id, 'Cancelled')).statusCode).toBe(200)
    expect(await refundsOf(order.code)).toHaveLength(1)
    expect((await vndWallet(customer)).balance).toBe(420_000)
    await ledgerAgrees()
  })

  test('a refused move refunds nothing; a cancelled unpaid order refunds nothing', async () => {
    const customer = await createCustomer(t)
    const order = await paidOrder(customer, 99_000)
    expect((await move(order.id, 'Finish')).statusCode).toBe(409)
    expect(await refundsOf(order.code)).toHaveLength(0)
    const unpaid = await insertOrder(t, customer, 50_000)
    expect((await move(unpaid.id, 'Cancelled')).statusCode).toBe(200)
    expect(await refundsOf(unpaid.code)).toHaveLength(0)
    expect((await vndWallet(customer)).balance).toBe(0)
    await ledgerAgrees()
  })

  test('two staff cancelling one paid order at once refund it once', async () => {
    const customer = await createCustomer(t)
    const order = await paidOrder(customer, 610_000)
    const answers = await Promise.all([move(order.id, 'Cancelled'), move(order.id, 'Cancelled')])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(await refundsOf(order.code)).toHaveLength(1)
    expect((await vndWallet(customer)).balance).toBe(610_000)
    await ledgerAgrees()
  })
})
