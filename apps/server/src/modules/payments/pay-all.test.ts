import type { PaymentGroup } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { QRPay } from 'vietnam-qr-pay'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import {
  chargeAs,
  createStaff,
  depositAs,
  expectLedgerAgrees,
  insertOrder,
  ledgerRows,
  newKey,
  orderStatus,
  vndWallet,
} from '../../../test/wallet.ts'
import { orders } from '../orders/schema.ts'

// Issue 15: several orders paid by one transfer whose content is their payment group's code.
const t = useTestApp()
const en = { 'accept-language': 'en' }

let staff: Customer
let alice: Customer
let bob: Customer

beforeAll(async () => {
  ;[staff, alice, bob] = await Promise.all([createStaff(t), createCustomer(t), createCustomer(t)])
})

const group = (who: Customer, orderIds: number[]) =>
  who.inject({
    method: 'POST',
    url: '/api/payment-groups',
    headers: en,
    payload: { order_ids: orderIds },
  })
const readGroup = async (who: Customer, id: number) => {
  const res = await who.inject({ url: `/api/payment-groups/${id}`, headers: en })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as PaymentGroup
}
const statusOf = (id: number) => orderStatus(t, id)
const ledgerAgrees = () => expectLedgerAgrees(t)
const transactionCount = () => ledgerRows(t)

describe('a payment group', () => {
  test('pays two orders with one transfer: one content, one amount, one VietQR', async () => {
    const a = await insertOrder(t, alice, 700_000)
    const b = await insertOrder(t, alice, 800_000)
    const res = await group(alice, [b.id, a.id])
    expect(res.statusCode, res.body).toBe(201)
    const data = res.json().data as PaymentGroup
    expect(data.code).toMatch(/^KMP\d{6}$/)
    expect(data.amount).toBe(1_500_000)
    expect(data.orders.map((order) => [order.code, order.total, order.payable])).toEqual([
      [a.code, 700_000, true],
      [b.code, 800_000, true],
    ])
    expect(data.transfer?.transfer_content).toBe(data.code)
    const qr = new QRPay(data.transfer?.qr_payload ?? '')
    expect([qr.isValid, qr.amount, qr.additionalData.purpose]).toEqual([true, '1500000', data.code])
    // The same orders, asked again in any order, give the same group and code.
    const again = await group(alice, [a.id, b.id])
    expect(again.statusCode).toBe(200)
    expect(again.json().data.code).toBe(data.code)
    expect(await readGroup(alice, data.id)).toEqual(data)
  })

  test("another customer's orders or group are a 404 that says nothing of them", async () => {
    const a = await insertOrder(t, alice, 100_000)
    const own = await insertOrder(t, bob, 100_000)
    for (const ids of [[a.id], [own.id, a.id], [2_000_000_000]]) {
      const res = await group(bob, ids)
      expect(res.statusCode, res.body).toBe(404)
    }
    const made = (await group(alice, [a.id])).json().data as PaymentGroup
    const res = await bob.inject({ url: `/api/payment-groups/${made.id}`, headers: en })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain(a.code)
    expect((await t.app.inject({ url: `/api/payment-groups/${made.id}` })).statusCode).toBe(401)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payment-groups',
      payload: { order_ids: [a.id] },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  test('a paid or cancelled order cannot join one (409 naming it); bad lists are a 422', async () => {
    const paid = await insertOrder(t, alice, 100_000, 'Paid')
    const cancelled = await insertOrder(t, alice, 100_000, 'Cancelled')
    const open = await insertOrder(t, alice, 100_000)
    for (const order of [paid, cancelled]) {
      const res = await group(alice, [open.id, order.id])
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().message).toContain(order.code)
    }
    const tooMany = Array.from({ length: 21 }, (_, i) => i + 1)
    for (const ids of [[], [open.id, open.id], tooMany, ['1'], [0]]) {
      const res = await group(alice, ids as number[])
      expect(res.statusCode, JSON.stringify(ids)).toBe(422)
      expect(Object.keys(res.json().errors)[0]).toMatch(/^order_ids/)
    }
  })

  test('an order cancelled after the group was made leaves the amount', async () => {
    const a = await insertOrder(t, alice, 300_000)
    const b = await insertOrder(t, alice, 400_000)
    const made = (await group(alice, [a.id, b.id])).json().data as PaymentGroup
    await t.database.db.update(orders).set({ statusId: 'Cancelled' }).where(eq(orders.id, b.id))
    const now = await readGroup(alice, made.id)
    expect(now.amount).toBe(300_000)
    expect(now.orders.map((order) => order.payable)).toEqual([true, false])
  })
})

describe('a deposit whose transfer content names the group', () => {
  test('pays every order; replayed, it pays nothing again; the ledger agrees', async () => {
    const customer = await createCustomer(t)
    const a = await insertOrder(t, customer, 700_000)
    const b = await insertOrder(t, customer, 800_000)
    const made = (await group(customer, [a.id, b.id])).json().data as PaymentGroup
    const key = newKey()
    const body = {
      currency_id: 'VND',
      amount: 1_500_000,
      reference: 'FT26329000001',
      transfer_content: `MBVCB.8812345.${made.code}.CT tu 0912345678 NGUYEN VAN AN`,
    }
    const res = await depositAs(staff, body, { key })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().paid_orders.map((order: { code: string }) => order.code)).toEqual([
      a.code,
      b.code,
    ])
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['Paid', 'Paid'])
    expect(await vndWallet(customer)).toMatchObject({ balance: 0, amount_available_for_payment: 0 })
    expect((await readGroup(customer, made.id)).transfer).toBeNull()

    const rows = await transactionCount()
    const replay = await depositAs(staff, body, { key })
    expect(replay.statusCode, replay.body).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json().paid_orders).toEqual(res.json().paid_orders)
    expect(await transactionCount()).toBe(rows)
    // A second transfer for the same group (the customer paid twice) becomes credit.
    const twice = await depositAs(staff, { ...body, reference: 'FT26329000002' })
    expect(twice.statusCode).toBe(201)
    expect(twice.json().paid_orders).toEqual([])
    expect((await vndWallet(customer)).balance).toBe(1_500_000)
    // Staff cannot charge an order the transfer paid.
    expect((await chargeAs(staff, a.id)).statusCode).toBe(409)
    await ledgerAgrees()
  })

  test('concurrent deposits for one group pay each order once; the rest is credit', async () => {
    const customer = await createCustomer(t)
    const a = await insertOrder(t, customer, 500_000)
    const b = await insertOrder(t, customer, 250_000)
    const made = (await group(customer, [a.id, b.id])).json().data as PaymentGroup
    const deposits = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        depositAs(staff, {
          currency_id: 'VND',
          amount: 750_000,
          reference: `FT-CONCURRENT-${i}`,
          transfer_content: made.code,
        }),
      ),
    )
    expect(deposits.map((res) => res.statusCode)).toEqual([201, 201, 201, 201])
    const paid = deposits.flatMap((res) => res.json().paid_orders)
    expect(paid.map((order: { id: number }) => order.id).sort()).toEqual([a.id, b.id].sort())
    expect(await vndWallet(customer)).toMatchObject({
      balance: 3 * 750_000,
      amount_available_for_payment: 3 * 750_000,
    })
    // Ten retries of one request under one key post once.
    const key = newKey()
    const body = {
      currency_id: 'VND',
      amount: 10_000,
      reference: 'FT-RETRY',
      transfer_content: made.code,
    }
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => depositAs(staff, body, { key })),
    )
    expect(retries.filter((res) => res.statusCode === 201)).toHaveLength(1)
    expect(retries.filter((res) => res.statusCode === 200)).toHaveLength(9)
    expect((await vndWallet(customer)).balance).toBe(3 * 750_000 + 10_000)
    await ledgerAgrees()
  })

  test('a short transfer pays the orders it covers, oldest first; the next one the rest', async () => {
    const customer = await createCustomer(t)
    const a = await insertOrder(t, customer, 600_000)
    const b = await insertOrder(t, customer, 900_000)
    const made = (await group(customer, [a.id, b.id])).json().data as PaymentGroup
    const first = await depositAs(staff, {
      currency_id: 'VND',
      amount: 1_000_000,
      reference: 'FT-SHORT-1',
      transfer_content: made.code,
    })
    expect(first.json().paid_orders.map((order: { code: string }) => order.code)).toEqual([a.code])
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['Paid', 'Pending'])
    expect((await vndWallet(customer)).balance).toBe(400_000)
    const left = await readGroup(customer, made.id)
    expect(left.amount).toBe(900_000)
    // The rest arrives; what waited in the wallet counts, and the excess stays as credit.
    const second = await depositAs(staff, {
      currency_id: 'VND',
      amount: 900_000,
      reference: 'FT-SHORT-2',
      transfer_content: made.code,
    })
    expect(second.json().paid_orders.map((order: { code: string }) => order.code)).toEqual([b.code])
    expect((await vndWallet(customer)).balance).toBe(400_000)
    await ledgerAgrees()
  })

  test('already paid and cancelled orders are skipped; a JPY deposit pays nothing', async () => {
    const customer = await createCustomer(t)
    const a = await insertOrder(t, customer, 100_000)
    const b = await insertOrder(t, customer, 200_000)
    const c = await insertOrder(t, customer, 300_000)
    const made = (await group(customer, [a.id, b.id, c.id])).json().data as PaymentGroup
    await t.database.db.update(orders).set({ statusId: 'Cancelled' }).where(eq(orders.id, b.id))
    await depositAs(staff, {
      customer_id: customer.id,
      currency_id: 'VND',
      amount: 100_000,
      reference: 'FT-PRE',
    })
    expect((await chargeAs(staff, a.id)).statusCode).toBe(201)
    const yen = await depositAs(staff, {
      currency_id: 'JPY',
      amount: 5_000,
      reference: 'FT-YEN',
      transfer_content: made.code,
    })
    expect(yen.statusCode, yen.body).toBe(201)
    expect(yen.json().paid_orders).toEqual([])
    const res = await depositAs(staff, {
      currency_id: 'VND',
      amount: 600_000,
      reference: 'FT-SKIP',
      transfer_content: made.code,
    })
    expect(res.json().paid_orders.map((order: { code: string }) => order.code)).toEqual([c.code])
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual([
      'Paid',
      'Cancelled',
      'Paid',
    ])
    expect((await vndWallet(customer)).balance).toBe(300_000)
    await ledgerAgrees()
  })

  test('order codes work too; the customer comes from the content or must be given', async () => {
    const customer = await createCustomer(t)
    const other = await createCustomer(t)
    const mine = await insertOrder(t, customer, 100_000)
    const theirs = await insertOrder(t, other, 100_000)
    const both = `${mine.code} ${theirs.code}`
    const ambiguous = await depositAs(staff, {
      currency_id: 'VND',
      amount: 200_000,
      reference: 'FT-TWO',
      transfer_content: both,
    })
    expect(ambiguous.statusCode).toBe(422)
    expect(Object.keys(ambiguous.json().errors)).toEqual(['transfer_content'])
    const nobody = await depositAs(staff, {
      currency_id: 'VND',
      amount: 1,
      reference: 'FT-NONE',
      transfer_content: 'chuyen tien',
    })
    expect(nobody.statusCode).toBe(422)
    const neither = await depositAs(staff, { currency_id: 'VND', amount: 1, reference: 'FT-0' })
    expect(neither.statusCode).toBe(422)
    expect(Object.keys(neither.json().errors)).toEqual(['customer_id'])
    // With the customer given, only their own orders are paid, whatever else the content says.
    const res = await depositAs(staff, {
      customer_id: customer.id,
      currency_id: 'VND',
      amount: 200_000,
      reference: 'FT-MINE',
      transfer_content: both,
    })
    expect(res.json().paid_orders.map((order: { code: string }) => order.code)).toEqual([mine.code])
    expect(await statusOf(theirs.id)).toBe('Pending')
    // Without it, a content naming one customer's order is theirs.
    const derived = await depositAs(staff, {
      currency_id: 'VND',
      amount: 100_000,
      reference: 'FT-THEIRS',
      transfer_content: theirs.code.toLowerCase(),
    })
    expect(derived.statusCode, derived.body).toBe(201)
    expect(await statusOf(theirs.id)).toBe('Paid')
    expect((await vndWallet(other)).balance).toBe(0)
    await ledgerAgrees()
  })

  test('the customer is told live, with one notification per paid order', async () => {
    const customer = await createCustomer(t)
    const a = await insertOrder(t, customer, 100_000)
    const b = await insertOrder(t, customer, 100_000)
    const made = (await group(customer, [a.id, b.id])).json().data as PaymentGroup
    await depositAs(staff, {
      currency_id: 'VND',
      amount: 200_000,
      reference: 'FT-NOTIFY',
      transfer_content: made.code,
    })
    const list = await customer.inject({ url: '/api/notifications' })
    const paid = list
      .json()
      .data.filter(
        (n: { content: { order_status?: { status_id: string } } }) =>
          n.content.order_status?.status_id === 'Paid',
      )
    expect(paid.map((n: { order_id: number }) => n.order_id).sort()).toEqual([a.id, b.id].sort())
  })
})

describe('one order’s payment information', () => {
  test('tells its owner the order’s status, and a visitor nothing', async () => {
    const order = await insertOrder(t, alice, 123_000)
    const own = await alice.inject({ url: `/api/payment-information?order_id=${order.id}` })
    expect(own.json().data).toMatchObject({ amount: 123_000, status_id: 'Pending' })
    const visitor = await t.app.inject({
      url: `/api/payment-information?order_id=${order.id}&price=5000`,
    })
    expect(visitor.json().data).toMatchObject({ amount: 5000, status_id: null })
  })
})
