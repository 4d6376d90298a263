import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer, newClientAddress, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'

// A stand-in web build whose pages say they may be cached publicly, as a careless page might.
const buildDir = mkdtempSync(path.join(tmpdir(), 'kaimono-private-'))
mkdirSync(path.join(buildDir, 'server'))
mkdirSync(path.join(buildDir, 'client'))
writeFileSync(
  path.join(buildDir, 'server', 'index.js'),
  `export const entry = { module: {
    createLoadContext: (input) => input,
    createRequestHandler: () => async (_request, context) =>
      new Response(JSON.stringify({ user: context.user?.email ?? null }), {
        headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' },
      }),
  } }`,
)
afterAll(() => rmSync(buildDir, { recursive: true, force: true }))

const t = useTestApp(undefined, {}, { web: { mode: 'production', buildDir } })
let customer: Customer
beforeAll(async () => {
  customer = await createCustomer(t)
})

const bearer = () => ({ authorization: `Bearer ${customer.token}` })

describe('answers to a signed-in caller', () => {
  test('personal API and market answers are private, no-store', async () => {
    for (const url of ['/api/users', '/api/notifications', `/market/cart/${customer.id}`]) {
      const byCookie = await customer.inject({ url })
      expect(byCookie.statusCode, url).toBe(200)
      expect(byCookie.headers['cache-control'], url).toBe('private, no-store')
      const byToken = await t.app.inject({ url, headers: bearer() })
      expect(byToken.headers['cache-control'], url).toBe('private, no-store')
    }
  })

  test('an answer that hands out a session is private, no-store', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: newClientAddress(),
      headers: { origin: ORIGIN },
      payload: { email: customer.email, password: customer.password },
    })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.headers['cache-control']).toBe('private, no-store')
  })

  test('public reference answers keep their own caching', async () => {
    const provinces = await customer.inject({ url: '/api/provinces' })
    expect(provinces.headers['cache-control']).toMatch(/^public, max-age=/)
  })

  test('a page rendered for them is private, no-store whatever the page says', async () => {
    const page = await customer.inject({ url: '/orders' })
    expect(page.json()).toEqual({ user: customer.email })
    expect(page.headers['cache-control']).toBe('private, no-store')
  })
})

describe('answers to an anonymous caller', () => {
  test('public answers keep their caching and others get none added', async () => {
    expect((await t.app.inject('/api/provinces')).headers['cache-control']).toMatch(
      /^public, max-age=/,
    )
    const home = await t.app.inject('/market/static/home-config/home-config.json')
    expect(home.headers['cache-control']).toBe('public, max-age=60')
    const products = await t.app.inject('/api/products')
    expect(products.statusCode).toBe(200)
    expect(products.headers['cache-control']).toBeUndefined()
    const page = await t.app.inject('/')
    expect(page.json()).toEqual({ user: null })
    expect(page.headers['cache-control']).toBe('public, max-age=60')
  })
})
