import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freshDatabase } from '../../test/db.ts'
import { currencies, fxRates } from '../modules/fx/schema.ts'
import { ordersSeed } from '../modules/orders/index.ts'
import { orderStatuses } from '../modules/orders/schema.ts'
import { shipmentMethods } from '../modules/pricing/schema.ts'
import type { DatabaseHandle } from '../platform/db/index.ts'
import { appMeta } from '../platform/db/meta-schema.ts'
import { seed } from './index.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(() => database.close())

const counts = async () => {
  const [[c], [s], [o], [f]] = await Promise.all([
    database.db.select({ n: count() }).from(currencies),
    database.db.select({ n: count() }).from(shipmentMethods),
    database.db.select({ n: count() }).from(orderStatuses),
    database.db.select({ n: count() }).from(fxRates),
  ])
  return [c?.n, s?.n, o?.n, f?.n]
}

test('the migrated test database already holds the reference data, and seeding again changes nothing', async () => {
  expect(await counts()).toEqual([2, 2, 10, 1])
  expect(await seed(database.db)).toEqual({
    reference: 'up to date',
    geo: 'up to date',
    catalog: 'up to date',
  })
  expect(await counts()).toEqual([2, 2, 10, 1])
})

test('a changed reference version re-seeds in place without duplicating rows', async () => {
  await database.db
    .update(appMeta)
    .set({ value: 'older' })
    .where(eq(appMeta.key, 'seed.reference.orders'))
  await database.db
    .update(orderStatuses)
    .set({ name: { vi: 'x', ja: 'x', en: 'x' } })
    .where(eq(orderStatuses.id, 'Paid'))
  expect(await seed(database.db)).toEqual({
    reference: 'seeded',
    geo: 'up to date',
    catalog: 'up to date',
  })
  expect(await counts()).toEqual([2, 2, 10, 1])
  const [paid] = await database.db.select().from(orderStatuses).where(eq(orderStatuses.id, 'Paid'))
  expect(paid?.name.en).toBe('Paid')
  const [meta] = await database.db
    .select()
    .from(appMeta)
    .where(eq(appMeta.key, 'seed.reference.orders'))
  expect(meta?.value).toBe(ordersSeed.version)
})

test('two seeds at once leave one copy of everything', async () => {
  await database.db
    .update(appMeta)
    .set({ value: 'older' })
    .where(eq(appMeta.key, 'seed.reference.orders'))
  const results = await Promise.all([seed(database.db), seed(database.db)])
  expect(results.map((r) => r.reference).sort()).toEqual(['seeded', 'up to date'])
  expect(await counts()).toEqual([2, 2, 10, 1])
})

test('the seeded exchange rate: 1 JPY = 172.5 VND from the epoch, open-ended', async () => {
  expect(await database.db.select().from(fxRates)).toMatchObject([
    {
      fromCurrency: 'JPY',
      toCurrency: 'VND',
      rate: '172.5',
      validFrom: new Date(0),
      validTo: null,
      source: 'seed',
    },
  ])
})

test('a first seed on a database that has rates ends where the earliest begins', async () => {
  const bankFrom = new Date('2026-11-01T00:00:00Z')
  await database.db.delete(fxRates)
  await database.db.insert(fxRates).values({
    fromCurrency: 'JPY',
    toCurrency: 'VND',
    rate: '174.27',
    validFrom: bankFrom,
    source: 'vcb',
  })
  await database.db
    .update(appMeta)
    .set({ value: 'older' })
    .where(eq(appMeta.key, 'seed.reference.fx'))
  await seed(database.db)
  await seed(database.db)
  const rows = await database.db.select().from(fxRates).orderBy(fxRates.validFrom)
  expect(rows.map((r) => [r.source, r.rate, r.validFrom, r.validTo])).toEqual([
    ['seed', '172.5', new Date(0), bankFrom],
    ['vcb', '174.27', bankFrom, null],
  ])
})
