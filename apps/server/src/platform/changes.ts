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

/** Forgets what is kept of `db`; `notice` is the payload of the notice that told of it, if any. */
type Forget = (db: Database, notice?: string) => void

const forgetters = new Set<Forget>()

/** Registers what to forget of a database when it changes; the function returned unregisters. */
export function forgetOnChange(forget: Forget): () => void {
  forgetters.add(forget)
  return () => forgetters.delete(forget)
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
export function changed(db: Database, notice?: string): void {
  for (const forget of forgetters) forget(db, notice)
}

/** How long after the last change of a burst the work done ahead starts again. */
export const PREPARED_AFTER_MS = 1_000

const preparers: ((db: Database) => Promise<unknown>)[] = []

/** The databases whose work ahead is to do or under way (keepPrepared). */
const preparing = new WeakSet<Database>()

/**
 * Whether this process is doing, or is about to do, its work ahead for `db` (after its start or
 * a change): until it is done, requests read what it prepares themselves (/readyz tells).
 */
export const isPreparing = (db: Database): boolean => preparing.has(db)

/**
 * Registers work that a serving process does ahead, at start and after each burst of changes,
 * so that no visitor waits for it: the home page's rows, which take seconds to read at
 * 1,000,000 products.
 */
export function prepareAhead(prepare: (db: Database) => Promise<unknown>): void {
  preparers.push(prepare)
}

/**
 * Does the registered work now, one part at a time (one connection, not the pool), and again
 * PREPARED_AFTER_MS after each burst of changes of `db`, until the function returned is called:
 * no part starts after it, and the promise it returns settles when the part in hand has ended. A
 * part that fails is reported and left to the requests.
 */
export function keepPrepared(db: Database, onError: (error: unknown) => void): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined
  let working = Promise.resolve()
  let stopped = false
  const work = () => {
    timer = undefined
    working = working.then(async () => {
      for (const prepare of preparers) {
        if (stopped) return
        await prepare(db).catch(onError)
      }
      if (timer === undefined) preparing.delete(db)
    })
  }
  const stopWatching = forgetOnChange((changedDb) => {
    if (changedDb !== db) return
    preparing.add(db)
    clearTimeout(timer)
    timer = setTimeout(work, PREPARED_AFTER_MS)
  })
  preparing.add(db)
  work()
  return async () => {
    stopped = true
    stopWatching()
    clearTimeout(timer)
    await working
    preparing.delete(db)
  }
}

/**
 * Listens for the database's change notices and forgets on each, until the returned function
 * is called.
 */
export function watchChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
  return handle.listen(
    CHANGES_CHANNEL,
    (notice) => changed(handle.db, notice),
    () => changed(handle.db),
  )
}
