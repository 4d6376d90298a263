import { eq } from 'drizzle-orm'
import { Events, OAuth2Server } from 'oauth2-mock-server'
import { afterAll, expect, test } from 'vitest'
import { newClientAddress, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { users } from './schema.ts'

// Issue 14: a profile from an OpenID Connect provider is made to fit the profile rules; an odd
// one never breaks the sign-in. A real OpenID Connect server on loopback is the provider.
const sso = new OAuth2Server()
await sso.issuer.keys.generate('RS256')
await sso.start(0, '127.0.0.1')
afterAll(() => sso.stop())

let person: Record<string, unknown> = {}
sso.service.on(Events.BeforeTokenSigning, (token) => {
  Object.assign(token.payload, person, { email_verified: true })
})
sso.service.on(Events.BeforeUserinfo, (response) => {
  response.body = { ...person, email_verified: true }
})

const t = useTestApp(undefined, {
  OIDC_ISSUER: sso.issuer.url ?? '',
  OIDC_CLIENT_ID: 'kaimono-test-client',
  OIDC_CLIENT_SECRET: 'kaimono-test-secret',
})

/** The browser's part of the redirect flow; the user it signed in as. */
async function signInWithSso() {
  const remoteAddress = newClientAddress()
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    remoteAddress,
    headers: { origin: ORIGIN },
    payload: { provider: 'oidc', callbackURL: '/customer/user-info' },
  })
  expect(start.statusCode, start.body).toBe(200)
  const stateCookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const authorize = await fetch(start.json().url, { redirect: 'manual' })
  const callback = new URL(authorize.headers.get('location') ?? '')
  const landed = await t.app.inject({
    url: callback.pathname + callback.search,
    remoteAddress,
    headers: { cookie: stateCookies },
  })
  expect(landed.statusCode, landed.body).toBe(302)
  expect(landed.headers.location).toBe('/customer/user-info')
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, person.email as string))
  return user
}

test('a long name with control characters is cleaned and cut; a foreign picture is dropped', async () => {
  person = {
    sub: 'sso-uid-1',
    email: 'tuan.sso@example.vn',
    name: `Vũ\u0007\u001b Anh\nTuấn ${'x'.repeat(300)}`,
    picture: 'https://tracker.example/pixel.gif',
  }
  const user = await signInWithSso()
  expect(user?.name).toBe(`Vũ Anh Tuấn ${'x'.repeat(100 - 'Vũ Anh Tuấn '.length)}`)
  expect(user?.image).toBeNull()
})

test('a picture from the provider itself is kept; a profile without a name gets one', async () => {
  person = {
    sub: 'sso-uid-2',
    email: 'lan.sso@example.vn',
    name: '\u0000 ',
    picture: `${sso.issuer.url}/avatars/lan.png`,
  }
  const user = await signInWithSso()
  expect(user?.name).toBe('lan.sso')
  expect(user?.image).toBe(`${sso.issuer.url}/avatars/lan.png`)
})
