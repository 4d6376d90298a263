import { describe, expect, test } from 'vitest'
import { createCustomer, newClientAddress, ORIGIN, uniqueEmail } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { googleAt, startOidcProvider } from '../../../test/oidc-provider.ts'
import { linkIn, mailTo } from '../../../test/smtp.ts'

// A local OpenID Connect server stands in for Google, as in oidc.test.ts.
let person = { sub: '', email: '', name: 'Ngô Bảo Châu' }
const google = await startOidcProvider(() => person)
const t = useTestApp(undefined, googleAt(google))

// A request that names another host as its own: Better Auth trusts the origin a request was
// sent to, so absolute URLs of that host pass its own callback check.
const SPOOFED = { host: 'evil.example', origin: 'http://evil.example' }

// Targets that lead off the site; Better Auth's own check lets the first ones through.
const FOREIGN = [
  '/.//evil.example',
  '/a/..//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/%2F%2Fevil.example',
  'http://evil.example/steal',
  `${ORIGIN}//evil.example`,
]

const get = (url: string) => t.app.inject({ url, remoteAddress: newClientAddress() })

describe('links Better Auth answers with a redirect', () => {
  test.each(FOREIGN)('verify-email with callbackURL %j goes to /', async (target) => {
    const res = await get(
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`,
    )
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/?error=INVALID_TOKEN')
  })

  test.each(FOREIGN)('reset-password with callbackURL %j goes to /', async (target) => {
    const res = await get(`/api/auth/reset-password/x?callbackURL=${encodeURIComponent(target)}`)
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(`${ORIGIN}/?error=INVALID_TOKEN`)
  })

  test('a path of this site is kept, percent-encoded: never a Location that cannot be sent', async () => {
    const target = encodeURIComponent('/sản-phẩm\u2028?q=đồng hồ')
    const verify = await get(`/api/auth/verify-email?token=x&callbackURL=${target}`)
    expect(verify.statusCode).toBe(302)
    expect(verify.headers.location).toBe(
      '/s%E1%BA%A3n-ph%E1%BA%A9m%E2%80%A8?q=%C4%91%E1%BB%93ng%20h%E1%BB%93&error=INVALID_TOKEN',
    )
  })
})

describe('links Better Auth mails', () => {
  test('sign-up: the confirmation link leads to a path of this site', async () => {
    for (const [headers, callbackURL] of [
      [{ origin: ORIGIN }, '/.//evil.example'],
      [SPOOFED, 'http://evil.example/steal'],
    ] as const) {
      const email = uniqueEmail()
      const after = t.mail.length
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: newClientAddress(),
        headers,
        payload: { email, password: 'mật khẩu an toàn 1', name: 'Lê Hoa', callbackURL },
      })
      expect(signUp.statusCode, signUp.body).toBe(200)
      const link = new URL(linkIn((await mailTo(t.mail, email, { after })).text, '/api/auth/'))
      expect(link.origin).toBe(ORIGIN)
      expect(link.searchParams.get('callbackURL')).toBe('/')
      const verified = await get(link.pathname + link.search)
      expect(verified.statusCode).toBe(302)
      expect(verified.headers.location).toBe('/')
    }
  })

  test('forgotten password: the reset link leads to a path of this site', async () => {
    const customer = await createCustomer(t)
    for (const [headers, redirectTo] of [
      [{ origin: ORIGIN }, '/.//evil.example'],
      [SPOOFED, 'http://evil.example/steal'],
    ] as const) {
      const after = t.mail.length
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: newClientAddress(),
        headers,
        payload: { email: customer.email, redirectTo },
      })
      expect(asked.statusCode, asked.body).toBe(200)
      const mail = await mailTo(t.mail, customer.email, { after })
      const link = new URL(linkIn(mail.text, '/api/auth/reset-password/'))
      expect(link.searchParams.get('callbackURL')).toBe('/')
      // The token goes only to this site.
      const landing = await get(link.pathname + link.search)
      expect(landing.statusCode).toBe(302)
      expect(String(landing.headers.location)).toMatch(new RegExp(`^${ORIGIN}/\\?token=\\w+$`))
    }
  })
})

describe('sign-in with a provider', () => {
  /** Starts a Google sign-in with these targets and returns the state cookie and state. */
  async function start(targets: Record<string, string>) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      remoteAddress: newClientAddress(),
      headers: SPOOFED,
      payload: { provider: 'google', ...targets },
    })
    expect(started.statusCode, started.body).toBe(200)
    return {
      cookie: started.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      authorize: new URL(started.json().url),
    }
  }

  /** Where the browser goes when the provider sends it back. */
  async function comeBack(cookie: string, callback: URL) {
    const landed = await t.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie },
    })
    expect(landed.statusCode, landed.body).toBe(302)
    return String(landed.headers.location)
  }

  const TARGETS = {
    callbackURL: 'http://evil.example/welcome-back',
    newUserCallbackURL: 'http://evil.example/welcome',
    errorCallbackURL: 'http://evil.example/sorry',
  }

  test('a new customer, then a returning one, land on a path of this site', async () => {
    person = { sub: `google-${uniqueEmail()}`, email: uniqueEmail(), name: 'Ngô Bảo Châu' }
    for (const expected of ['/' /* newUserCallbackURL */, '/' /* callbackURL */]) {
      const { cookie, authorize } = await start(TARGETS)
      const answer = await fetch(authorize, { redirect: 'manual' })
      expect(answer.status).toBe(302)
      expect(await comeBack(cookie, new URL(answer.headers.get('location') ?? ''))).toBe(expected)
    }
  })

  test('a refusal at the provider lands on a path of this site', async () => {
    const { cookie, authorize } = await start(TARGETS)
    const callback = new URL('/api/auth/callback/google', ORIGIN)
    callback.searchParams.set('state', authorize.searchParams.get('state') ?? '')
    callback.searchParams.set('error', 'access_denied')
    expect(await comeBack(cookie, callback)).toMatch(/^\/\?error=access_denied/)
  })
})
