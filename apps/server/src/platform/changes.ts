/**
 * What every server process keeps until it changes (issue 16, ADR 020). A process keeps the
 * catalogue's answers, orders, cards and rendered pages, the rate, the price list and the home
 * page's rows in memory. The database tells every process when one of their tables changes:
 * statement triggers (migration 0019) notify `kaimono_changes` when the statement's transaction
 * commits, whoever wrote it (this process, another one, the seed CLI, a hand-written UPDATE),
 * and each process forgets all it keeps of that database when the notice arrives.
 *
 * The process that writes also forgets at once (`changed`), so that its own next request reads
 * the write, before its notice has come back. A notice missed while the listening connection
 * was lost is made up for by forgetting everything when it is back; KEPT_AT_MOST_MS bounds
 * anything else (a rate that comes into force by the clock, with no write).
 */
import type { Database, DatabaseHandle } from './db/index.ts'
import { perDatabase } from './db/per-database.ts'

/** The channel the triggers of migration 0019 notify. */
export const CHANGES_CHANNEL = 'kaimono_changes'

/** The longest anything kept until changed is kept, notice or not. */
export const KEPT_AT_MOST_MS = 10 * 60_000

const forgetters: ((db: Database) => void)[] = []

/** Registers what to forget of a database when it changes. */
export function forgetOnChange(forget: (db: Database) => void): void {
  forgetters.push(forget)
}

/**
 * One cache per database (as perDatabase makes them), cleared when that database's catalogue,
 * rate, price list or home page changes.
 */
export function keptUntilChanged<C extends { clear(): void }>(make: (db: Database) => C) {
  const kept = perDatabase(make)
  forgetOnChange((db) => kept.made(db)?.clear())
  return kept
}

/**
 * Forgets, in this process, everything kept of `db`: call it after a write through this
 * process, so that the next request reads it. The other processes are told by the database.
 */
export function changed(db: Database): void {
  for (const forget of forgetters) forget(db)
}

/**
 * Listens for the database's change notices and forgets on each, until the returned function
 * is called.
 */
export function watchChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const forget = () => changed(handle.db)
  return handle.listen(CHANGES_CHANNEL, forget, forget)
}
