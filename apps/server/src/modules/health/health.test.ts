import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { expectedMigrationCount } from '../../platform/db/migrate.ts'

const t = useTestApp()

test('/healthz answers while the process is up', async () => {
  const res = await t.app.inject('/healthz')
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ status: 'ok' })
  expect(res.headers['cache-control']).toBe('no-store')
})

test('/readyz reports the database and the applied migrations', async () => {
  const res = await t.app.inject('/readyz')
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({
    status: 'ready',
    database: t.database.kind,
    migrations: expectedMigrationCount(),
    // A test's app reads nothing ahead (only a production server does).
    preparing: false,
  })
})

test('/readyz is 503 while a migration is missing', async () => {
  await t.database.db.execute(
    sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
  )
  const res = await t.app.inject('/readyz')
  expect(res.statusCode).toBe(503)
  expect(res.json()).toEqual({ message: '1 migration(s) not applied', status: 'not ready' })
})
