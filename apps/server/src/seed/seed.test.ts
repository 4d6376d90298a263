import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freshDatabase } from '../../test/db.ts'
import { currencies } from '../modules/fx/schema.ts'
import { orderStatuses, shipmentMethods } from '../modules/orders/schema.ts'
import type { DatabaseHandle } from '../platform/db/index.ts'
import { appMeta } from '../platform/db/meta-schema.ts'
import { REFERENCE_VERSION, seed } from './index.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(() => database.close())

const counts = async () => {
  const [[c], [s], [o]] = await Promise.all([
    database.db.select({ n: count() }).from(currencies),
    database.db.select({ n: count() }).from(shipmentMethods),
    database.db.select({ n: count() }).from(orderStatuses),
  ])
  return [c?.n, s?.n, o?.n]
}

test('the migrated test database already holds the reference data, and seeding again changes nothing', async () => {
  expect(await counts()).toEqual([2, 2, 10])
  expect(await seed(database.db)).toEqual({ reference: 'up to date', geo: 'up to date' })
  expect(await counts()).toEqual([2, 2, 10])
})

test('a changed reference version re-seeds in place without duplicating rows', async () => {
  await database.db.update(appMeta).set({ value: 'older' }).where(eq(appMeta.key, 'seed.reference'))
  await database.db
    .update(orderStatuses)
    .set({ name: { vi: 'x', ja: 'x', en: 'x' } })
    .where(eq(orderStatuses.id, 'Paid'))
  expect(await seed(database.db)).toEqual({ reference: 'seeded', geo: 'up to date' })
  expect(await counts()).toEqual([2, 2, 10])
  const [paid] = await database.db.select().from(orderStatuses).where(eq(orderStatuses.id, 'Paid'))
  expect(paid?.name.en).toBe('Paid')
  const [meta] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed.reference'))
  expect(meta?.value).toBe(REFERENCE_VERSION)
})

test('two seeds at once leave one copy of everything', async () => {
  await database.db.update(appMeta).set({ value: 'older' }).where(eq(appMeta.key, 'seed.reference'))
  const results = await Promise.all([seed(database.db), seed(database.db)])
  expect(results.map((r) => r.reference).sort()).toEqual(['seeded', 'up to date'])
  expect(await counts()).toEqual([2, 2, 10])
})
