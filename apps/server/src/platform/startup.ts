import { type Config, ConfigError } from './config.ts'
import { DatabaseError, type DatabaseHandle, openDatabase } from './db/index.ts'
import { DirLockedError } from './db/lock.ts'

/** Opens the configured database: PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({ dataDir: config.DATA_DIR })
}

const KNOWN_FAILURES = [ConfigError, DatabaseError, DirLockedError]

/**
 * Known start-up failures (bad configuration, unreachable database, a data directory in use)
 * end in one readable line and exit code 1; anything else is a bug and keeps its stack.
 */
export function exitWith(error: unknown): never {
  const known = KNOWN_FAILURES.some((kind) => error instanceof kind)
  const detail = error instanceof Error ? (known ? error.message : error.stack) : String(error)
  process.stderr.write(`kaimono: ${detail}\n`)
  process.exit(1)
}
