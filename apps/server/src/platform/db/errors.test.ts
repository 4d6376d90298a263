import { once } from 'node:events'
import { type AddressInfo, createServer, type Socket } from 'node:net'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, inject, test } from 'vitest'
import { embeddedDatabase } from '../../../test/db.ts'
import { type Database, databaseErrorFields, isDatabaseUnavailable, openDatabase } from './index.ts'

const failureOf = async (work: () => Promise<unknown>): Promise<Error> => {
  try {
    await work()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a failure')
}

const SECRET = 'session-token-Zq81xVb'

/** A connection to terminate others from; it never goes itself, but must not crash if it did. */
async function adminOf(url: string) {
  const admin = new pg.Client({ connectionString: url })
  admin.on('error', () => {})
  await admin.connect()
  return admin
}

/** The server process behind a connection (a pool of one, or a transaction). */
async function backendOf(db: Pick<Database, 'execute'>): Promise<number> {
  const { rows } = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[]
  }
  return rows[0]?.pid ?? 0
}

describe('a database that is away', () => {
  test('a PostgreSQL server that refuses connections, and a pool already ended', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/x' })
    const db = drizzle(pool)
    expect(isDatabaseUnavailable(await failureOf(() => db.execute(sql`select 1`)))).toBe(true)
    await pool.end()
    expect(isDatabaseUnavailable(await failureOf(() => db.execute(sql`select 1`)))).toBe(true)
  })

  test('a PostgreSQL server that accepts but never answers (connection timeout)', async () => {
    const sockets: Socket[] = []
    const silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1')
    await once(silent, 'listening')
    const { port } = silent.address() as AddressInfo
    const pool = new pg.Pool({
      connectionString: `postgres://nobody@127.0.0.1:${port}/x`,
      connectionTimeoutMillis: 100,
    })
    try {
      const error = await failureOf(() => drizzle(pool).execute(sql`select 1`))
      expect(isDatabaseUnavailable(error)).toBe(true)
    } finally {
      await pool.end()
      for (const socket of sockets) socket.destroy()
      silent.close()
    }
  })

  const postgres = inject('postgresTemplate')
  test.runIf(postgres)('a backend terminated in the middle of a query', async () => {
    const url = postgres?.url ?? ''
    const victim = await openDatabase({ url, poolSize: 1 })
    const admin = await adminOf(url)
    try {
      const pid = await backendOf(victim.db)
      const running = failureOf(() => victim.db.execute(sql`select pg_sleep(30), ${SECRET}::text`))
      // Only this test's own backend, once it is running the query: other test files share the
      // server.
      let terminated = 0
      while (terminated === 0) {
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where pid = $1 and query like 'select pg_sleep(30)%'`,
          [pid],
        )
        terminated = rowCount ?? 0
      }
      expect(isDatabaseUnavailable(await running)).toBe(true)
    } finally {
      await admin.end()
      await victim.close()
    }
  })
})

describe('a connection lost while checked out (PostgreSQL restarting)', () => {
  const postgres = inject('postgresTemplate')
  test.runIf(postgres)(
    'fails its transaction with a 503, leaves the process up and the pool working',
    async () => {
      const url = postgres?.url ?? ''
      const victim = await openDatabase({ url, poolSize: 1 })
      const pool = (victim.db as unknown as { $client: pg.Pool }).$client
      const admin = await adminOf(url)
      try {
        const acquired = once(pool, 'acquire') as Promise<[pg.PoolClient]>
        const failed = await failureOf(() =>
          victim.db.transaction(async (tx) => {
            const [client] = await acquired
            const pid = await backendOf(tx)
            // Between two statements: no query is running on the connection when it goes. (Not
            // events.once: it would listen for 'error' itself and hide what this test is about.)
            const ended = new Promise((resolve) => client.once('end', resolve))
            await admin.query('select pg_terminate_backend($1)', [pid])
            await ended
            await tx.execute(sql`select 1`)
          }),
        )
        expect(isDatabaseUnavailable(failed)).toBe(true)
        expect(await victim.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] })
      } finally {
        await admin.end()
        await victim.close()
      }
    },
  )
})

describe('the embedded database', () => {
  // A waiting limit, not a measurement: on PostgreSQL runs there is no snapshot, and initdb runs.
  test('refusals of a query are not an outage and log without their values; closed, it is away', {
    timeout: 60_000,
  }, async () => {
    const handle = await embeddedDatabase()
    try {
      await handle.db.execute(sql`create table people (id int primary key, email text unique)`)
      await handle.db.execute(sql`insert into people values (1, ${SECRET})`)
      const duplicate = await failureOf(() =>
        handle.db.execute(sql`insert into people values (2, ${SECRET})`),
      )
      expect(isDatabaseUnavailable(duplicate)).toBe(false)
      const fields = databaseErrorFields(duplicate)
      expect(fields).toMatchObject({
        type: 'DatabaseError',
        code: '23505',
        table: 'people',
        constraint: 'people_email_key',
      })
      expect(JSON.stringify(fields)).not.toContain(SECRET)

      const badInput = await failureOf(() => handle.db.execute(sql`select ${SECRET}::int`))
      expect(isDatabaseUnavailable(badInput)).toBe(false)
      expect(databaseErrorFields(badInput)?.code).toBe('22P02')
      expect(JSON.stringify(databaseErrorFields(badInput))).not.toContain(SECRET)

      const missing = await failureOf(() => handle.db.execute(sql`select * from nobody`))
      expect(isDatabaseUnavailable(missing)).toBe(false)
      expect(isDatabaseUnavailable(new Error('Connection lost in the post'))).toBe(false)
      expect(databaseErrorFields(new Error('not from the database'))).toBeUndefined()
    } finally {
      await handle.close()
    }
    const closed = await failureOf(() => handle.db.execute(sql`select ${SECRET}`))
    expect(isDatabaseUnavailable(closed)).toBe(true)
    expect(JSON.stringify(databaseErrorFields(closed))).not.toContain(SECRET)
  })
})

describe('errors as drivers and Drizzle wrap them', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })

  test('an unreachable or closing database, however wrapped', () => {
    for (const error of [
      coded('ECONNREFUSED'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      new Error('Failed query: select 1', { cause: coded('ECONNRESET') }),
      new AggregateError([coded('ECONNREFUSED')]),
    ]) {
      expect([String(error), isDatabaseUnavailable(error)]).toEqual([String(error), true])
    }
  })

  test('a wrong query or anything else is not an outage', () => {
    for (const error of [
      coded('42P01', 'relation "verifications" does not exist'),
      coded('23505', 'duplicate key value'),
      new Error('boom'),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false)
    }
  })
})
