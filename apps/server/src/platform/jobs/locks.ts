import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/index.ts'

/**
 * A PostgreSQL advisory lock known by its name: the one way the app serialises work across
 * processes (ARCHITECTURE §6). Held for a transaction; `key` narrows it to one value (an
 * idempotency key), so work under different keys does not wait.
 */
export type NamedLock = {
  readonly name: string
  /** The lock's id, derived from its name: the first of PostgreSQL's two 32-bit keys. */
  readonly id: number
  /** Waits for the lock; `tx` holds it until it ends. */
  hold(tx: Database, key?: string): Promise<void>
  /** Takes the lock if no other transaction holds it. */
  tryHold(tx: Database, key?: string): Promise<boolean>
  /** `work` in a transaction of its own that holds the lock from its start. */
  run<T>(db: Database, work: (tx: Database) => Promise<T>, key?: string): Promise<T>
}

const byId = new Map<number, string>()

export const lockId = (name: string): number =>
  createHash('sha256').update(name).digest().readInt32BE(0)

/** The lock named `name`; two names that would share an id are refused where they are made. */
export function namedLock(name: string): NamedLock {
  const id = lockId(name)
  const holder = byId.get(id)
  if (holder !== undefined && holder !== name) {
    throw new Error(`the locks ${holder} and ${name} share the id ${id}: rename one`)
  }
  byId.set(id, name)
  const second = (key?: string) => (key === undefined ? sql`0` : sql`hashtext(${key})`)
  const hold = async (tx: Database, key?: string) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${id}::int, ${second(key)})`)
  }
  return {
    name,
    id,
    hold,
    async tryHold(tx, key) {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${id}::int, ${second(key)}) as locked`,
      )) as { rows: { locked: boolean }[] }
      return result.rows[0]?.locked === true
    },
    run: (db, work, key) =>
      db.transaction(async (tx) => {
        await hold(tx, key)
        return work(tx)
      }),
  }
}
