import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { noticesArrived } from '../../../test/changes.ts'
import { fxRates } from './schema.ts'
import { forgetCurrentRate, replaceRate } from './service.ts'

const t = useTestApp()
const URL_BASE = '/api/amount-with-conditions'
const get = (query = '', lang = 'en') =>
  t.app.inject({ url: `${URL_BASE}${query}`, headers: { 'accept-language': lang } })

const T1 = 1_700_000_000
const T2 = T1 + 86_400
const at = (seconds: number) => new Date(seconds * 1000)

/** seed from the epoch, then staff from T1, then the bank from T2 (open). */
async function threePeriods() {
  const { db } = t.database
  await db.delete(fxRates)
  await db.insert(fxRates).values([
    {
      fromCurrency: 'JPY',
      toCurrency: 'VND',
      rate: '172.5',
      validFrom: at(0),
      validTo: at(T1),
      source: 'seed',
    },
    {
      fromCurrency: 'JPY',
      toCurrency: 'VND',
      rate: '170.10',
      validFrom: at(T1),
      validTo: at(T2),
      source: 'staff',
    },
    { fromCurrency: 'JPY', toCurrency: 'VND', rate: '174.27', validFrom: at(T2), source: 'vcb' },
  ])
  forgetCurrentRate(db)
}

test('the seeded rate is in force: 1 JPY = 172.5 VND since the epoch, as exact decimal text', async () => {
  const response = await get('?filter[type]=exchange-rates&filter[from]=JPY&filter[to]=VND')
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    data: {
      type: 'exchange-rates',
      from: 'JPY',
      to: 'VND',
      amount: '172.5',
      timeline: 0,
      valid_to: null,
      source: 'seed',
    },
  })
  expect((await get()).json()).toEqual(response.json())
})

test('include=timelines.amounts lists the periods overlapping the range, in unix seconds', async () => {
  await threePeriods()
  const around = (from: number, to: number) =>
    get(`?include=timelines.amounts&filter_between[timeline]=${from},${to}`)

  const first = await around(T1 - 10, T1 + 10)
  expect(first.statusCode).toBe(200)
  expect(first.json().data).toMatchObject({ amount: '174.27', timeline: T2, source: 'vcb' })
  expect(first.json().data.timelines).toEqual([
    {
      timeline: 0,
      valid_to: T1,
      source: 'seed',
      amounts: [{ currency_id: 'VND', amount: '172.5' }],
    },
    {
      timeline: T1,
      valid_to: T2,
      source: 'staff',
      amounts: [{ currency_id: 'VND', amount: '170.1' }],
    },
  ])

  const edge = await around(T2, T2 + 5)
  expect(edge.json().data.timelines.map((p: { source: string }) => p.source)).toEqual(['vcb'])

  // Without a range: the last 30 days, where only the open bank rate was in force.
  const recent = await get('?include=timelines')
  expect(recent.json().data.timelines).toEqual([
    {
      timeline: T2,
      valid_to: null,
      source: 'vcb',
      amounts: [{ currency_id: 'VND', amount: '174.27' }],
    },
  ])
})

test.each([
  ['?filter[from]=USD', 'Invalid value for parameter filter[from]'],
  ['?filter[to]=JPY', 'Invalid value for parameter filter[to]'],
  ['?filter[type]=prices', 'Invalid value for parameter filter[type]'],
  ['?filter[currency]=JPY', 'Unsupported parameter: filter[currency]'],
  ['?include=amounts', 'Invalid value for parameter include'],
  ['?page=2', 'Unsupported parameter: page'],
  ['?per_page=5', 'Unsupported parameter: per_page'],
  ['?sort=-timeline', 'Invalid value for parameter sort'],
  ['?from=JPY', 'Unsupported parameter: from'],
  ['?filter[from]=JPY&filter[from]=JPY', 'Invalid value for parameter filter[from]'],
  [
    '?include=timelines.amounts&filter_between[timeline]=1700000000',
    'Invalid value for parameter filter_between[timeline]',
  ],
  [
    '?include=timelines.amounts&filter_between[timeline]=1700000000,1600000000',
    'Invalid value for parameter filter_between[timeline]',
  ],
  [
    '?include=timelines.amounts&filter_between[timeline]=0,1700000000',
    'Invalid value for parameter filter_between[timeline]',
  ],
  [
    '?include=timelines.amounts&filter_between[timeline]=-5,10',
    'Invalid value for parameter filter_between[timeline]',
  ],
  [
    '?filter_between[timeline]=1700000000,1700000100',
    'Parameter filter_between[timeline] needs include=timelines.amounts',
  ],
])('%s is a 400: %s', async (query, message) => {
  const response = await get(query)
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ message })
})

test('a refused parameter is explained in the request’s language', async () => {
  const response = await get('?filter[from]=USD', 'vi')
  expect(response.statusCode).toBe(400)
  expect(response.json().message).toBe('Giá trị không hợp lệ cho tham số filter[from]')
})

test('a new rate closes the open one at the same instant, and the same rate again adds nothing', async () => {
  await threePeriods()
  const { db } = t.database
  expect(await replaceRate(db, '175.5', 'staff')).toBe('changed')
  expect(await replaceRate(db, '175.50', 'staff')).toBe('unchanged')
  const rows = await db.select().from(fxRates).orderBy(fxRates.validFrom)
  expect(rows).toHaveLength(4)
  const [bank, staff] = rows.slice(-2)
  expect(bank?.validTo).toEqual(staff?.validFrom)
  expect(staff).toMatchObject({ rate: '175.5', validTo: null, source: 'staff' })
  // The writer's own process sees the new rate at once, not after the cache's minute.
  expect((await get()).json().data).toMatchObject({ amount: '175.5', source: 'staff' })
})

test('the current rate is kept, not read per request, until the database tells of a change', async () => {
  await threePeriods()
  const { db } = t.database
  await noticesArrived(db)
  expect((await get()).json().data.amount).toBe('174.27')
  // A write the database tells nobody of (triggers off for it): the kept rate is answered.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.update(fxRates).set({ rate: '999' })
  })
  expect((await get()).json().data.amount).toBe('174.27')
  // A write it tells of: every process reads the rate afresh once the notice has arrived.
  await db.update(fxRates).set({ rate: '998' })
  await noticesArrived(db)
  expect((await get()).json().data.amount).toBe('998')
})

test('with no rate at all the answer is the default 1 (§1), and no periods', async () => {
  await t.database.db.delete(fxRates)
  forgetCurrentRate(t.database.db)
  const response = await get('?include=timelines.amounts')
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    data: {
      type: 'exchange-rates',
      from: 'JPY',
      to: 'VND',
      amount: '1',
      timeline: null,
      valid_to: null,
      source: 'default',
      timelines: [],
    },
  })
})

test('the OpenAPI document describes the endpoint and its conditions', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json()
  const operation = doc.paths['/api/amount-with-conditions']?.get
  expect(operation.summary).toContain('JPY → VND')
  const names = operation.parameters.map((p: { name: string }) => p.name)
  expect(names).toEqual(
    expect.arrayContaining(['filter[type]', 'filter[from]', 'filter[to]', 'include']),
  )
  expect(names).not.toContain('page')
})
