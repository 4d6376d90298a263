import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freshDatabase } from '../../../test/db.ts'
import type { DatabaseHandle } from './index.ts'
import { holdLock } from './mutex.ts'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await freshDatabase()
})
afterAll(() => handle.close())

/** Whether a transaction waits for an advisory lock (PostgreSQL; PGlite runs one at a time). */
async function someoneWaits(): Promise<boolean> {
  const result = (await handle.db.execute(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
  )) as { rows: { n: number }[] }
  return (result.rows[0]?.n ?? 0) > 0
}

test('a transaction taking a held name waits until the holder ends; other names do not', async () => {
  const steps: string[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let locked = () => {}
  const firstHolds = new Promise<void>((resolve) => {
    locked = resolve
  })
  const first = handle.db.transaction(async (tx) => {
    await holdLock(tx, 'cart:a')
    locked()
    await held
    steps.push('first done')
  })
  await firstHolds
  let secondEnded = false
  const second = handle.db
    .transaction(async (tx) => {
      await holdLock(tx, 'cart:a')
      steps.push('second holds')
    })
    .finally(() => {
      secondEnded = true
    })
  // On PostgreSQL the second really reaches the lock before the first lets go.
  while (handle.kind === 'postgres' && !secondEnded && !(await someoneWaits())) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  release()
  await Promise.all([first, second])
  expect(steps).toEqual(['first done', 'second holds'])
  await handle.db.transaction(async (tx) => {
    await holdLock(tx, 'cart:a')
    await holdLock(tx, 'cart:b')
  })
})
