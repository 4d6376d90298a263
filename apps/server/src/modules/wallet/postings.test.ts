import type { ChargedOrder, Transaction, Wallet } from '@kaimono/contracts'
import { count, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { chargeAs, createStaff, depositAs, insertOrder, newKey } from '../../../test/wallet.ts'
import { notifications } from '../notifications/schema.ts'
import { orderStatusChanges, orders } from '../orders/schema.ts'
import { checkLedger } from './reconcile.ts'
import { transactions, wallets } from './schema.ts'

const t = useTestApp()
let staff: Customer
let customer: Customer

beforeAll(async () => {
  staff = await createStaff(t)
  customer = await createCustomer(t)
})

const walletOf = async (who: Customer, currency: 'VND' | 'JPY' = 'VND') => {
  const res = await who.inject({ url: `/api/wallet/users?filter[currency_id]=${currency}` })
  return res.json().data[0] as Wallet
}
const rowsOf = async (walletId: number) =>
  t.database.db.select().from(transactions).where(eq(transactions.walletId, walletId))
const statusOf = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.statusId
const vnd = (amount: number) => ({ currency_id: 'VND', amount, reference: 'FT2611230001' })

describe('who may post', () => {
  test('a customer gets a 403 and a visitor a 401 on both staff calls; nothing is written', async () => {
    const other = await createCustomer(t)
    const { id } = await insertOrder(t, other, 100_000)
    const body = { customer_id: other.id, ...vnd(1_000_000) }
    expect((await depositAs(customer, body)).statusCode).toBe(403)
    expect((await chargeAs(customer, id, { allow_credit: true })).statusCode).toBe(403)
    const visitor = { inject: (options: InjectOptions) => t.app.inject(options) }
    expect((await depositAs(visitor, body)).statusCode).toBe(401)
    expect((await chargeAs(visitor, id)).statusCode).toBe(401)
    const wallet = await walletOf(other)
    expect(wallet.balance).toBe(0)
    expect(await rowsOf(wallet.id)).toEqual([])
    expect(await statusOf(id)).toBe('Pending')
  })
})

describe('POST /api/staff/wallets/deposits', () => {
  test('a deposit raises the balance and the available amount, with its bank reference', async () => {
    const before = Math.floor(Date.now() / 1000)
    const res = await depositAs(staff, {
      customer_id: customer.id,
      ...vnd(500_000),
      note: 'Chuyển khoản Vietcombank',
    })
    expect(res.statusCode, res.body).toBe(201)
    const posted = res.json().data as Transaction
    expect(posted).toMatchObject({
      transaction_type_id: 'deposit',
      amount: 500_000,
      available_amount: 500_000,
      balance_after: 500_000,
      available_after: 500_000,
      note: 'Chuyển khoản Vietcombank',
      transaction_type: { id: 'deposit', name: 'Deposit' },
      references: [{ receiptable_type: 'bank_transfer', receiptable_id: 'FT2611230001' }],
    })
    expect(posted.voucher_date).toBeGreaterThanOrEqual(before)
    expect(posted.voucher_date).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    expect(await walletOf(customer)).toMatchObject({
      balance: 500_000,
      amount_available_for_payment: 500_000,
    })
    const [row] = await rowsOf(posted.wallet_id)
    expect(row?.createdBy).toBe(staff.uid)
  })

  test('a JPY deposit goes to the JPY wallet, with the voucher date given', async () => {
    const res = await depositAs(staff, {
      customer_id: customer.id,
      currency_id: 'JPY',
      amount: 12_000,
      reference: 'JP-0001',
      voucher_date: 1_790_000_000,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({ voucher_date: 1_790_000_000, balance_after: 12_000 })
    expect((await walletOf(customer, 'JPY')).balance).toBe(12_000)
  })

  test('bad input is a 422 naming each field in the request language, and writes nothing', async () => {
    const wallet = await walletOf(customer)
    const before = (await rowsOf(wallet.id)).length
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_id: customer.id, ...vnd(0) }, 'amount'],
      [{ customer_id: customer.id, ...vnd(-5) }, 'amount'],
      [{ customer_id: customer.id, ...vnd(1.5) }, 'amount'],
      [{ customer_id: customer.id, ...vnd(100_000_000_001) }, 'amount'],
      [{ customer_id: customer.id, currency_id: 'VND', amount: '100', reference: 'x' }, 'amount'],
      [{ customer_id: customer.id, ...vnd(1), currency_id: 'USD' }, 'currency_id'],
      [{ customer_id: 'abc', ...vnd(1) }, 'customer_id'],
      [{ customer_id: 999_999_999, ...vnd(1) }, 'customer_id'],
      [{ customer_id: customer.id, ...vnd(1), reference: '   ' }, 'reference'],
      [{ customer_id: customer.id, ...vnd(1), reference: 'x'.repeat(65) }, 'reference'],
      [{ customer_id: customer.id, currency_id: 'VND', amount: 1 }, 'reference'],
      [
        { customer_id: customer.id, ...vnd(1), voucher_date: Date.now() / 1000 + 3600 },
        'voucher_date',
      ],
      [{ customer_id: customer.id, ...vnd(1), voucher_date: Date.now() }, 'voucher_date'],
      [{ customer_id: customer.id, ...vnd(1), voucher_date: 12 }, 'voucher_date'],
      [{ customer_id: customer.id, ...vnd(1), note: 'x'.repeat(501) }, 'note'],
      // Issue 14: these three were 500s (a NUL PostgreSQL cannot store, an id past int4).
      [{ customer_id: customer.id, ...vnd(1), reference: 'FT\u0000' }, 'reference'],
      [{ customer_id: customer.id, ...vnd(1), note: 'chuyển khoản\u0000' }, 'note'],
      [{ customer_id: 2 ** 31, ...vnd(1) }, 'customer_id'],
    ]
    for (const [body, field] of cases) {
      const res = await depositAs(staff, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field])
    }
    const vi = await depositAs(
      staff,
      { customer_id: customer.id, ...vnd(1), currency_id: 'EUR' },
      {
        lang: 'vi',
      },
    )
    expect(vi.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      errors: { currency_id: ['Loại tiền phải là VND hoặc JPY'] },
    })
    const ja = await depositAs(staff, { customer_id: 999_999_999, ...vnd(1) }, { lang: 'ja' })
    expect(ja.json().errors.customer_id).toEqual(['顧客番号 999999999 の顧客はいません'])
    expect((await rowsOf(wallet.id)).length).toBe(before)
  })

  test('the Idempotency-Key header is required, 8 to 200 characters', async () => {
    const body = { customer_id: customer.id, ...vnd(1_000) }
    for (const key of [null, 'short', 'k'.repeat(201)]) {
      const res = await depositAs(staff, body, { key })
      expect(res.statusCode, String(key)).toBe(400)
      expect(res.json().message).toContain('Idempotency-Key')
    }
  })

  test('a retry under the same key posts once and answers 200 idempotent-replayed; another request under it is a 409', async () => {
    const someone = await createCustomer(t)
    const key = newKey()
    const body = { customer_id: someone.id, ...vnd(250_000) }
    const first = await depositAs(staff, body, { key })
    expect(first.statusCode).toBe(201)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    const again = await depositAs(staff, body, { key })
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    const other = await depositAs(staff, { ...body, amount: 260_000 }, { key })
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toBe('This Idempotency-Key was used for a different posting')
    // The key is the posting's, whichever call it came from.
    const { id } = await insertOrder(t, someone, 1_000)
    expect((await chargeAs(staff, id, {}, { key })).statusCode).toBe(409)
    const wallet = await walletOf(someone)
    expect(wallet.balance).toBe(250_000)
    expect(await rowsOf(wallet.id)).toHaveLength(1)
  })

  test('ten concurrent requests under one key post once', async () => {
    const someone = await createCustomer(t)
    const key = newKey()
    const body = { customer_id: someone.id, ...vnd(70_000) }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => depositAs(staff, body, { key })),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ])
    expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1)
    const wallet = await walletOf(someone)
    expect(wallet.balance).toBe(70_000)
    expect(await rowsOf(wallet.id)).toHaveLength(1)
  })
})

describe('POST /api/staff/orders/{id}/charge', () => {
  test('pays a Pending order from the VND wallet, moves it to Paid and tells the customer', async () => {
    const buyer = await createCustomer(t)
    expect((await depositAs(staff, { customer_id: buyer.id, ...vnd(500_000) })).statusCode).toBe(
      201,
    )
    const order = await insertOrder(t, buyer, 320_000)
    const res = await chargeAs(staff, order.id)
    expect(res.statusCode, res.body).toBe(201)
    const charged = res.json().data as ChargedOrder['data']
    expect(charged.order).toEqual({ id: order.id, code: order.code, status_id: 'Paid' })
    expect(charged.transaction).toMatchObject({
      transaction_type_id: 'order_payment',
      amount: -320_000,
      available_amount: -320_000,
      balance_after: 180_000,
      available_after: 180_000,
      references: [{ receiptable_type: 'order', receiptable_id: order.code }],
    })
    expect(await walletOf(buyer)).toMatchObject({
      balance: 180_000,
      amount_available_for_payment: 180_000,
    })
    const history = await t.database.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
    expect(history).toMatchObject([{ fromStatusId: 'Pending', toStatusId: 'Paid' }])
    const [told] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.orderId, order.id))
    expect(told?.n).toBe(1)
  })

  test('an order is charged once: a retry replays, another charge is a 409', async () => {
    const buyer = await createCustomer(t)
    await depositAs(staff, { customer_id: buyer.id, ...vnd(1_000_000) })
    const order = await insertOrder(t, buyer, 400_000)
    const key = newKey()
    const first = await chargeAs(staff, order.id, {}, { key })
    expect(first.statusCode).toBe(201)
    const retry = await chargeAs(staff, order.id, {}, { key })
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json().data.transaction.id).toBe(first.json().data.transaction.id)
    const second = await chargeAs(staff, order.id)
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(`Order ${order.code} has already been paid from the wallet`)
    expect((await walletOf(buyer)).balance).toBe(600_000)
  })

  test('refused with a 422 when it would take the available amount below zero, unless allow_credit', async () => {
    const buyer = await createCustomer(t)
    await depositAs(staff, { customer_id: buyer.id, ...vnd(200_000) })
    const order = await insertOrder(t, buyer, 1_000_000)
    const refused = await chargeAs(staff, order.id, {}, { lang: 'vi' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(
      `Số tiền khả dụng 200.000 đ không đủ để thanh toán 1.000.000 đ cho đơn hàng ${order.code}; gửi allow_credit=true để cho phép ví bị âm`,
    )
    expect(Object.keys(refused.json().errors)).toEqual(['allow_credit'])
    expect(await statusOf(order.id)).toBe('Pending')
    expect((await walletOf(buyer)).balance).toBe(200_000)

    const credited = await chargeAs(staff, order.id, { allow_credit: true })
    expect(credited.statusCode, credited.body).toBe(201)
    expect(await walletOf(buyer)).toMatchObject({
      balance: -800_000,
      amount_available_for_payment: -800_000,
    })
    expect(await statusOf(order.id)).toBe('Paid')
  })

  test('an order that cannot move to Paid is a 409, an unknown one a 404, bad input a 422', async () => {
    const buyer = await createCustomer(t)
    await depositAs(staff, { customer_id: buyer.id, ...vnd(1_000_000) })
    const cancelled = await insertOrder(t, buyer, 10_000, 'Cancelled')
    const res = await chargeAs(staff, cancelled.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      `Order ${cancelled.code} is Cancelled and cannot be paid (only Newish, Pending orders can)`,
    )
    expect((await chargeAs(staff, 999_999)).statusCode).toBe(404)
    expect((await chargeAs(staff, cancelled.id, { allow_credit: 'yes' })).statusCode).toBe(422)
    expect((await chargeAs(staff, cancelled.id, {}, { key: null })).statusCode).toBe(400)
    expect((await walletOf(buyer)).balance).toBe(1_000_000)
  })
})

test('50 concurrent postings to one wallet keep it equal to the sum of its rows', async () => {
  const busy = await createCustomer(t)
  expect((await depositAs(staff, { customer_id: busy.id, ...vnd(5_000_000) })).statusCode).toBe(201)
  const orderList = await Promise.all(
    Array.from({ length: 10 }, (_, i) => insertOrder(t, busy, 100_000 + i)),
  )
  const answers = await Promise.all([
    ...Array.from({ length: 40 }, (_, i) =>
      depositAs(staff, { customer_id: busy.id, ...vnd(1_000 * (i + 1)) }),
    ),
    ...orderList.map((order) => chargeAs(staff, order.id)),
  ])
  for (const res of answers) expect(res.statusCode, res.body).toBe(201)
  const expected = 5_000_000 + (1_000 * 40 * 41) / 2 - (100_000 * 10 + 45)
  const wallet = await walletOf(busy)
  expect(wallet).toMatchObject({ balance: expected, amount_available_for_payment: expected })
  const rows = (await rowsOf(wallet.id)).sort((a, b) => a.id - b.id)
  expect(rows).toHaveLength(51)
  let running = 0
  for (const row of rows) {
    running += row.amount
    expect(row.balanceAfter).toBe(running)
    expect(row.availableAfter).toBe(running)
  }
  expect(running).toBe(expected)
  for (const order of orderList) expect(await statusOf(order.id)).toBe('Paid')
  expect((await checkLedger(t.database.db)).disagreements).toEqual([])
  const [stored] = await t.database.db.select().from(wallets).where(eq(wallets.id, wallet.id))
  expect(stored?.balance).toBe(expected)
})
