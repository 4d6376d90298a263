import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { accountChanged } from './account-changes.ts'
import { users } from './schema.ts'

const t = useTestApp()
let admin: Customer
let customer: Customer

beforeAll(async () => {
  admin = await createCustomer(t, { name: 'Quản trị' })
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.uid))
  // As the code that changes a role tells: the session remembered with the customer role goes.
  accountChanged(admin.uid)
  customer = await createCustomer(t)
})

test('a customer cannot disable anyone', async () => {
  const res = await customer.inject({ method: 'POST', url: `/api/staff/users/${admin.id}/disable` })
  expect(res.statusCode).toBe(403)
  expect((await admin.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(200)
})

test('without a session it is a 401', async () => {
  const res = await t.app.inject({ method: 'POST', url: `/api/staff/users/${customer.id}/disable` })
  expect(res.statusCode).toBe(401)
})

test('an unknown customer number is a 404, a malformed one a 400', async () => {
  expect(
    (await admin.inject({ method: 'POST', url: '/api/staff/users/999999999/disable' })).statusCode,
  ).toBe(404)
  // Issue 14: a number past int4 was a 500 (PostgreSQL refuses to compare it with the column).
  for (const id of ['abc', '2147483648', '99999999999999']) {
    const res = await admin.inject({ method: 'POST', url: `/api/staff/users/${id}/disable` })
    expect(res.statusCode, id).toBe(400)
  }
})

test('an admin disables an account: its cookie and its bearer token stop working at once', async () => {
  const res = await admin.inject({ method: 'POST', url: `/api/staff/users/${customer.id}/disable` })
  expect(res.statusCode).toBe(200)
  expect(res.json().data).toMatchObject({ id: customer.id, email: customer.email })
  expect((await customer.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(401)
  const bearer = await t.app.inject({
    url: '/api/users?filter[own]=1',
    headers: { authorization: `Bearer ${customer.token}` },
  })
  expect(bearer.statusCode).toBe(401)
})
