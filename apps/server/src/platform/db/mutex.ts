import { sql } from 'drizzle-orm'
import type { Database } from './index.ts'

/**
 * Waits for, then holds until `tx` ends, the lock named `name` (a transaction-level advisory
 * lock on its 64-bit hash): transactions that take the same name run one at a time, in every
 * process on the database. A module serialises its own writes this way (one customer's cart, one
 * customer's addresses) instead of locking a row of another module's table.
 */
export async function holdLock(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`)
}
