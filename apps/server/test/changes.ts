import { sql } from 'drizzle-orm'
import { CHANGES_CHANNEL, forgetOnChange } from '../src/platform/changes.ts'
import type { Database } from '../src/platform/db/index.ts'

/** How many times each database's kept copies were forgotten in this process. */
const forgotten = new WeakMap<Database, number>()
forgetOnChange((db) => forgotten.set(db, (forgotten.get(db) ?? 0) + 1))

/**
 * Resolves once every change notice sent on `db` so far has reached this process's watcher (the
 * app's, watchChanges): a notice of its own is sent and waited for, and notices arrive in the
 * order they were sent. At most 10 s.
 */
export async function noticesArrived(db: Database): Promise<void> {
  const before = forgotten.get(db) ?? 0
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'settle')`)
  for (let tries = 0; tries < 200 && (forgotten.get(db) ?? 0) === before; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if ((forgotten.get(db) ?? 0) === before) throw new Error('no change notice arrived in 10 s')
}
