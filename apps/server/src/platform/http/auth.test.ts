import Fastify from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff } from '../../../test/orders.ts'
import { guardRoutes, type Roles, requireRole } from './auth.ts'
import { registerErrorHandling } from './errors.ts'

type Role = 'reader' | 'editor'

/** A caller's role from a test header: none is anonymous. */
const roles: Roles<Role> = {
  of: (req) => (req.headers['x-role'] as Role | undefined) ?? null,
  covers: (held, needed) => held === needed || held === 'editor',
}

describe('requireRole and guardRoutes', () => {
  async function guarded() {
    const app = Fastify()
    app.decorateRequest('lang', 'en')
    registerErrorHandling(app, [])
    guardRoutes(app, '/api/edit/', requireRole(roles, 'editor'))
    app.get('/api/edit/one', async () => ({ ok: true }))
    await app.register(async (scope) => {
      scope.post('/api/edit/nested', async () => ({ ok: true }))
    })
    app.get('/api/read', async () => ({ ok: true }))
    return app
  }

  test('a route under the prefix, wherever it is registered, refuses the anonymous (401)', async () => {
    const app = await guarded()
    for (const [method, url] of [
      ['GET', '/api/edit/one'],
      ['POST', '/api/edit/nested'],
    ] as const) {
      const res = await app.inject({ method, url })
      expect(res.statusCode, url).toBe(401)
      expect(res.json()).toEqual({ message: 'Please sign in' })
    }
  })

  test('a role that does not cover the one needed is a 403; one that does gets through', async () => {
    const app = await guarded()
    const as = (role: Role) => app.inject({ url: '/api/edit/one', headers: { 'x-role': role } })
    expect((await as('reader')).statusCode).toBe(403)
    expect((await as('reader')).json()).toEqual({ message: 'You are not allowed to do this' })
    expect((await as('editor')).statusCode).toBe(200)
  })

  test('a route outside the prefix is not guarded', async () => {
    const app = await guarded()
    expect((await app.inject({ url: '/api/read' })).statusCode).toBe(200)
  })
})

const registered: { method: string; url: string }[] = []
const t = useTestApp(
  undefined,
  {},
  {
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url })
    },
  },
)
let customer: Customer
let staff: Customer
let admin: Customer

beforeAll(async () => {
  ;[customer, staff, admin] = await Promise.all([
    createCustomer(t),
    createStaff(t),
    createStaff(t, 'admin'),
  ])
})

/** Every staff route the app registered, as its onRoute hook saw it: new ones are covered. */
function staffRoutes(): { method: string; url: string }[] {
  return registered
    .filter(({ method, url }) => url.startsWith('/api/staff/') && method !== 'HEAD')
    .map(({ method, url }) => ({
      method,
      url: url.replace(/:id\b/g, '1').replace(/:(\w+)/g, 'x-$1'),
    }))
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

test('staff and admins get past the check to the validation', async () => {
  for (const who of [staff, admin]) {
    const res = await who.inject({
      method: 'POST',
      url: '/api/staff/wallets/deposits',
      headers: { 'accept-language': 'en' },
      payload: {},
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).length).toBeGreaterThan(0)
  }
})
