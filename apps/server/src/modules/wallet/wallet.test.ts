import type { Paged, Transaction, Wallet } from '@kaimono/contracts'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff, depositAs } from '../../../test/wallet.ts'

const t = useTestApp()
let staff: Customer
let alice: Customer
let bob: Customer
let aliceVnd: Wallet
let aliceJpy: Wallet
let bobVnd: Wallet

// 1 November 2026, 00:00 in Vietnam (UTC+7), and whole days after it.
const NOV_1 = Date.UTC(2026, 10, 1) / 1000 - 7 * 3600
const DAY = 86_400

const get = <T>(who: Customer | null, url: string, lang = 'en') =>
  (who ?? { inject: t.app.inject.bind(t.app) }).inject({
    url,
    headers: { 'accept-language': lang },
  }) as Promise<{ statusCode: number; json(): T; body: string }>

const walletsOf = async (who: Customer) =>
  (await get<Paged<Wallet>>(who, '/api/wallet/users?filter[own]=1')).json().data as [Wallet, Wallet]

const list = async (who: Customer, query: string) => {
  const res = await get<Paged<Transaction>>(who, `/api/transactions?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const ids = (page: Paged<Transaction>) => page.data.map((row) => row.id)

// Alice's VND ledger: five deposits on 1, 2, 3, 3 and 5 November; one in JPY; one of Bob's.
const ALICE_VND = [
  { amount: 300_000, day: 0, reference: 'FT2611010001' },
  { amount: 1_200_000, day: 1, reference: 'FT2611020002' },
  { amount: 50_000, day: 2, reference: 'ft2611030003' },
  { amount: 700_000, day: 2, reference: 'MB-77_%' },
  { amount: 450_000, day: 4, reference: 'VCB5550004' },
]
const posted: Transaction[] = []

beforeAll(async () => {
  staff = await createStaff(t)
  ;[alice, bob] = await Promise.all([createCustomer(t), createCustomer(t)])
  ;[aliceVnd, aliceJpy] = await walletsOf(alice)
  ;[bobVnd] = await walletsOf(bob)
  for (const deposit of ALICE_VND) {
    const res = await depositAs(staff, {
      customer_id: alice.id,
      currency_id: 'VND',
      amount: deposit.amount,
      voucher_date: NOV_1 + deposit.day * DAY + 3600,
      reference: deposit.reference,
    })
    expect(res.statusCode, res.body).toBe(201)
    posted.push(res.json().data)
  }
  const jpy = await depositAs(staff, {
    customer_id: alice.id,
    currency_id: 'JPY',
    amount: 5_000,
    voucher_date: NOV_1 + 3 * DAY,
    reference: 'FT2611040009',
  })
  expect(jpy.statusCode, jpy.body).toBe(201)
  posted.push(jpy.json().data)
  const bobs = await depositAs(staff, {
    customer_id: bob.id,
    currency_id: 'VND',
    amount: 999_000,
    voucher_date: NOV_1,
    reference: 'FT2611010001',
  })
  expect(bobs.statusCode, bobs.body).toBe(201)
})

const idOf = (index: number) => posted[index]?.id ?? 0

describe('GET /api/wallet/users', () => {
  test('without a session every wallet call is a 401', async () => {
    for (const url of ['/api/wallet/users', '/api/wallet/users/1', '/api/transactions']) {
      expect((await get(null, url)).statusCode, url).toBe(401)
    }
  })

  test('a new customer has a VND and a JPY wallet at zero, VND first, even on concurrent first reads', async () => {
    const carol = await createCustomer(t)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get<Paged<Wallet>>(carol, '/api/wallet/users')),
    )
    for (const res of answers) expect(res.statusCode, res.body).toBe(200)
    const page = answers[0]?.json()
    expect(page?.total).toBe(2)
    expect(page?.data.map((wallet) => [wallet.currency_id, wallet.balance])).toEqual([
      ['VND', 0],
      ['JPY', 0],
    ])
    expect(page?.data[0]?.amount_available_for_payment).toBe(0)
  })

  test('reading wallets again makes nothing and uses up no wallet ids', async () => {
    const dave = await createCustomer(t)
    const made = await walletsOf(dave)
    for (let read = 0; read < 3; read += 1) {
      expect(await walletsOf(dave)).toEqual(made)
      expect(await walletsOf(alice)).toHaveLength(2)
    }
    const erin = await createCustomer(t)
    const next = Math.max(made[0].id, made[1].id)
    const [vnd, jpy] = await walletsOf(erin)
    expect([vnd.id, jpy.id].sort((a, b) => a - b)).toEqual([next + 1, next + 2])
  })

  test("always the caller's own, whatever filter[own] says; filter[currency_id] narrows", async () => {
    const all = await get<Paged<Wallet>>(alice, '/api/wallet/users?filter[own]=0')
    expect(all.json().data.map((wallet) => wallet.id)).toEqual([aliceVnd.id, aliceJpy.id])
    const jpy = await get<Paged<Wallet>>(alice, '/api/wallet/users?filter[currency_id]=JPY')
    expect(jpy.json().data).toEqual([
      { id: aliceJpy.id, currency_id: 'JPY', balance: 5_000, amount_available_for_payment: 5_000 },
    ])
  })

  test('an unknown currency, filter or parameter is a 400 naming it', async () => {
    const usd = await get<{ message: string }>(alice, '/api/wallet/users?filter[currency_id]=USD')
    expect(usd.statusCode).toBe(400)
    expect(usd.json().message).toContain('filter[currency_id]')
    expect((await get(alice, '/api/wallet/users?filter[user_id]=1')).statusCode).toBe(400)
    expect((await get(alice, '/api/wallet/users?sort=balance')).statusCode).toBe(400)
  })

  test("one wallet by id: the caller's own; another customer's is a 404", async () => {
    const own = await get<{ data: Wallet }>(alice, `/api/wallet/users/${aliceVnd.id}`)
    expect(own.statusCode).toBe(200)
    expect(own.json().data).toEqual({
      id: aliceVnd.id,
      currency_id: 'VND',
      balance: 2_700_000,
      amount_available_for_payment: 2_700_000,
    })
    expect((await get(alice, `/api/wallet/users/${bobVnd.id}`)).statusCode).toBe(404)
    expect((await get(bob, `/api/wallet/users/${aliceVnd.id}`)).statusCode).toBe(404)
    expect((await get(alice, '/api/wallet/users/abc')).statusCode).toBe(400)
  })
})

describe('GET /api/transactions', () => {
  const vnd = () => `filter[wallet_id]=${aliceVnd.id}`

  test('newest voucher first, then the newest row; rows carry the running balance', async () => {
    const page = await list(alice, vnd())
    expect(ids(page)).toEqual([idOf(4), idOf(3), idOf(2), idOf(1), idOf(0)])
    expect(page.data[0]).toMatchObject({
      wallet_id: aliceVnd.id,
      amount: 450_000,
      available_amount: 450_000,
      balance_after: 2_700_000,
      available_after: 2_700_000,
      transaction_type_id: 'deposit',
      voucher_date: NOV_1 + 4 * DAY + 3600,
    })
    expect(page.data[0]).not.toHaveProperty('transaction_type')
    expect(page.data[0]).not.toHaveProperty('references')
  })

  test('sorts on amount and voucher_date both ways; other sorts are a 400', async () => {
    const amounts = async (sort: string) =>
      (await list(alice, `${vnd()}&sort=${sort}`)).data.map((row) => row.amount)
    expect(await amounts('amount')).toEqual([50_000, 300_000, 450_000, 700_000, 1_200_000])
    expect(await amounts('-amount')).toEqual([1_200_000, 700_000, 450_000, 300_000, 50_000])
    expect(ids(await list(alice, `${vnd()}&sort=voucher_date`))).toEqual([
      idOf(0),
      idOf(1),
      idOf(2),
      idOf(3),
      idOf(4),
    ])
    expect((await get(alice, `/api/transactions?sort=balance_after`)).statusCode).toBe(400)
  })

  test("without filter[wallet_id], all the caller's wallets; another's wallet is an empty list", async () => {
    const all = await list(alice, '')
    expect(all.total).toBe(6)
    expect(new Set(all.data.map((row) => row.wallet_id))).toEqual(
      new Set([aliceVnd.id, aliceJpy.id]),
    )
    const foreign = await list(alice, `filter[wallet_id]=${bobVnd.id}`)
    expect(foreign.total).toBe(0)
    expect(foreign.data).toEqual([])
    const bobs = await list(bob, '')
    expect(bobs.total).toBe(1)
    expect(bobs.data[0]?.amount).toBe(999_000)
  })

  test('filter[reference] matches a reference from its start, ignoring case and wildcards', async () => {
    const matching = async (reference: string) =>
      ids(await list(alice, `${vnd()}&filter[reference]=${encodeURIComponent(reference)}`))
    expect(await matching('FT2611020002')).toEqual([idOf(1)])
    expect(await matching('FT26110')).toEqual([idOf(2), idOf(1), idOf(0)])
    expect(await matching('FT2611030003')).toEqual([idOf(2)])
    expect(await matching('vcb')).toEqual([idOf(4)])
    // % and _ are text, not wildcards.
    expect(await matching('MB-77_%')).toEqual([idOf(3)])
    expect(await matching('MB-7__')).toEqual([])
    expect(await matching('%')).toEqual([])
    expect(await matching('2611')).toEqual([])
    // Bob's deposit has the same reference and stays his.
    expect(await matching('FT2611010001')).toEqual([idOf(0)])
    expect((await get(alice, '/api/transactions?filter[reference]=')).statusCode).toBe(400)
    // Issue 14: a NUL was a 500, a wallet id past int4 too.
    expect((await get(alice, '/api/transactions?filter[reference]=FT%00')).statusCode).toBe(400)
    expect((await get(alice, '/api/transactions?filter[wallet_id]=2147483648')).statusCode).toBe(
      400,
    )
  })

  test('filter_between[voucher_date] is unix seconds with both ends inclusive', async () => {
    const between = async (from: number, to: number) =>
      ids(await list(alice, `${vnd()}&filter_between[voucher_date]=${from},${to}`))
    const third = NOV_1 + 2 * DAY + 3600
    expect(await between(third, third)).toEqual([idOf(3), idOf(2)])
    expect(await between(NOV_1 + DAY, NOV_1 + 3 * DAY - 1)).toEqual([idOf(3), idOf(2), idOf(1)])
    expect(await between(NOV_1 + 5 * DAY, NOV_1 + 9 * DAY)).toEqual([])
    for (const bad of ['1,2,3', 'abc,def', '5', `${third + 1},${third}`, '1.5,3']) {
      const res = await get(alice, `/api/transactions?filter_between[voucher_date]=${bad}`)
      expect(res.statusCode, bad).toBe(400)
    }
  })

  test('filters combine: a date range and a reference', async () => {
    const page = await list(
      alice,
      `${vnd()}&filter_between[voucher_date]=${NOV_1},${NOV_1 + 2 * DAY - 1}&filter[reference]=ft`,
    )
    expect(ids(page)).toEqual([idOf(1), idOf(0)])
  })

  test('include=transactionType names the type in the request language; append=references', async () => {
    const res = await get<Paged<Transaction>>(
      alice,
      `/api/transactions?${vnd()}&include=transactionType&append=references&sort=voucher_date`,
      'vi',
    )
    const [first] = res.json().data
    expect(first?.transaction_type).toEqual({
      id: 'deposit',
      name: 'Nạp tiền',
      _name: { vi: 'Nạp tiền', ja: '入金', en: 'Deposit' },
    })
    expect(first?.references).toEqual([
      { id: expect.any(Number), receiptable_id: 'FT2611010001', receiptable_type: 'bank_transfer' },
    ])
    expect((await get(alice, '/api/transactions?include=wallet')).statusCode).toBe(400)
    expect((await get(alice, '/api/transactions?append=notes')).statusCode).toBe(400)
  })

  test('pages: page and per_page, with from and to counting rows across pages', async () => {
    const second = await list(alice, `${vnd()}&per_page=2&page=2`)
    expect(second).toMatchObject({ current_page: 2, last_page: 3, from: 3, to: 4, total: 5 })
    expect(ids(second)).toEqual([idOf(2), idOf(1)])
    const beyond = await list(alice, `${vnd()}&per_page=2&page=9`)
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: 5 })
    expect((await get(alice, '/api/transactions?per_page=101')).statusCode).toBe(400)
    expect((await get(alice, '/api/transactions?page=0')).statusCode).toBe(400)
  })
})
