import { randomBytes } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import type { TestApp } from './app.ts'
import { linkIn, mailTo } from './smtp.ts'

/** The origin of the test configuration's PUBLIC_URL: Better Auth refuses other origins. */
export const ORIGIN = 'http://localhost:3000'

export const uniqueEmail = (prefix = 'khach') =>
  `${prefix}.${randomBytes(4).toString('hex')}@example.vn`

/**
 * A client address of its own (from the documentation range 198.18.0.0/15), so that the
 * per-address sign-in and sign-up limits see different people as different people.
 */
export const newClientAddress = () =>
  `198.${18 + ((randomBytes(1)[0] ?? 0) % 2)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

/** A POST to an identity endpoint from a browser of this site, at an address of its own. */
export const postFromSite = (t: TestApp, url: string, payload: object, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: newClientAddress(),
    headers: { origin: ORIGIN, 'accept-language': lang },
    payload,
  })

export type Customer = Awaited<ReturnType<typeof createCustomer>>

/**
 * A customer made the way a person makes one: sign up, follow the link in the verification
 * mail, sign in. Returns the session cookie, the bearer token and an `inject` that sends them.
 */
export async function createCustomer(
  t: TestApp,
  {
    email = uniqueEmail(),
    password = 'mật khẩu an toàn 1',
    name = 'Nguyễn Văn An',
    lang = 'vi',
    origin = ORIGIN,
  }: { email?: string; password?: string; name?: string; lang?: string; origin?: string } = {},
) {
  const after = t.mail.length
  const remoteAddress = newClientAddress()
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    headers: { origin },
    payload: { email, password, name, lang },
  })
  expect(signUp.statusCode, signUp.body).toBe(200)
  const mail = await mailTo(t.mail, email, { after })
  const link = new URL(linkIn(mail.text, '/api/auth/verify-email'))
  const verified = await t.app.inject({ url: link.pathname + link.search })
  expect(verified.statusCode, verified.body).toBe(302)

  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin },
    payload: { email, password },
  })
  expect(signIn.statusCode, signIn.body).toBe(200)
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const token = String(signIn.headers['set-auth-token'])
  const me = await t.app.inject({ url: '/api/users?filter[own]=1', headers: { cookie } })
  const user = me.json().data[0] as { id: number; uid: string; name: string }
  return {
    email,
    password,
    cookie,
    token,
    ...user,
    inject: (options: InjectOptions) =>
      t.app.inject({ ...options, headers: { cookie, origin, ...options.headers } }),
  }
}
