import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { createCustomer, newClientAddress, ORIGIN, uniqueEmail } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { linkIn, mailTo } from '../../../test/smtp.ts'
import { SESSION_CACHE_TTL_MS } from './routes.ts'
import { sessions, users, verifications } from './schema.ts'
import { disableUser } from './service.ts'

const t = useTestApp()

const post = (url: string, payload: object, remoteAddress = newClientAddress()) =>
  t.app.inject({ method: 'POST', url, remoteAddress, headers: { origin: ORIGIN }, payload })

const sessionCookie = (res: Awaited<ReturnType<typeof post>>) =>
  res.cookies.find((c) => c.name.endsWith('kaimono.session_token'))

describe('sessions and cookies', () => {
  test('remember-me ticked keeps the session 30 days; unticked, only for the browser session', async () => {
    const customer = await createCustomer(t)
    const remembered = await post('/api/auth/sign-in/email', {
      email: customer.email,
      password: customer.password,
      rememberMe: true,
    })
    const cookie = sessionCookie(remembered)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.maxAge).toBe(60 * 60 * 24 * 30)
    expect(cookie?.secure).toBeFalsy()

    const forgetful = await post('/api/auth/sign-in/email', {
      email: customer.email,
      password: customer.password,
      rememberMe: false,
    })
    const browserSession = sessionCookie(forgetful)
    expect(browserSession?.value).toBeTruthy()
    expect(browserSession?.maxAge).toBeUndefined()
    expect(browserSession?.expires).toBeUndefined()
  })

  test('sign-out ends the session', async () => {
    const customer = await createCustomer(t)
    const out = await customer.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} })
    expect(out.statusCode).toBe(200)
    const after = await customer.inject({ url: '/api/users?filter[own]=1' })
    expect(after.statusCode).toBe(401)
  })

  test('a cookie-authenticated change from another origin is refused', async () => {
    const customer = await createCustomer(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: customer.cookie, origin: 'https://evil.example' },
      payload: {},
    })
    expect(res.statusCode).toBe(403)
    expect((await customer.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(200)
  })

  test('a disabled account loses every session at once and cannot sign in again', async () => {
    const customer = await createCustomer(t)
    await disableUser({ db: t.database.db }, customer.uid)
    expect((await customer.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(401)
    const bearer = await t.app.inject({
      url: '/api/users?filter[own]=1',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(bearer.statusCode).toBe(401)
    const again = await post('/api/auth/sign-in/email', {
      email: customer.email,
      password: customer.password,
    })
    expect(again.statusCode).toBe(403)
    expect(again.json().code).toBe('ACCOUNT_DISABLED')
    expect(sessionCookie(again)?.value ?? '').toBe('')
  })
})

describe('remembered sessions', () => {
  test('a session ended behind the server is honoured for at most SESSION_CACHE_TTL_MS', async () => {
    const customer = await createCustomer(t)
    const me = () => customer.inject({ url: '/api/users?filter[own]=1' })
    expect((await me()).statusCode).toBe(200)
    // Another process (a command) removes the sessions: this one still remembers it a moment.
    await t.database.db.delete(sessions).where(eq(sessions.userId, customer.uid))
    expect((await me()).statusCode).toBe(200)
    const later = Date.now() + SESSION_CACHE_TTL_MS + 1
    vi.spyOn(Date, 'now').mockReturnValue(later)
    try {
      expect((await me()).statusCode).toBe(401)
    } finally {
      vi.restoreAllMocks()
    }
  })
})

describe('forgotten password', () => {
  test('the mailed link resets the password once; old sessions and the old password stop working', async () => {
    const customer = await createCustomer(t, { name: 'Đỗ Hà' })
    const after = t.mail.length
    const asked = await post('/api/auth/request-password-reset', {
      email: customer.email,
      redirectTo: '/reset-password',
    })
    expect(asked.statusCode).toBe(200)
    const mail = await mailTo(t.mail, customer.email, { after })
    expect(mail.headers.get('subject')).toBe('Đặt lại mật khẩu Kaimono')
    const link = new URL(linkIn(mail.text, '/api/auth/reset-password/'))
    const landing = await t.app.inject({ url: link.pathname + link.search })
    expect(landing.statusCode).toBe(302)
    const target = new URL(String(landing.headers.location), ORIGIN)
    expect(target.pathname).toBe('/reset-password')
    const token = target.searchParams.get('token') ?? ''
    expect(token).not.toBe('')

    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`))
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now()
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000)
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000)

    const reset = await post('/api/auth/reset-password', { newPassword: 'mật khẩu mới 2', token })
    expect(reset.statusCode).toBe(200)
    const reused = await post('/api/auth/reset-password', { newPassword: 'lần thứ hai 3', token })
    expect(reused.statusCode).toBe(400)

    expect((await customer.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(401)
    const oldPassword = await post('/api/auth/sign-in/email', {
      email: customer.email,
      password: customer.password,
    })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await post('/api/auth/sign-in/email', {
      email: customer.email,
      password: 'mật khẩu mới 2',
    })
    expect(newPassword.statusCode).toBe(200)
  })

  test('an unknown address gets the same answer and no mail', async () => {
    const email = uniqueEmail('nobody')
    const sent = t.mail.length
    const res = await post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    })
    expect(res.statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(t.mail.slice(sent).some((mail) => mail.rcpt.includes(email))).toBe(false)
  })
})

describe('rate limits', () => {
  test('sign-in: 10 a minute, then 429 with a message', async () => {
    const address = newClientAddress()
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: uniqueEmail(), password: 'x'.repeat(8) },
        address,
      )
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true)
    expect(codes[10]).toBe(429)
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: address,
      headers: { origin: ORIGIN, 'accept-language': 'vi' },
      payload: { email: uniqueEmail(), password: 'x'.repeat(8) },
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: 'Quá nhiều yêu cầu, vui lòng thử lại sau' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    const other = await post('/api/auth/sign-in/email', {
      email: uniqueEmail(),
      password: 'x'.repeat(8),
    })
    expect(other.statusCode).toBe(401)
  })

  test('sign-in: also a wait after 10 wrong passwords for one email, from however many addresses', async () => {
    const email = uniqueEmail('target')
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await post('/api/auth/sign-in/email', { email, password: `guess ${i} xxxx` })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true)
    expect(codes[10]).toBe(429)
  })

  test('forgotten password: also 3 per 10 minutes per email', async () => {
    const email = uniqueEmail('target')
    const answers = []
    for (let i = 0; i < 4; i++) {
      answers.push(
        await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
      )
    }
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429])
    // The window is ten minutes, not one (a flood of reset mail to one inbox).
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(60)
  })

  test('verification resend: 3 per 10 minutes per email, from however many addresses', async () => {
    const email = uniqueEmail('target')
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/auth/send-verification-email', { email, callbackURL: '/' })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429])
  })

  test('verification resend: 3 a minute per address', async () => {
    const address = newClientAddress()
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await post(
        '/api/auth/send-verification-email',
        { email: uniqueEmail(), callbackURL: '/' },
        address,
      )
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429])
  })

  test('sign-up: 5 a minute', async () => {
    const address = newClientAddress()
    const codes: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await post(
        '/api/auth/sign-up/email',
        { email: uniqueEmail(), password: 'mật khẩu an toàn 1', name: 'An' },
        address,
      )
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429])
  })

  test('forgotten password: 3 a minute', async () => {
    const address = newClientAddress()
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await post(
        '/api/auth/request-password-reset',
        { email: uniqueEmail(), redirectTo: '/reset-password' },
        address,
      )
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429])
  })
})

test('a new account is a customer, and its customer number comes from the database', async () => {
  const customer = await createCustomer(t)
  const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.uid))
  expect(row).toMatchObject({ role: 'customer', customerNumber: customer.id, disabledAt: null })
})
