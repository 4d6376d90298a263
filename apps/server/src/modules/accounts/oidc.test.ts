import { count, eq } from 'drizzle-orm'
import { Events, OAuth2Server } from 'oauth2-mock-server'
import { afterAll, expect, test } from 'vitest'
import { newClientAddress, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { users } from './schema.ts'

// A real OpenID Connect server on loopback stands in for Google: discovery, authorize
// redirect, code exchange with PKCE, signed ID token and userinfo all go over HTTP.
const google = new OAuth2Server()
await google.issuer.keys.generate('RS256')
await google.start(0, '127.0.0.1')
afterAll(() => google.stop())

const person = { sub: 'google-uid-4711', email: 'linh.google@example.vn', name: 'Phạm Thùy Linh' }
google.service.on(Events.BeforeTokenSigning, (token) => {
  Object.assign(token.payload, person, { email_verified: true })
})
google.service.on(Events.BeforeUserinfo, (response) => {
  response.body = { ...person, email_verified: true }
})

const t = useTestApp(undefined, {
  GOOGLE_CLIENT_ID: 'kaimono-test-client',
  GOOGLE_CLIENT_SECRET: 'kaimono-test-secret',
  GOOGLE_DISCOVERY_URL: `${google.issuer.url}/.well-known/openid-configuration`,
})

/** The browser's part of the redirect flow, one hop at a time. */
async function signInWithGoogle() {
  const remoteAddress = newClientAddress()
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    remoteAddress,
    headers: { origin: ORIGIN },
    payload: { provider: 'google', callbackURL: '/customer/user-info' },
  })
  expect(start.statusCode, start.body).toBe(200)
  const authorizeUrl = new URL(start.json().url)
  expect(authorizeUrl.origin).toBe(google.issuer.url)
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
  const stateCookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ')

  const authorize = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const callback = new URL(authorize.headers.get('location') ?? '')
  expect(callback.pathname).toBe('/api/auth/callback/google')

  const landed = await t.app.inject({
    url: callback.pathname + callback.search,
    remoteAddress,
    headers: { cookie: stateCookies },
  })
  expect(landed.statusCode, landed.body).toBe(302)
  expect(landed.headers.location).toBe('/customer/user-info')
  const session = landed.cookies.find((c) => c.name.endsWith('kaimono.session_token'))
  expect(session?.value).toBeTruthy()
  return `${session?.name}=${session?.value}`
}

test('the first Google sign-in creates the account; the second signs into the same one', async () => {
  const firstCookie = await signInWithGoogle()
  const me = await t.app.inject({
    url: '/api/users?filter[own]=1',
    headers: { cookie: firstCookie },
  })
  expect(me.statusCode).toBe(200)
  const user = me.json().data[0]
  expect(user).toMatchObject({
    email: person.email,
    name: person.name,
    emailVerified: true,
    role: 'customer',
  })

  const secondCookie = await signInWithGoogle()
  expect(secondCookie).not.toBe(firstCookie)
  const again = await t.app.inject({
    url: '/api/users?filter[own]=1',
    headers: { cookie: secondCookie },
  })
  expect(again.json().data[0].id).toBe(user.id)
  const [accounts] = await t.database.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, person.email))
  expect(accounts?.n).toBe(1)
})

test('an unconfigured provider is refused', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    remoteAddress: newClientAddress(),
    headers: { origin: ORIGIN },
    payload: { provider: 'apple', callbackURL: '/' },
  })
  expect(res.statusCode).toBeGreaterThanOrEqual(400)
  expect(res.statusCode).toBeLessThan(500)
})
