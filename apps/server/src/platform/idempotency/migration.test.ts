import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { placeOrder } from '../../../test/orders.ts'
import { chargeAs, createStaff, depositAs, insertOrder, newKey } from '../../../test/wallet.ts'
import { idempotentRequests } from './schema.ts'

const t = useTestApp()
let staff: Customer
let alice: Customer

beforeAll(async () => {
  ;[staff, alice] = await Promise.all([createStaff(t), createCustomer(t)])
})

/** The statements of migration 0021 that record the keys used before it. */
async function backfill(): Promise<string[]> {
  const file = new URL('../../../drizzle/0022_idempotent_requests.sql', import.meta.url)
  return (await readFile(file, 'utf8'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('INSERT'))
}

const recorded = () =>
  t.database.db
    .select({
      scope: idempotentRequests.scope,
      key: idempotentRequests.key,
      requestHash: idempotentRequests.requestHash,
      effect: idempotentRequests.effect,
    })
    .from(idempotentRequests)

test('the keys orders and postings were made under before 0021 are recorded as the helper records them', async () => {
  await placeOrder(t, alice)
  const deposit = { customer_id: alice.id, currency_id: 'VND', amount: 500_000, reference: 'FT1' }
  const depositKey = newKey()
  expect((await depositAs(staff, deposit, { key: depositKey })).statusCode).toBe(201)
  const order = await insertOrder(t, alice, 100_000)
  expect((await chargeAs(staff, order.id)).statusCode).toBe(201)
  const made = await recorded()
  expect(made.map((row) => row.scope).sort()).toEqual([`orders:${alice.uid}`, 'wallet', 'wallet'])

  await t.database.db.delete(idempotentRequests)
  for (const statement of await backfill()) await t.database.db.execute(sql.raw(statement))
  expect(await recorded()).toEqual(expect.arrayContaining(made))

  const retry = await depositAs(staff, deposit, { key: depositKey })
  expect(retry.statusCode).toBe(200)
  expect(retry.headers['idempotent-replayed']).toBe('true')
  const reused = await depositAs(staff, { ...deposit, amount: 1 }, { key: depositKey })
  expect(reused.statusCode).toBe(409)
})
