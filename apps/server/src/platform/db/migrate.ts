import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { namedLock } from '../jobs/locks.ts'
import type { DatabaseHandle } from './index.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url))

/** Lets exactly one process migrate at a time. */
const migrations = namedLock('db.migrations')

export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8'))
  return journal.entries.length
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  if (handle.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(handle.db as any, config)
    return
  }
  // Several server processes may start at once against one PostgreSQL (ARCHITECTURE §6).
  await handle.db.transaction(async (tx) => {
    await migrations.hold(tx)
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePg(tx as any, config)
  })
}

/** How many migrations the database has applied (0 before the first). */
export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(sql`
    select count(*)::int as count from drizzle.__drizzle_migrations`)) as {
    rows: { count: number }[]
  }
  return Number(result.rows[0]?.count ?? 0)
}
