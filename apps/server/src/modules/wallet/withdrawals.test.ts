import type { Transaction, Wallet, Withdrawal } from '@kaimono/contracts'
import { VIETNAM_BANKS } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { Banks } from 'vietnam-qr-pay'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff, depositAs, newKey } from '../../../test/wallet.ts'
import { notifications } from '../notifications/schema.ts'
import { checkLedger } from './reconcile.ts'
import { withdrawals } from './schema.ts'

// Issue 22 item 3: a customer withdraws wallet money to a Vietnamese bank account; staff pay it.
const t = useTestApp()
let staff: Customer

beforeAll(async () => {
  staff = await createStaff(t)
})

afterEach(async () => {
  expect((await checkLedger(t.database.db)).disagreements).toEqual([])
})

const account = {
  bank_bin: '970436',
  account_number: '0011004455667',
  account_name: 'NGUYEN VAN AN',
}

/** A customer whose VND wallet holds `amount`, deposited by staff. */
async function customerWith(amount: number): Promise<Customer> {
  const customer = await createCustomer(t)
  const res = await depositAs(staff, {
    customer_id: customer.id,
    currency_id: 'VND',
    amount,
    reference: `FT${newKey()}`.slice(0, 30),
  })
  expect(res.statusCode, res.body).toBe(201)
  return customer
}

const ask = (
  who: Pick<Customer, 'inject'>,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) =>
  who.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    headers: { 'accept-language': 'en', ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  })
const requested = async (who: Customer, amount: number) => {
  const res = await ask(who, { amount, ...account })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as Withdrawal
}
const cancel = (who: Pick<Customer, 'inject'>, id: number) =>
  who.inject({ method: 'POST', url: `/api/wallet/withdrawals/${id}/cancel` })
const paid = (id: number, reference = 'FT26334000123') =>
  staff.inject({
    method: 'POST',
    url: `/api/staff/withdrawals/${id}/paid`,
    payload: { reference },
  })
const reject = (id: number, note = 'Tên chủ tài khoản không khớp') =>
  staff.inject({ method: 'POST', url: `/api/staff/withdrawals/${id}/reject`, payload: { note } })

const walletOf = async (who: Customer) => {
  const res = await who.inject({ url: '/api/wallet/users?filter[currency_id]=VND' })
  return res.json().data[0] as Wallet
}
const figures = async (who: Customer) => {
  const wallet = await walletOf(who)
  return { balance: wallet.balance, available: wallet.amount_available_for_payment }
}
const ledgerOf = async (who: Customer) => {
  const res = await who.inject({
    url: '/api/transactions?sort=voucher_date&include=transactionType&append=references',
  })
  return (res.json().data as Transaction[]).map((row) => ({
    type: row.transaction_type_id,
    amount: row.amount,
    available: row.available_amount,
    references: row.references?.map((r) => `${r.receiptable_type}:${r.receiptable_id}`),
  }))
}
const visitor = { inject: (options: InjectOptions) => t.app.inject(options) }

test('the list of banks is the BINs and names vietnam-qr-pay knows', () => {
  const known = Banks.filter((bank) => !('deprecated' in bank && bank.deprecated))
  for (const bank of VIETNAM_BANKS) {
    const same = known.find((entry) => entry.bin === bank.bin)
    expect(same?.shortName, bank.bin).toBe(bank.short_name)
  }
  expect(new Set(VIETNAM_BANKS.map((bank) => bank.bin)).size).toBe(VIETNAM_BANKS.length)
  expect(VIETNAM_BANKS.length).toBeGreaterThanOrEqual(30)
})

describe('a withdrawal paid', () => {
  test('holds the amount, then staff pay it: balance and available both drop, all referenced', async () => {
    const customer = await customerWith(1_000_000)
    const res = await ask(customer, {
      amount: 300_000,
      bank_bin: '970436',
      account_number: '0011 0044 55667',
      account_name: '  Nguyễn Văn   an ',
    })
    expect(res.statusCode, res.body).toBe(201)
    const asked = res.json().data as Withdrawal
    expect(asked).toMatchObject({
      code: `RT${String(asked.id).padStart(6, '0')}`,
      customer_id: customer.id,
      amount: 300_000,
      currency_id: 'VND',
      bank_bin: '970436',
      bank_name: 'Vietcombank',
      account_number: '0011004455667',
      account_name: 'NGUYEN VAN AN',
      status: 'requested',
      bank_reference: null,
      decided_at: null,
      settle_transaction_id: null,
    })
    expect(asked.hold_transaction_id).toEqual(expect.any(Number))
    expect(await figures(customer)).toEqual({ balance: 1_000_000, available: 700_000 })

    const queue = await staff.inject({ url: '/api/staff/withdrawals?filter[status]=requested' })
    expect(queue.statusCode, queue.body).toBe(200)
    expect((queue.json().data as Withdrawal[]).map((w) => w.id)).toContain(asked.id)

    const done = await paid(asked.id, 'FT26334000123')
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toMatchObject({
      status: 'paid',
      bank_reference: 'FT26334000123',
      decided_at: expect.any(Number),
      settle_transaction_id: expect.any(Number),
    })
    expect(await figures(customer)).toEqual({ balance: 700_000, available: 700_000 })
    expect(await ledgerOf(customer)).toEqual([
      {
        type: 'deposit',
        amount: 1_000_000,
        available: 1_000_000,
        references: [expect.any(String)],
      },
      {
        type: 'withdrawal_hold',
        amount: 0,
        available: -300_000,
        references: [`withdrawal:${asked.code}`],
      },
      {
        type: 'withdrawal',
        amount: -300_000,
        available: 0,
        references: [`withdrawal:${asked.code}`, 'bank_transfer:FT26334000123'],
      },
    ])
    const typed = await customer.inject({
      url: '/api/transactions?include=transactionType&filter[reference]=RT',
      headers: { 'accept-language': 'vi' },
    })
    expect(
      (typed.json().data as Transaction[]).map((row) => row.transaction_type?.name).sort(),
    ).toEqual(['Giữ tiền chờ rút', 'Rút tiền về tài khoản ngân hàng'])

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer.uid))
    expect(told.map((row) => row.content.wallet)).toContainEqual({
      event: 'withdrawal_paid',
      amount: 300_000,
      currency_id: 'VND',
      reference: 'FT26334000123',
    })
    const mine = await customer.inject({ url: '/api/wallet/withdrawals' })
    expect(mine.json()).toMatchObject({ total: 1, data: [{ id: asked.id, status: 'paid' }] })
  })

  test('a double confirm pays once; the second is a 409', async () => {
    const customer = await customerWith(500_000)
    const asked = await requested(customer, 200_000)
    const answers = await Promise.all([paid(asked.id, 'FT1'), paid(asked.id, 'FT2')])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(await figures(customer)).toEqual({ balance: 300_000, available: 300_000 })
    const types = (await ledgerOf(customer)).map((row) => row.type)
    expect(types.filter((type) => type === 'withdrawal')).toHaveLength(1)
  })
})

describe('a withdrawal taken back or refused', () => {
  test('the customer cancels one that waits: the amount is available again, once', async () => {
    const customer = await customerWith(400_000)
    const asked = await requested(customer, 150_000)
    const answers = await Promise.all([cancel(customer, asked.id), cancel(customer, asked.id)])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(await figures(customer)).toEqual({ balance: 400_000, available: 400_000 })
    expect((await ledgerOf(customer)).map((row) => row.type)).toEqual([
      'deposit',
      'withdrawal_hold',
      'withdrawal_release',
    ])
    expect((await paid(asked.id)).statusCode).toBe(409)
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, asked.id))
    expect(row).toMatchObject({ status: 'cancelled', decidedBy: customer.uid })
  })

  test('a cancel racing staff’s confirm: exactly one of them happens', async () => {
    const customer = await customerWith(400_000)
    const asked = await requested(customer, 100_000)
    const [cancelled, confirmed] = await Promise.all([cancel(customer, asked.id), paid(asked.id)])
    expect([cancelled.statusCode, confirmed.statusCode].sort()).toEqual([200, 409])
    const expected =
      cancelled.statusCode === 200
        ? { balance: 400_000, available: 400_000 }
        : { balance: 300_000, available: 300_000 }
    expect(await figures(customer)).toEqual(expected)
  })

  test('staff reject one with a note: the amount comes back and the customer is told', async () => {
    const customer = await customerWith(250_000)
    const asked = await requested(customer, 250_000)
    expect(await figures(customer)).toEqual({ balance: 250_000, available: 0 })
    const res = await reject(asked.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      note: 'Tên chủ tài khoản không khớp',
    })
    expect(await figures(customer)).toEqual({ balance: 250_000, available: 250_000 })
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer.uid))
    expect(told.map((row) => row.content.wallet?.event)).toContain('withdrawal_rejected')
    expect((await reject(asked.id)).statusCode).toBe(409)
    expect((await cancel(customer, asked.id)).statusCode).toBe(409)
  })
})

describe('who may do what', () => {
  test('visitors get a 401, customers a 403 on the staff calls', async () => {
    const customer = await customerWith(100_000)
    const asked = await requested(customer, 50_000)
    expect((await ask(visitor, { amount: 20_000, ...account })).statusCode).toBe(401)
    expect((await visitor.inject({ url: '/api/wallet/withdrawals' })).statusCode).toBe(401)
    expect((await cancel(visitor, asked.id)).statusCode).toBe(401)
    expect((await customer.inject({ url: '/api/staff/withdrawals' })).statusCode).toBe(403)
    for (const action of ['paid', 'reject']) {
      const res = await customer.inject({
        method: 'POST',
        url: `/api/staff/withdrawals/${asked.id}/${action}`,
        payload: { reference: 'FT1', note: 'x' },
      })
      expect(res.statusCode, action).toBe(403)
    }
    expect(await figures(customer)).toEqual({ balance: 100_000, available: 50_000 })
  })

  test('another customer’s withdrawal is not there for you', async () => {
    const alice = await customerWith(100_000)
    const bob = await customerWith(100_000)
    const asked = await requested(alice, 30_000)
    expect((await cancel(bob, asked.id)).statusCode).toBe(404)
    expect((await cancel(bob, 999_999)).statusCode).toBe(404)
    const list = await bob.inject({ url: '/api/wallet/withdrawals' })
    expect(list.json()).toMatchObject({ total: 0, data: [] })
    expect(await figures(alice)).toEqual({ balance: 100_000, available: 70_000 })
    expect((await paid(999_999)).statusCode).toBe(404)
  })
})

describe('what a request must be', () => {
  test('each bad field gets its own 422, and nothing is written', async () => {
    const customer = await customerWith(100_000)
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 9_999 }, 'amount'],
      [{ amount: 10_000.5 }, 'amount'],
      [{ amount: '50000' }, 'amount'],
      [{ bank_bin: '123456' }, 'bank_bin'],
      [{ account_number: '12345' }, 'account_number'],
      [{ account_number: '12345678901234567890' }, 'account_number'],
      [{ account_number: '0123abc456' }, 'account_number'],
      [{ account_name: 'A' }, 'account_name'],
      [{ account_name: 'NGUYEN VAN 2' }, 'account_name'],
      [{ account_name: '山田 太郎' }, 'account_name'],
    ]
    for (const [change, field] of cases) {
      const res = await ask(customer, { amount: 20_000, ...account, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(422)
      expect(Object.keys(res.json().errors), JSON.stringify(change)).toEqual([field])
    }
    const none = await ask(customer, {})
    expect(Object.keys(none.json().errors).sort()).toEqual([
      'account_name',
      'account_number',
      'amount',
      'bank_bin',
    ])
    expect(await figures(customer)).toEqual({ balance: 100_000, available: 100_000 })
  })

  test('more than the available amount is a 422 on amount that says how much is', async () => {
    const customer = await customerWith(100_000)
    await requested(customer, 60_000)
    const res = await ask(customer, { amount: 50_000, ...account })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.amount).toEqual([
      'You can withdraw at most 40,000 đ (your available amount), not 50,000 đ',
    ])
    const list = await customer.inject({ url: '/api/wallet/withdrawals' })
    expect(list.json().total).toBe(1)
    expect(await figures(customer)).toEqual({ balance: 100_000, available: 40_000 })
  })

  test('two requests at once cannot both take the same money', async () => {
    const customer = await customerWith(100_000)
    const answers = await Promise.all([
      ask(customer, { amount: 70_000, ...account }),
      ask(customer, { amount: 70_000, ...account }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422])
    expect(await figures(customer)).toEqual({ balance: 100_000, available: 30_000 })
  })

  test('a double tap under one Idempotency-Key makes one request', async () => {
    const customer = await customerWith(100_000)
    const key = newKey()
    const body = { amount: 40_000, ...account }
    const answers = await Promise.all([ask(customer, body, key), ask(customer, body, key)])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201])
    const [first, second] = answers.map((res) => res.json().data.id)
    expect(first).toBe(second)
    expect(await figures(customer)).toEqual({ balance: 100_000, available: 60_000 })
    expect((await ask(customer, { ...body, amount: 20_000 }, key)).statusCode).toBe(409)
    expect((await ask(customer, body, null)).statusCode).toBe(400)
    // Keys are each customer's own: another customer's same key is their own request.
    const other = await customerWith(100_000)
    expect((await ask(other, body, key)).statusCode).toBe(201)
  })
})

describe('staff’s list', () => {
  test('filters by status and customer, oldest first on request', async () => {
    const customer = await customerWith(300_000)
    const first = await requested(customer, 10_000)
    const second = await requested(customer, 20_000)
    await cancel(customer, first.id)
    const query = `filter[customer_id]=${customer.id}`
    const waiting = await staff.inject({
      url: `/api/staff/withdrawals?${query}&filter[status]=requested`,
    })
    expect((waiting.json().data as Withdrawal[]).map((w) => w.id)).toEqual([second.id])
    const all = await staff.inject({ url: `/api/staff/withdrawals?${query}&sort=requested_at` })
    expect((all.json().data as Withdrawal[]).map((w) => w.id)).toEqual([first.id, second.id])
    const bad = await staff.inject({ url: '/api/staff/withdrawals?filter[status]=lost' })
    expect(bad.statusCode).toBe(400)
  })
})
