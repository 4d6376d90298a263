import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { acquireDirLock } from './lock.ts'

export { databaseErrorFields, isDatabaseUnavailable } from './errors.ts'

export type Database = PgDatabase<PgQueryResultHKT>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Where the data lives, with any password masked: safe to log. */
  where: string
  ping(): Promise<void>
  /**
   * Calls `onNotice` with the payload of each notification on `channel` (LISTEN), sent by any
   * session on this database when its transaction commits. On PostgreSQL the listening
   * connection is one of its own, opened again when it is lost; `onResumed` is called once it
   * is back, since what was sent meanwhile was missed. Resolves to the function that stops.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onResumed: () => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true; snapshot?: Blob }

export class DatabaseError extends Error {}

export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparseable URL)'
  }
}

/** Opens PostgreSQL by URL, or the embedded PGlite in a data directory (or in memory for tests). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10)
  return openPglite(options)
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 })
  // A lost idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  // Nor one lost while it is checked out (inside a transaction, between two statements, as when
  // PostgreSQL restarts): pg-pool listens for its client's 'error' only while the client is idle,
  // so without this the event is unhandled and ends the process. The transaction's next
  // statement fails instead (a 503), and the pool drops the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}))
  const where = maskUrl(url)
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => {})
    throw new DatabaseError(`cannot reach the database at ${where}: ${describe(error)}`)
  }
  const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Database
  const listeners = new Set<() => Promise<void>>()
  return {
    db,
    kind: 'postgres',
    where,
    ping: async () => void (await pool.query('select 1')),
    listen: async (channel, onNotice, onResumed) => {
      const stop = await listenOn(url, channel, onNotice, onResumed)
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) await stop()
      }
      listeners.add(stopOnce)
      return stopOnce
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()))
      await pool.end()
    },
  }
}

/** The longest wait before the listening connection is opened again (it doubles from 0.5 s). */
const RELISTEN_MAX_MS = 30_000

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool between queries, and a
 * connection pooler in transaction mode cannot carry LISTEN: this needs the server itself).
 */
async function listenOn(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onResumed: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let delay = 500
  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true })
    // Lost (the server restarted, the network went): opened again after a while.
    client.on('error', () => {})
    client.on('end', () => {
      if (current === client && !stopped) again()
    })
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '')
    })
    try {
      await client.connect()
      await client.query(`listen ${client.escapeIdentifier(channel)}`)
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    if (stopped) await client.end()
    else current = client
  }
  const again = () => {
    current = null
    retry = setTimeout(async () => {
      try {
        await open()
        delay = 500
        onResumed()
      } catch {
        if (!stopped) again()
      }
    }, delay)
    delay = Math.min(delay * 2, RELISTEN_MAX_MS)
  }
  await open()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await current?.end().catch(() => {})
    current = null
  }
}

async function openPglite(
  options: { dataDir: string } | { memory: true; snapshot?: Blob },
): Promise<DatabaseHandle> {
  const dataDir = 'dataDir' in options ? options.dataDir : undefined
  const lock = dataDir ? await acquireDirLock(dataDir) : undefined
  let client: PGlite
  try {
    client = await PGlite.create({
      dataDir: dataDir ? `${dataDir}/pglite` : 'memory://',
      loadDataDir: 'snapshot' in options ? options.snapshot : undefined,
      extensions: { pg_trgm, unaccent },
      relaxedDurability: !dataDir,
    })
  } catch (error) {
    await lock?.release()
    throw new DatabaseError(`cannot open the embedded database in ${dataDir}: ${describe(error)}`)
  }
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    where: dataDir ?? 'memory',
    ping: async () => void (await client.query('select 1')),
    // One process holds the embedded database: its notices come from its own writes.
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice)
      // Stopped while closing: the database may be closed already.
      return () => stop().catch(() => {})
    },
    close: async () => {
      await client.close()
      await lock?.release()
    },
  }
}

export async function dumpSnapshot(handle: DatabaseHandle): Promise<Blob> {
  if (handle.kind !== 'pglite') throw new Error('only the embedded database can be dumped')
  await handle.db.execute(sql`checkpoint`)
  // biome-ignore lint/suspicious/noExplicitAny: reaching the PGlite client behind drizzle
  const client = (handle.db as any).$client as PGlite
  return client.dumpDataDir('none')
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0])
  if (error instanceof Error) return error.message || error.name
  return String(error)
}
