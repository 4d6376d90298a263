import type { Database } from './index.ts'

/**
 * One value per database (a cache, a prepared statement), made on first use. Kept per
 * database, not per process, so that tests on fresh databases never share one.
 */
export function perDatabase<T>(make: (db: Database) => T) {
  const values = new WeakMap<Database, T>()
  return {
    of(db: Database): T {
      let value = values.get(db)
      if (value === undefined) {
        value = make(db)
        values.set(db, value)
      }
      return value
    },
    /** The value if one was made already (to clear a cache without making one). */
    made(db: Database): T | undefined {
      return values.get(db)
    },
  }
}
