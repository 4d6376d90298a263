import { Writable } from 'node:stream'
import type { RawRequestDefaultExpression } from 'fastify'
import { type LoggerOptions, pino } from 'pino'
import { expect, test } from 'vitest'
import { createCustomer, newClientAddress, ORIGIN } from '../../test/accounts.ts'
import { useTestApp } from '../../test/app.ts'
import { linkIn, mailTo } from '../../test/smtp.ts'
import { loadConfig } from './config.ts'
import { scrubUrl } from './log-scrub.ts'
import { loggerOptions, requestLogger } from './logger.ts'

let logged = ''
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged += String(chunk)
    done()
  },
})

const t = useTestApp(undefined, { LOG_LEVEL: 'trace' }, { logStream })

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: newClientAddress(),
    headers: { origin: ORIGIN, ...headers },
    payload,
  })

test('a whole account journey and a database outage leave no secret in the log', async () => {
  const secrets: string[] = []
  // Sign-up, the verification link, sign-in: createCustomer walks them like a person.
  const customer = await createCustomer(t)
  secrets.push(customer.token, customer.password, ...cookieValues(customer.cookie))
  const verifyMail = await mailTo(t.mail, customer.email)
  const verifyLink = new URL(linkIn(verifyMail.text, '/api/auth/verify-email'))
  secrets.push(String(verifyLink.searchParams.get('token')))

  // Forgotten password: the mailed link, its landing page, the reset itself.
  const after = t.mail.length
  await post('/api/auth/request-password-reset', {
    email: customer.email,
    redirectTo: '/reset-password',
  })
  const resetLink = new URL(
    linkIn((await mailTo(t.mail, customer.email, { after })).text, '/api/auth/reset-password/'),
  )
  const landing = await t.app.inject({ url: resetLink.pathname + resetLink.search })
  const page = new URL(String(landing.headers.location), ORIGIN)
  const resetToken = String(page.searchParams.get('token'))
  secrets.push(resetToken)
  await t.app.inject({ url: page.pathname + page.search })
  const newPassword = 'mật khẩu mới rất dài 9'
  secrets.push(newPassword)
  expect(
    (await post('/api/auth/reset-password', { newPassword, token: resetToken })).statusCode,
  ).toBe(200)

  // Signed in by cookie and by bearer token, and with a short-lived API token.
  const signIn = await post('/api/auth/sign-in/email', {
    email: customer.email,
    password: newPassword,
  })
  const bearer = String(signIn.headers['set-auth-token'])
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  secrets.push(bearer, ...cookieValues(cookie))
  expect((await t.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(200)
  const apiToken = await t.app.inject({
    url: '/api/auth/token',
    headers: { authorization: `Bearer ${bearer}` },
  })
  secrets.push(apiToken.json().token)
  expect(
    (
      await t.app.inject({
        url: '/api/users',
        headers: { authorization: `Bearer ${apiToken.json().token}` },
      })
    ).statusCode,
  ).toBe(200)

  // A session nobody has looked up yet, presented while the database is gone: the failing
  // query carries the token as a parameter.
  const fresh = await post('/api/auth/sign-in/email', {
    email: customer.email,
    password: newPassword,
  })
  const freshToken = String(fresh.headers['set-auth-token'])
  secrets.push(freshToken)
  await t.database.close()
  const during = await t.app.inject({
    url: '/api/users',
    headers: { authorization: `Bearer ${freshToken}` },
  })
  expect(during.statusCode).toBe(503)

  expect(logged).toContain('"msg":"request failed: database unavailable"')
  expect(logged).toContain('/api/auth/reset-password/')
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(7)
    expect(logged).not.toContain(secret)
    expect(logged).not.toContain(encodeURIComponent(secret))
  }
})

test('request lines keep their path but not the secrets in it', () => {
  expect(scrubUrl('/api/auth/verify-email?token=eyJ.a.b&callbackURL=%2Forders')).toBe(
    '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
  )
  expect(scrubUrl('/api/auth/reset-password/Abc123?callbackURL=/reset-password')).toBe(
    '/api/auth/reset-password/[redacted]?callbackURL=[redacted]',
  )
  expect(scrubUrl('/reset-password?token=Abc123')).toBe('/reset-password?token=[redacted]')
  expect(scrubUrl('/api/products?page=2&filter[categories]=3')).toBe(
    '/api/products?page=2&filter[categories]=3',
  )
  expect(scrubUrl('/api/auth/callback/google?code=c0de&state=st4te&iss=x')).toBe(
    '/api/auth/callback/google?code=[redacted]&state=[redacted]&iss=x',
  )
})

function cookieValues(cookie: string): string[] {
  return cookie
    .split('; ')
    .map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1)))
    .flatMap((value) => [value, value.split('.')[0] ?? value])
}

test("a request's logger writes its id through the redactor, only at the levels let through", () => {
  const lines: Record<string, unknown>[] = []
  const stream = {
    write: (line: string) => {
      lines.push(JSON.parse(line))
    },
  }
  const options = loggerOptions(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), stream)
  const root = pino(options as LoggerOptions, stream)
  const req = {} as RawRequestDefaultExpression

  const log = requestLogger(root, { request_id: 'r-1' }, {}, req)
  log.info('below the level')
  log.warn({ headers: { authorization: 'Bearer hidden' } }, 'kept')
  log.child({ part: 'cart' }).error({ password: 'hidden too' }, 'from a child')
  expect(lines).toEqual([
    expect.objectContaining({
      request_id: 'r-1',
      msg: 'kept',
      headers: { authorization: '[redacted]' },
    }),
    expect.objectContaining({
      request_id: 'r-1',
      part: 'cart',
      msg: 'from a child',
      password: '[redacted]',
    }),
  ])

  // A route's own level is pino's child from the start.
  const quiet = requestLogger(root, { request_id: 'r-2' }, { level: 'debug' }, req)
  quiet.debug('a route that logs more')
  expect(lines[2]).toMatchObject({ request_id: 'r-2', msg: 'a route that logs more' })
  expect(log.level).toBe('warn')
})
