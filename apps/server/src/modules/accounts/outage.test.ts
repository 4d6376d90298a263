import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createCustomer, postFromSite } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'

// Issue 14: Better Auth's faults answer in the API's form, in the reader's language, never an
// empty 500. The database going away is the last test of this file.
const t = useTestApp()

const post = (url: string, payload: object) => postFromSite(t, url, payload)

test('a fault that is not an outage is a 500 with a message', async () => {
  const customer = await createCustomer(t)
  await t.database.db.execute(sql`alter table verifications rename to verifications_away`)
  try {
    const res = await post('/api/auth/request-password-reset', {
      email: customer.email,
      redirectTo: '/reset-password',
    })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Something went wrong, please try again later' })
  } finally {
    await t.database.db.execute(sql`alter table verifications_away rename to verifications`)
  }
})

test('sign-in while the database is unreachable is a 503 with a message', async () => {
  const customer = await createCustomer(t)
  const { close } = t.database
  await close()
  t.database.close = async () => {}
  const res = await post('/api/auth/sign-in/email', {
    email: customer.email,
    password: customer.password,
  })
  expect(res.statusCode).toBe(503)
  expect(res.json()).toEqual({ message: 'Service temporarily unavailable' })
  expect(res.headers['content-type']).toContain('application/json')
  // Better Auth's session read turns the failure into its own 500, without the cause.
  const session = await t.app.inject({
    url: '/api/auth/get-session',
    headers: { cookie: customer.cookie, 'accept-language': 'en' },
  })
  expect(session.statusCode).toBe(503)
  expect(session.json()).toEqual({ message: 'Service temporarily unavailable' })
})
