import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { expect, inject, test } from 'vitest'
import { createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { DATABASE_RETRY_AFTER_SECONDS } from './errors.ts'

const t = useTestApp((app: FastifyInstance) => {
  app.get('/api/__slow', async (req) => {
    await req.ctx.db.execute(sql`select pg_sleep(30)`)
    return {}
  })
})

const expectUnavailable = (res: Awaited<ReturnType<FastifyInstance['inject']>>) => {
  expect(res.statusCode, res.body).toBe(503)
  expect(res.json()).toEqual({ message: 'サービスは一時的に利用できません' })
  expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
}

const postgres = inject('postgresTemplate')
test.runIf(postgres)('a query cut off by a terminated backend is a 503', async () => {
  const admin = new pg.Client({ connectionString: postgres?.url })
  admin.on('error', () => {})
  await admin.connect()
  // Only this file's database: other test files share the server.
  const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[]
  }
  try {
    const answer = t.app.inject({ url: '/api/__slow', headers: { 'accept-language': 'ja' } })
    let terminated = 0
    while (terminated === 0) {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and query = 'select pg_sleep(30)' and pid <> pg_backend_pid()`,
        [rows[0]?.name],
      )
      terminated = rowCount ?? 0
    }
    expectUnavailable(await answer)
  } finally {
    await admin.end()
  }
})

test('with the database gone, customer calls are a 503 with Retry-After, not a 500', async () => {
  const customer = await createCustomer(t)
  const ja = { 'accept-language': 'ja' }
  expect((await customer.inject({ url: '/api/users', headers: ja })).statusCode).toBe(200)
  await t.database.close()
  expectUnavailable(await customer.inject({ url: '/api/users', headers: ja }))
  expectUnavailable(
    await customer.inject({
      method: 'PUT',
      url: `/api/users/${customer.id}`,
      headers: ja,
      payload: { name: 'Trần Thị Bình' },
    }),
  )
  expectUnavailable(
    await t.app.inject({
      url: '/api/users',
      headers: { ...ja, authorization: 'Bearer not-remembered-so-looked-up' },
    }),
  )
})
