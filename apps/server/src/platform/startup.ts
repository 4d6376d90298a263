import type { Config } from './config.ts'
import { type DatabaseHandle, openDatabase } from './db/index.ts'
import { runMigrations } from './db/migrate.ts'
import { seed } from '../seed/index.ts'

/** Opens the configured database: PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({ dataDir: config.DATA_DIR })
}

/** Migrations, then the reference data when it changed (ARCHITECTURE §2: applied on start). */
export async function prepareDatabase(database: DatabaseHandle) {
  await runMigrations(database)
  return seed(database.db)
}
