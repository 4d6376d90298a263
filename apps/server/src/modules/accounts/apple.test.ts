import { count, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { newClientAddress, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { type ApplePerson, startAppleServer } from '../../../test/apple-server.ts'
import { users } from './schema.ts'

// A server on loopback stands in for Apple (APPLE_ISSUER): authorize page with its form_post
// answer, code exchange with the ES256 client secret, RS256 identity tokens and their keys.
const CLIENT_ID = 'vn.kaimono.signin'
const linh: ApplePerson = {
  sub: '001234.apple-uid-4711.0815',
  email: 'linh.apple@example.vn',
  firstName: 'Thùy Linh',
  lastName: 'Phạm',
}
const apple = await startAppleServer({ clientId: CLIENT_ID, person: linh })
afterAll(() => apple.close())

const t = useTestApp(undefined, {
  APPLE_CLIENT_ID: CLIENT_ID,
  APPLE_CLIENT_SECRET: await apple.clientSecret(),
  APPLE_ISSUER: apple.issuer,
})

const unescapeHtml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** What a browser reads from Apple's answer: the form it submits at once. */
function formIn(html: string) {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1]
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1] ?? '',
      unescapeHtml(m[2] ?? ''),
    ]),
  )
  expect(action).toBeTruthy()
  return { action: new URL(unescapeHtml(action ?? '')), fields: fields as Record<string, string> }
}

/** The browser's part of the redirect flow, one hop at a time, up to landing back here. */
async function goThroughApple() {
  const remoteAddress = newClientAddress()
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    remoteAddress,
    headers: { origin: ORIGIN },
    payload: { provider: 'apple', callbackURL: '/customer/user-info' },
  })
  expect(start.statusCode, start.body).toBe(200)
  const authorizeUrl = new URL(start.json().url)
  expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${apple.issuer}/auth/authorize`)
  expect(authorizeUrl.searchParams.get('response_mode')).toBe('form_post')
  expect(authorizeUrl.searchParams.get('scope')).toBe('email name')
  const stateCookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ')

  const page = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(page.status).toBe(200)
  const form = formIn(await page.text())
  expect(form.action.href).toBe(`${ORIGIN}/api/auth/callback/apple`)

  // Submitting Apple's form is a cross-site POST: our SameSite=Lax cookies stay behind.
  const posted = await t.app.inject({
    method: 'POST',
    url: form.action.pathname,
    remoteAddress,
    headers: {
      origin: apple.issuer,
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    },
    payload: new URLSearchParams(form.fields).toString(),
  })
  expect(posted.statusCode, posted.body).toBe(302)
  // Better Auth answers with a same-site redirect, which carries the state cookies again.
  const callback = new URL(String(posted.headers.location), ORIGIN)
  expect(callback.pathname).toBe('/api/auth/callback/apple')
  const landed = await t.app.inject({
    url: callback.pathname + callback.search,
    remoteAddress,
    headers: { cookie: stateCookies },
  })
  const session = landed.cookies.find((c) => c.name.endsWith('kaimono.session_token'))
  return { form, landed, cookie: session?.value ? `${session.name}=${session.value}` : null }
}

async function signInWithApple() {
  const { form, landed, cookie } = await goThroughApple()
  expect(landed.statusCode, landed.body).toBe(302)
  expect(landed.headers.location).toBe('/customer/user-info')
  expect(cookie).toBeTruthy()
  return { cookie: String(cookie), posted: form.fields }
}

const usersWithEmail = async (email: string) => {
  const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email))
  return row?.n
}

test('the first Apple sign-in creates the account with the name Apple posts once; the second signs into it', async () => {
  apple.signInAs(linh)
  const first = await signInWithApple()
  expect(JSON.parse(first.posted.user ?? '{}')).toMatchObject({ name: { lastName: 'Phạm' } })
  const me = await t.app.inject({
    url: '/api/users?filter[own]=1',
    headers: { cookie: first.cookie },
  })
  expect(me.statusCode).toBe(200)
  const user = me.json().data[0]
  expect(user).toMatchObject({
    email: linh.email,
    name: 'Thùy Linh Phạm',
    emailVerified: true,
    role: 'customer',
  })

  const second = await signInWithApple()
  expect(second.posted.user).toBeUndefined()
  expect(second.cookie).not.toBe(first.cookie)
  const again = await t.app.inject({
    url: '/api/users?filter[own]=1',
    headers: { cookie: second.cookie },
  })
  expect(again.json().data[0]).toMatchObject({ id: user.id, name: 'Thùy Linh Phạm' })
  expect(await usersWithEmail(linh.email)).toBe(1)
})

test('an identity token not signed with a key Apple publishes signs nobody in', async () => {
  const mallory = { ...linh, sub: '009999.forged.0001', email: 'mallory.apple@example.vn' }
  apple.signInAs(mallory)
  apple.forgeTokens(true)
  try {
    const { landed, cookie } = await goThroughApple()
    expect(landed.statusCode).toBe(302)
    expect(landed.headers.location).toContain('error=')
    expect(cookie).toBeNull()
    expect(await usersWithEmail(mallory.email)).toBe(0)
  } finally {
    apple.forgeTokens(false)
    apple.signInAs(linh)
  }
})

test("Apple's answer is trusted from Apple's origin only", async () => {
  // A browser may send a cookie that is not SameSite=Lax with the cross-site form; then
  // Better Auth checks where the form came from.
  const post = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/apple',
      remoteAddress: newClientAddress(),
      headers: {
        origin,
        cookie: 'cross-site=1',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'code=c&state=s',
    })
  expect((await post(apple.issuer)).statusCode).toBe(302)
  expect((await post('https://appleid.example.com')).statusCode).toBe(403)
})

describe('with Apple not configured', () => {
  const bare = useTestApp()

  test('provider apple is refused', async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      remoteAddress: newClientAddress(),
      headers: { origin: ORIGIN },
      payload: { provider: 'apple', callbackURL: '/' },
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })
})
