import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anotherHandle, freshDatabase } from '../../test/db.ts'
import { TtlCache } from './cache.ts'
import {
  CHANGES_CHANNEL,
  changed,
  isPreparing,
  keepPrepared,
  keptUntilChanged,
  prepareAhead,
  watchChanges,
} from './changes.ts'
import type { Database, DatabaseHandle } from './db/index.ts'

/** A cache of this test's, forgotten on a change like the app's. */
const kept = keptUntilChanged(() => new TtlCache<string>({ maxEntries: 10, ttlMs: 60_000 }))
const fill = (db: Database) => kept.of(db).get('k', async () => 'v')
const holds = (db: Database) => (kept.made(db)?.size ?? 0) > 0

/** Waits for `done` to hold: a notice travels through the database (at most 10 s). */
async function until(done: () => boolean): Promise<boolean> {
  for (let tries = 0; tries < 200 && !done(); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return done()
}

/**
 * The notices of this database `write` sent, as heard by a listener of `handle`'s own: a probe
 * notice is sent after it, and notices arrive in the order their transactions committed, so
 * once the probe has arrived whatever the write sent has too.
 */
async function noticesOf(handle: DatabaseHandle, write: () => Promise<unknown>) {
  const heard: string[] = []
  const stop = await handle.listen(
    CHANGES_CHANNEL,
    (payload) => heard.push(payload),
    () => {},
  )
  await write()
  await handle.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'probe')`)
  await until(() => heard.includes('probe'))
  await stop()
  return heard
}

describe('what is kept until the database changes', () => {
  let one: DatabaseHandle
  let other: DatabaseHandle
  beforeAll(async () => {
    ;[one, other] = await Promise.all([freshDatabase(), freshDatabase()])
  })
  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()])
  })

  test('changed() forgets what this process keeps of that database only', async () => {
    const [a, b] = [anotherHandle(one).db, other.db]
    await Promise.all([fill(a), fill(b)])
    changed(a)
    expect([holds(a), holds(b)]).toEqual([false, true])
  })

  test('a write by anyone reaches every watcher of its database, not another database', async () => {
    // Handles a and b on one database, as two processes hold (their caches are kept per
    // handle); c on another database.
    const [a, b, c] = [anotherHandle(one), anotherHandle(one), anotherHandle(other)]
    const stops = await Promise.all([a, b, c].map((handle) => watchChanges(handle)))
    await Promise.all([a, b, c].map((handle) => fill(handle.db)))
    // A hand-written UPDATE, as from psql: nobody calls changed().
    await one.db.execute(
      sql`update products set price = price + 1 where id = (select min(id) from products)`,
    )
    expect(await until(() => !holds(a.db) && !holds(b.db))).toBe(true)
    expect(holds(c.db)).toBe(true)
    await Promise.all(stops.map((stop) => stop()))
  })

  test('a stopped watcher forgets nothing more', async () => {
    const a = anotherHandle(one)
    const stop = await watchChanges(a)
    await stop()
    await fill(a.db)
    const heard = await noticesOf(one, () =>
      one.db.execute(sql`update product_categories set position = position`),
    )
    expect(heard).toEqual(['catalog', 'probe'])
    expect(holds(a.db)).toBe(true)
  })

  test('the tables whose changes are told: what the catalogue’s answers and pages show', async () => {
    const { rows } = (await one.db.execute(sql`
      select distinct event_object_table as name from information_schema.triggers
      where trigger_name = 'kaimono_changed' order by 1`)) as { rows: { name: string }[] }
    // Orders, carts, wallets and accounts are not: writing them forgets nothing.
    expect(rows.map((row) => row.name)).toEqual([
      'fx_rates',
      'home_configs',
      'market_categories',
      'market_items',
      'market_sellers',
      'origins',
      'product_categories',
      'product_category_links',
      'product_reviews',
      'product_tags',
      'products',
      'province_regions',
      'service_fee_tiers',
      'shipping_method_rules',
      'shipping_rates',
      'suppliers',
      'tags',
    ])
  })

  test('a statement rolled back tells nothing; one transaction tells once per kind', async () => {
    const rolledBack = await noticesOf(one, () =>
      one.db
        .transaction(async (tx) => {
          await tx.execute(sql`update products set price = price + 1 where id < 5`)
          throw new Error('rolled back')
        })
        .catch(() => {}),
    )
    expect(rolledBack).toEqual(['probe'])
    const committed = await noticesOf(one, () =>
      one.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price = price where id < 5`)
        await tx.execute(sql`update tags set name = name`)
        await tx.execute(sql`update home_configs set document = document`)
      }),
    )
    expect(committed).toEqual(['catalog', 'pages', 'probe'])
  })

  test.runIf(!!process.env.TEST_DATABASE_URL)(
    'a listening connection that is lost is opened again, and everything is forgotten then',
    async () => {
      const a = anotherHandle(one)
      const stop = await watchChanges(a)
      await fill(a.db)
      await one.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`)
      expect(await until(() => !holds(a.db))).toBe(true)
      // Listening again: a later write reaches it.
      await fill(a.db)
      await one.db.execute(sql`update origins set name = name`)
      expect(await until(() => !holds(a.db))).toBe(true)
      await stop()
    },
  )
})

/** Work of this test's, read ahead like the home page's rows: each run waits to be let go. */
const runs: { db: Database; finish: () => void }[] = []
prepareAhead(
  (db) =>
    new Promise<void>((finish) => {
      runs.push({ db, finish })
    }),
)

describe('what is read ahead after a change', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await freshDatabase()
  })
  afterAll(() => handle?.close())

  test('at once, then once after each burst of changes of its database, until stopped', async () => {
    const { db } = handle
    const errors: unknown[] = []
    const stop = keepPrepared(db, (error) => errors.push(error))
    expect(isPreparing(db)).toBe(true)
    expect(await until(() => runs.length === 1)).toBe(true)
    // Changes while a run is in hand: one more run after it, for the whole burst.
    changed(db)
    changed(db)
    runs[0]?.finish()
    expect(await until(() => runs.length === 2)).toBe(true)
    expect(runs.every((run) => run.db === db)).toBe(true)
    // Another database's change is not this one's.
    changed(anotherHandle(handle).db)
    runs[1]?.finish()
    // Done: /readyz says so, until the next change.
    expect(await until(() => !isPreparing(db))).toBe(true)
    changed(db)
    expect(isPreparing(db)).toBe(true)
    const stopped = stop()
    // Stopping waits for the run in hand; a change after it starts nothing.
    await stopped
    expect(isPreparing(db)).toBe(false)
    changed(db)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(runs).toHaveLength(2)
    expect(errors).toEqual([])
  })
})
