import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { newClientAddress, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { googleAt, signInThrough, startOidcProvider } from '../../../test/oidc-provider.ts'
import { users } from './schema.ts'

// A real OpenID Connect server on loopback stands in for Google.
const person = { sub: 'google-uid-4711', email: 'linh.google@example.vn', name: 'Phạm Thùy Linh' }
const google = await startOidcProvider(() => person)
const t = useTestApp(undefined, googleAt(google))

/** Signs in with Google, checking each hop; the session cookie it ends with. */
async function signInWithGoogle() {
  const { authorizeUrl, callback, landed } = await signInThrough(t, 'google')
  expect(authorizeUrl.origin).toBe(google.issuer.url)
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
  expect(callback.pathname).toBe('/api/auth/callback/google')
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
