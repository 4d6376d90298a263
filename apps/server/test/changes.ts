import { sql } from 'drizzle-orm'
import { CHANGES_CHANNEL, forgetOnChange } from '../src/platform/changes.ts'
import type { Database } from '../src/platform/db/index.ts'

/** The notices of noticesArrived that reached this process's watcher, per database. */
const arrived = new WeakMap<Database, Set<string>>()
forgetOnChange((db, notice) => {
  if (notice?.startsWith('settle ')) arrived.get(db)?.add(notice)
})
let sent = 0

/**
 * Resolves once every change notice sent on `db` so far has reached this process's watcher (the
 * app's, watchChanges): a notice of its own is sent and waited for, and notices arrive in the
 * order they were sent. At most 10 s.
 */
export async function noticesArrived(db: Database): Promise<void> {
  // Its own notice, told apart from the earlier ones still on their way: once any notice had
  // arrived, a later one could still forget what the caller reads next.
  const notice = `settle ${++sent}`
  const seen = arrived.get(db) ?? new Set<string>()
  arrived.set(db, seen)
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${notice})`)
  for (let tries = 0; tries < 200 && !seen.has(notice); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if (!seen.delete(notice)) throw new Error('no change notice arrived in 10 s')
}
