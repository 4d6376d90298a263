import { AsyncLocalStorage } from 'node:async_hooks'
import { isDatabaseUnavailable } from '../../platform/db/index.ts'

type Faults = { databaseUnavailable: boolean }
const current = new AsyncLocalStorage<Faults>()

/**
 * What Better Auth logs while it serves a request. Some of its endpoints (the session read) catch
 * a failed query, log it and answer a bare 500: the answer no longer says that the database was
 * away, the log line does. Called by the logger given to Better Auth.
 */
export function noteAuthLog(details: readonly unknown[]): void {
  const faults = current.getStore()
  if (faults && details.some((detail) => isDatabaseUnavailable(detail))) {
    faults.databaseUnavailable = true
  }
}

/** Runs one Better Auth request, and tells whether it met the database away on the way. */
export async function observeAuth<T>(work: () => Promise<T>): Promise<[T, Faults]> {
  const faults: Faults = { databaseUnavailable: false }
  return [await current.run(faults, work), faults]
}
