import type { BankTransfer } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import {
  createStaff,
  expectLedgerAgrees,
  insertOrder,
  ledgerRows,
  orderStatus,
  vndWallet,
} from '../../../test/wallet.ts'
import { cassoSignature } from './providers.ts'
import { bankTransfers } from './schema.ts'

// Issue 22: transfers reported by SePay and Casso, matched to orders, top-ups and customers.
const SEPAY_KEY = 'sepay-test-key-0123456789'
// Casso's own sample (CassoHQ/casso-webhook-v2-verify-signature, python.py): its key, its body,
// and the signature Casso made of them at its timestamp.
const CASSO_KEY = 'mgExMrjj4i7a1p8Cs6LmFbpCd8lbw4sSX4LZXPag7TKazeIogtR90tvWYTkwQbvs'
const CASSO_SAMPLE = {
  error: 0,
  data: {
    id: 0,
    reference: 'MA_GIAO_DICH_THU_NGHIEM',
    description: 'giao dich thu nghiem',
    amount: 599000,
    runningBalance: 25000000,
    transactionDateTime: '2024-10-03 15:06:37',
    accountNumber: '88888888',
    bankName: 'VPBank',
    bankAbbreviation: 'VPB',
    virtualAccountNumber: '',
    virtualAccountName: '',
    counterAccountName: 'NGUYEN VAN A',
    counterAccountNumber: '8888888888',
    counterAccountBankId: '970415',
    counterAccountBankName: 'VietinBank',
  },
}
const CASSO_SAMPLE_TIME = 1727948258788
const CASSO_SAMPLE_SIGNATURE =
  't=1727948258788,v1=ed0a4bd2e826d5cb69988cdb141e6c1a080e21f3b57eb72cd78192220042b9e7dde0868fc667faea8e224900fa7904e7c88dfa098032fb2d6b6996856e8b7ff3'

let now = Date.now()
const t = useTestApp(
  undefined,
  { SEPAY_API_KEY: SEPAY_KEY, CASSO_CHECKSUM_KEY: CASSO_KEY },
  { clock: () => now },
)
const en = { 'accept-language': 'en' }

let staff: Customer
let alice: Customer
let bob: Customer

beforeAll(async () => {
  ;[staff, alice, bob] = await Promise.all([createStaff(t), createCustomer(t), createCustomer(t)])
})

let serial = 0
/** What SePay posts for one incoming transfer. */
function sepayReport(amount: number, content: string, extra: Record<string, unknown> = {}) {
  serial += 1
  return {
    id: 9_000_000 + serial + Math.floor(Math.random() * 1_000_000) * 10,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-29 10:15:00',
    accountNumber: '1234567890',
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: `FT26333${String(serial).padStart(6, '0')}`,
    description: `BankAPINotify ${content}`,
    ...extra,
  }
}

const sepay = (body: unknown, authorization: string | null = `Apikey ${SEPAY_KEY}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/bank-webhooks/sepay',
    headers: { ...en, ...(authorization ? { authorization } : {}) },
    payload: body as object,
  })

const casso = (body: unknown, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/bank-webhooks/casso',
    headers: { ...en, 'x-casso-signature': signature },
    payload: body as object,
  })

const transferOf = async (id: number) => {
  const [row] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, id))
  if (!row) throw new Error(`no transfer ${id}`)
  return row
}

/** Sends a SePay report and returns the transfer it recorded. */
const received = async (amount: number, content: string) => {
  const res = await sepay(sepayReport(amount, content))
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().success).toBe(true)
  return transferOf(res.json().transfers[0].id)
}

const statusOf = (id: number) => orderStatus(t, id)
const ledgerAgrees = () => expectLedgerAgrees(t)
const transactionCount = () => ledgerRows(t)

describe('authentication, as each provider documents it', () => {
  test('SePay: no key or another key is a 401 and records nothing', async () => {
    const before = (await t.database.db.select().from(bankTransfers)).length
    for (const authorization of [null, `Apikey ${SEPAY_KEY}x`, `Bearer ${SEPAY_KEY}`, 'Apikey']) {
      const res = await sepay(sepayReport(100_000, 'OS000001'), authorization)
      expect(res.statusCode, String(authorization)).toBe(401)
    }
    expect((await t.database.db.select().from(bankTransfers)).length).toBe(before)
  })

  test("Casso: its own sample's signature is accepted within five minutes of its time", async () => {
    now = CASSO_SAMPLE_TIME + 60_000
    try {
      const res = await casso(CASSO_SAMPLE, CASSO_SAMPLE_SIGNATURE)
      expect(res.statusCode, res.body).toBe(200)
      const row = await transferOf(res.json().transfers[0].id)
      expect([row.provider, row.providerId, row.reference, row.amount]).toEqual([
        'casso',
        '0',
        'MA_GIAO_DICH_THU_NGHIEM',
        599_000,
      ])
      // 15:06:37 in Vietnam is 08:06:37 UTC.
      expect(row.transferredAt.toISOString()).toBe('2024-10-03T08:06:37.000Z')
      // Its content names nobody: kept for staff, nothing posted.
      expect([row.status, row.reason, row.transactionId]).toEqual(['unmatched', 'no_code', null])
    } finally {
      now = Date.now()
    }
  })

  test('Casso: a changed body, a changed time or an old signature is a 401', async () => {
    now = CASSO_SAMPLE_TIME
    try {
      const richer = { ...CASSO_SAMPLE, data: { ...CASSO_SAMPLE.data, amount: 5_990_000 } }
      expect((await casso(richer, CASSO_SAMPLE_SIGNATURE)).statusCode).toBe(401)
      const moved = CASSO_SAMPLE_SIGNATURE.replace('t=1727948258788', 't=1727948258789')
      expect((await casso(CASSO_SAMPLE, moved)).statusCode).toBe(401)
      expect((await casso(CASSO_SAMPLE, 'v1=abc')).statusCode).toBe(401)
      now = CASSO_SAMPLE_TIME + 5 * 60_000 + 1
      const stale = await casso(CASSO_SAMPLE, CASSO_SAMPLE_SIGNATURE)
      expect(stale.statusCode).toBe(401)
      expect(stale.json().message).toMatch(/5 minutes/)
    } finally {
      now = Date.now()
    }
  })

  test('a body of another shape is a 400; an unknown provider a 404', async () => {
    const res = await sepay({ id: 1, content: 'OS000001' })
    expect(res.statusCode, res.body).toBe(400)
    const signedJunk = { error: 0, data: { id: 'x' } }
    const signature = `t=${now},v1=${cassoSignature(signedJunk, CASSO_KEY, now)}`
    expect((await casso(signedJunk, signature)).statusCode).toBe(400)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payments/bank-webhooks/momo',
      payload: {},
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('one transfer is posted once', () => {
  test('the same SePay transaction delivered 10 times at once posts one deposit and one charge', async () => {
    const order = await insertOrder(t, alice, 450_000)
    const report = sepayReport(450_000, `MBVCB.991.${order.code}.CT tu 0912345678`)
    const before = await transactionCount()
    const answers = await Promise.all(Array.from({ length: 10 }, () => sepay(report)))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200))
    const transfers = answers.map((res) => res.json().transfers[0])
    expect(new Set(transfers.map((one) => one.id)).size).toBe(1)
    expect(transfers.filter((one) => !one.replayed)).toHaveLength(1)
    expect(await transactionCount()).toBe(before + 2)
    expect(await statusOf(order.id)).toBe('Paid')
    // Days later SePay retries it once more: still nothing new.
    expect((await sepay(report)).json().transfers[0].replayed).toBe(true)
    expect(await transactionCount()).toBe(before + 2)
    await ledgerAgrees()
  })

  test('a Casso transfer with the same id as a SePay one is another transfer', async () => {
    const body = { error: 0, data: { ...CASSO_SAMPLE.data, id: 424242, description: 'x' } }
    const first = await sepay(sepayReport(10_000, 'x', { id: 424242 }))
    const signature = `t=${now},v1=${cassoSignature(body, CASSO_KEY, now)}`
    const second = await casso(body, signature)
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().transfers[0].id).not.toBe(first.json().transfers[0].id)
  })
})

describe('matching rules', () => {
  test('an order code in lower case among the bank’s words pays the order', async () => {
    const order = await insertOrder(t, alice, 300_000)
    const before = await vndWallet(alice)
    const row = await received(300_000, `IBFT nguyen van a ck ${order.code.toLowerCase()} cam on`)
    expect([row.status, row.reason, row.paidOrders]).toEqual(['matched', null, [order.code]])
    expect(await statusOf(order.id)).toBe('Paid')
    expect(await vndWallet(alice)).toEqual(before)
    await ledgerAgrees()
  })

  test('a payment group code pays each of its orders', async () => {
    const a = await insertOrder(t, alice, 200_000)
    const b = await insertOrder(t, alice, 250_000)
    const group = await alice.inject({
      method: 'POST',
      url: '/api/payment-groups',
      payload: { order_ids: [a.id, b.id] },
    })
    const code = group.json().data.code as string
    const row = await received(450_000, `${code} CHUYEN KHOAN`)
    expect([row.status, row.paidOrders]).toEqual(['matched', [a.code, b.code]])
  })

  test('a top-up code puts the whole amount in the wallet, and says so in the bell', async () => {
    const before = await vndWallet(bob)
    const row = await received(1_000_000, `NAP TIEN kmn${String(bob.id).padStart(6, '0')}`)
    expect([row.status, row.reason, row.paidOrders]).toEqual(['matched', null, []])
    const after = await vndWallet(bob)
    expect(after.balance - before.balance).toBe(1_000_000)
    expect(after.amount_available_for_payment - before.amount_available_for_payment).toBe(1_000_000)
    const bell = (await bob.inject({ url: '/api/notifications' })).json().data
    expect(bell[0].content.wallet).toMatchObject({
      event: 'deposit',
      amount: 1_000_000,
      currency_id: 'VND',
      reference: row.reference,
    })
  })

  test('short: the order waits, the money waits in the wallet, the next transfer pays it', async () => {
    const customer = await createCustomer(t)
    const order = await insertOrder(t, customer, 500_000)
    const first = await received(300_000, order.code)
    expect([first.status, first.reason, first.unpaidOrders]).toEqual([
      'short',
      'short',
      [order.code],
    ])
    expect(await statusOf(order.id)).toBe('Pending')
    expect((await vndWallet(customer)).balance).toBe(300_000)
    const second = await received(200_000, order.code)
    expect([second.status, second.paidOrders]).toEqual(['matched', [order.code]])
    expect(await statusOf(order.id)).toBe('Paid')
    expect((await vndWallet(customer)).balance).toBe(0)
    await ledgerAgrees()
  })

  test('over: the order is paid and the rest is credit; a second payment is over too', async () => {
    const customer = await createCustomer(t)
    const order = await insertOrder(t, customer, 100_000)
    const over = await received(150_000, order.code)
    expect([over.status, over.reason, over.paidOrders]).toEqual(['over', 'over', [order.code]])
    expect((await vndWallet(customer)).balance).toBe(50_000)
    const again = await received(100_000, order.code)
    expect([again.status, again.reason, again.paidOrders]).toEqual(['over', 'already_paid', []])
    expect((await vndWallet(customer)).balance).toBe(150_000)
    await ledgerAgrees()
  })

  test('nobody, an unknown code or two customers: unmatched, nothing posted', async () => {
    const a = await insertOrder(t, alice, 100_000)
    const b = await insertOrder(t, bob, 100_000)
    const before = await transactionCount()
    const cases = [
      ['chuyen tien', 'no_code'],
      ['OS999999 thanh toan', 'unknown_code'],
      [`KMN${9_999_999}`, 'unknown_code'],
      [`${a.code} ${b.code}`, 'several_customers'],
      [`${a.code} KMN${String(bob.id).padStart(6, '0')}`, 'several_customers'],
    ] as const
    for (const [content, reason] of cases) {
      const row = await received(100_000, content)
      expect([row.status, row.reason, row.userId, row.transactionId], content).toEqual([
        'unmatched',
        reason,
        null,
        null,
      ])
    }
    expect(await transactionCount()).toBe(before)
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['Pending', 'Pending'])
  })

  test('money going out is recorded and ignored', async () => {
    const order = await insertOrder(t, alice, 100_000)
    const res = await sepay(sepayReport(100_000, order.code, { transferType: 'out' }))
    const row = await transferOf(res.json().transfers[0].id)
    expect([row.status, row.reason, row.transactionId]).toEqual(['ignored', 'outgoing', null])
    expect(await statusOf(order.id)).toBe('Pending')
  })
})

describe('staff review', () => {
  const list = (who: Customer, query = '') =>
    who.inject({ url: `/api/staff/bank-transfers${query}`, headers: en })
  const assign = (who: Customer, id: number, payload: object) =>
    who.inject({
      method: 'POST',
      url: `/api/staff/bank-transfers/${id}/assign`,
      headers: en,
      payload,
    })
  const resolve = (who: Customer, id: number, payload: object) =>
    who.inject({
      method: 'POST',
      url: `/api/staff/bank-transfers/${id}/resolve`,
      headers: en,
      payload,
    })

  test('customers get a 403 and visitors a 401 on every staff call', async () => {
    const row = await received(10_000, 'no code at all')
    for (const [method, url] of [
      ['GET', '/api/staff/bank-transfers'],
      ['GET', `/api/staff/bank-transfers/${row.id}`],
      ['POST', `/api/staff/bank-transfers/${row.id}/assign`],
      ['POST', `/api/staff/bank-transfers/${row.id}/resolve`],
      ['POST', '/api/staff/bank-transfers/simulate'],
    ] as const) {
      const payload = method === 'POST' ? { customer_id: alice.id, note: 'x' } : undefined
      expect((await alice.inject({ method, url, payload })).statusCode, url).toBe(403)
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401)
    }
    expect((await transferOf(row.id)).status).toBe('unmatched')
  })

  test('what waits for staff is listed with its reason; the rest is not', async () => {
    const waiting = await received(20_000, 'tien hang')
    const order = await insertOrder(t, alice, 20_000)
    const matched = await received(20_000, order.code)
    const res = await list(staff, '?filter[review]=1&per_page=100')
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data as BankTransfer[]
    const ids = data.map((row) => row.id)
    expect(ids).toContain(waiting.id)
    expect(ids).not.toContain(matched.id)
    expect(data.every((row) => row.needs_review)).toBe(true)
    const shown = data.find((row) => row.id === waiting.id)
    expect(shown).toMatchObject({ status: 'unmatched', reason: 'no_code', amount: 20_000 })
    const done = await list(staff, '?filter[review]=0&filter[status]=matched&per_page=100')
    expect((done.json().data as BankTransfer[]).map((row) => row.id)).toContain(matched.id)
    expect((await list(staff, '?filter[status]=lost')).statusCode).toBe(400)
  })

  test('an unmatched transfer assigned to a customer pays their named order, once', async () => {
    const order = await insertOrder(t, bob, 80_000)
    const other = await insertOrder(t, alice, 80_000)
    const row = await received(80_000, `${order.code} ${other.code}`)
    expect(row.status).toBe('unmatched')
    const res = await assign(staff, row.id, { customer_id: bob.id, note: 'Bob called' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'assigned',
      customer_id: bob.id,
      paid_orders: [order.code],
      needs_review: false,
      review_note: 'Bob called',
    })
    expect(await statusOf(order.id)).toBe('Paid')
    expect(await statusOf(other.id)).toBe('Pending')
    const twice = await assign(staff, row.id, { customer_id: alice.id })
    expect(twice.statusCode).toBe(409)
    await ledgerAgrees()
  })

  test('assigning: bad input is a 422 per field and changes nothing; unknown ids a 404', async () => {
    const row = await received(5_000, 'khong ma')
    for (const payload of [{}, { customer_id: 'x' }, { customer_id: 0 }, { customer_id: 1 }]) {
      const res = await assign(staff, row.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      expect(Object.keys(res.json().errors)).toEqual(['customer_id'])
    }
    expect((await transferOf(row.id)).status).toBe('unmatched')
    expect((await assign(staff, 2_000_000_000, { customer_id: bob.id })).statusCode).toBe(404)
    expect((await list(staff, '/2000000000')).statusCode).toBe(404)
  })

  test('a short transfer is resolved with a note, once', async () => {
    const customer = await createCustomer(t)
    const order = await insertOrder(t, customer, 90_000)
    const row = await received(10_000, order.code)
    expect((await resolve(staff, row.id, { note: '' })).statusCode).toBe(422)
    const res = await resolve(staff, row.id, { note: 'Customer will send the rest' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'short', needs_review: false })
    expect((await resolve(staff, row.id, { note: 'again' })).statusCode).toBe(409)
    const matched = await received(80_000, order.code)
    expect((await resolve(staff, matched.id, { note: 'x' })).statusCode).toBe(409)
  })

  test('the simulator sends a report through the webhook and closes the loop', async () => {
    const order = await insertOrder(t, alice, 123_000)
    for (const provider of ['sepay', 'casso']) {
      const res = await staff.inject({
        method: 'POST',
        url: '/api/staff/bank-transfers/simulate',
        headers: en,
        payload: { provider, amount: provider === 'sepay' ? 100_000 : 23_000, content: order.code },
      })
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json().data.provider).toBe(provider)
    }
    expect(await statusOf(order.id)).toBe('Paid')
    const bad = await staff.inject({
      method: 'POST',
      url: '/api/staff/bank-transfers/simulate',
      headers: en,
      payload: { provider: 'momo', amount: -1, content: '' },
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'content', 'provider'])
  })
})
