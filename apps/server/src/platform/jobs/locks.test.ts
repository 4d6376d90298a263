import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test, vi } from 'vitest'
import { anotherProcess, freshDatabase } from '../../../test/db.ts'
import type { DatabaseHandle } from '../db/index.ts'
import { lockId, namedLock } from './locks.ts'

const onPostgres = inject('postgresTemplate') !== null
let database: DatabaseHandle
let other: DatabaseHandle

beforeAll(async () => {
  database = await freshDatabase()
  other = await anotherProcess(database)
})
afterAll(async () => {
  await other?.close()
  await database?.close()
})

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Advisory locks some session waits for, on PostgreSQL (the embedded database has one). */
async function waiters(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(
    sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and not granted`,
  )) as { rows: { count: number }[] }
  return result.rows[0]?.count ?? 0
}

test('two processes never run a locked section at once: the second waits for the first', async () => {
  const lock = namedLock('test.section')
  const steps: string[] = []
  const gate = deferred()
  const first = lock.run(database.db, async () => {
    steps.push('first in')
    await gate.promise
    steps.push('first out')
  })
  await vi.waitFor(() => expect(steps).toEqual(['first in']))
  const second = lock.run(other.db, async () => {
    steps.push('second in')
    steps.push('second out')
  })
  if (onPostgres) await vi.waitFor(async () => expect(await waiters(database)).toBe(1))
  else await new Promise((resolve) => setImmediate(resolve))
  expect(steps).toEqual(['first in'])
  gate.resolve()
  await Promise.all([first, second])
  expect(steps).toEqual(['first in', 'first out', 'second in', 'second out'])
})

test('a section returns what its work returns, and a failure releases the lock', async () => {
  const lock = namedLock('test.result')
  await expect(
    lock.run(database.db, async () => {
      throw new Error('no')
    }),
  ).rejects.toThrow('no')
  expect(await lock.run(other.db, async () => 42)).toBe(42)
})

test.runIf(onPostgres)('a lock held elsewhere is not taken, and keys lock apart', async () => {
  const lock = namedLock('test.keyed')
  const gate = deferred()
  const held = deferred()
  const holding = lock.run(
    database.db,
    async () => {
      held.resolve()
      await gate.promise
    },
    'order-1',
  )
  await held.promise
  try {
    await other.db.transaction(async (tx) => {
      expect(await lock.tryHold(tx, 'order-1')).toBe(false)
      expect(await lock.tryHold(tx, 'order-2')).toBe(true)
      expect(await lock.tryHold(tx)).toBe(true)
    })
  } finally {
    gate.resolve()
    await holding
  }
  await other.db.transaction(async (tx) => expect(await lock.tryHold(tx, 'order-1')).toBe(true))
})

test('a lock is free again once its transaction ends', async () => {
  const lock = namedLock('test.try')
  await database.db.transaction(async (tx) => expect(await lock.tryHold(tx)).toBe(true))
  await other.db.transaction(async (tx) => expect(await lock.tryHold(tx)).toBe(true))
})

test('ids come from names, and two names sharing an id are refused', () => {
  expect(namedLock('test.section').id).toBe(lockId('test.section'))
  expect(namedLock('test.section').id).not.toBe(lockId('test.result'))
  const seen = new Map<number, string>()
  let pair: [string, string] | undefined
  for (let i = 0; !pair; i++) {
    const name = `test.collide-${i}`
    const earlier = seen.get(lockId(name))
    if (earlier) pair = [earlier, name]
    else seen.set(lockId(name), name)
  }
  namedLock(pair[0])
  expect(() => namedLock(pair[1])).toThrow(`the locks ${pair[0]} and ${pair[1]} share the id`)
})
