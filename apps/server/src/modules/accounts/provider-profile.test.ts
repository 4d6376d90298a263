import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { signInThrough, startOidcProvider } from '../../../test/oidc-provider.ts'
import { users } from './schema.ts'

// Issue 14: a profile from an OpenID Connect provider is made to fit the profile rules; an odd
// one never breaks the sign-in. A real OpenID Connect server on loopback is the provider.
let person: Record<string, unknown> = {}
const sso = await startOidcProvider(() => person)
const t = useTestApp(undefined, {
  OIDC_ISSUER: sso.issuer.url ?? '',
  OIDC_CLIENT_ID: 'kaimono-test-client',
  OIDC_CLIENT_SECRET: 'kaimono-test-secret',
})

/** Signs in through the provider; the user it signed in as. */
async function signInWithSso() {
  const { landed } = await signInThrough(t, 'oidc')
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
