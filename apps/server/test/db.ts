import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, type DatabaseHandle, openDatabase } from '../src/platform/db/index.ts'
import { withDatabase } from './global-setup.ts'

/**
 * An embedded database of its own, restored from the run's migrated snapshot; on a PostgreSQL
 * run there is none, and a bare one runs initdb (seconds, 29 on a machine busy with a bulk load).
 */
export async function embeddedDatabase(): Promise<DatabaseHandle> {
  const file = inject('pgliteSnapshot')
  return openDatabase({
    memory: true,
    snapshot: file ? new Blob([await readFile(file)]) : undefined,
  })
}

/** A freshly migrated database of its own, for one test file. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate')
  if (!template) return embeddedDatabase()
  const name = `kaimono_test_${template.name.split('_').at(-1)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: template.url })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template.name}`)
  } finally {
    await admin.end()
  }
  const url = withDatabase(template.url, name)
  const handle = await openDatabase({ url, poolSize: 4 })
  const fresh: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close()
      const dropper = new pg.Client({ connectionString: template.url })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name}`)
      await dropper.end()
    },
  }
  urls.set(fresh.db, url)
  return fresh
}

const urls = new WeakMap<Database, string>()

/** The address of a fresh PostgreSQL database (freshDatabase), for a process of its own. */
export function databaseUrl(handle: DatabaseHandle): string | undefined {
  return urls.get(handle.db)
}

/**
 * What a second server process holds on the same database: on PostgreSQL a pool of its own (its
 * own connections, sessions and locks); the embedded database has one connection, shared.
 */
export async function anotherProcess(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = urls.get(handle.db)
  return url ? openDatabase({ url, poolSize: 4 }) : anotherHandle(handle)
}

/**
 * Another handle on the same database, as a second server process holds: the same rows, but
 * caches of its own (they are kept per handle). Closing it leaves the database open.
 */
export function anotherHandle(handle: DatabaseHandle): DatabaseHandle {
  const client = (handle.db as unknown as { $client: unknown }).$client
  const options = { casing: 'snake_case' } as const
  const db =
    handle.kind === 'postgres'
      ? drizzlePg(client as pg.Pool, options)
      : drizzlePglite(client as PGlite, options)
  return { ...handle, db: db as unknown as Database, close: async () => {} }
}
