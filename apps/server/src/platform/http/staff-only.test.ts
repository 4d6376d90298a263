import { beforeAll, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff } from '../../../test/orders.ts'

const t = useTestApp()
let customer: Customer
let staff: Customer

beforeAll(async () => {
  ;[customer, staff] = await Promise.all([createCustomer(t), createStaff(t)])
})

/** Every staff route the app serves, read from its routing table so that new ones are covered. */
function staffRoutes(): { method: string; url: string }[] {
  const table = t.app.printRoutes({ commonPrefix: false })
  return [...table.matchAll(/(\/api\/staff\/\S+) \(([A-Z, ]+)\)/g)].flatMap(([, path, methods]) =>
    (methods ?? '')
      .split(', ')
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        method,
        url: (path ?? '').replace(/:id\b/g, '1').replace(/:(\w+)/g, 'x-$1'),
      })),
  )
}

// Bodies that would fail validation: were they read first, the answer would be a 422 naming
// the fields the endpoint expects.
const bodies = [{}, { status_id: 1, amount: 'lots' }]

test('the staff routes are found', () => {
  expect(staffRoutes().length).toBeGreaterThanOrEqual(8)
})

test('every staff route answers an anonymous caller 401 before reading the body', async () => {
  for (const { method, url } of staffRoutes()) {
    for (const payload of [...bodies, '{"not json']) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { 'accept-language': 'en', 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json()).toEqual({ message: 'Please sign in' })
    }
  }
})

test('every staff route answers a customer 403 before reading the body', async () => {
  for (const { method, url } of staffRoutes()) {
    for (const payload of bodies) {
      const res = await customer.inject({
        method: method as 'POST',
        url,
        headers: { 'accept-language': 'en' },
        payload,
      })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json()).toEqual({ message: 'You are not allowed to do this' })
    }
  }
})

test('staff get past the check to the validation', async () => {
  const res = await staff.inject({
    method: 'POST',
    url: '/api/staff/wallets/deposits',
    headers: { 'accept-language': 'en' },
    payload: {},
  })
  expect(res.statusCode).toBe(422)
  expect(Object.keys(res.json().errors).length).toBeGreaterThan(0)
})
