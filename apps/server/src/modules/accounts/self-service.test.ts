import type { InjectOptions } from 'fastify'
import { describe, expect, test } from 'vitest'
import {
  type Customer,
  createCustomer,
  newClientAddress,
  ORIGIN,
  uniqueEmail,
} from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { linkIn, mailTo } from '../../../test/smtp.ts'
import { deviceOf } from './device.ts'

// Issue 22 item 4: a customer changes their password and email and manages their sessions on
// /customer/user-info, through Kaimono's API (Better Auth's own endpoints stay off).

const t = useTestApp()

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

async function signIn(email: string, password: string, userAgent = ANDROID_CHROME) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: newClientAddress(),
    headers: { origin: ORIGIN, 'user-agent': userAgent },
    payload: { email, password },
  })
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  return {
    status: res.statusCode,
    cookie,
    inject: (options: InjectOptions) =>
      t.app.inject({ ...options, headers: { cookie, origin: ORIGIN, ...options.headers } }),
  }
}

const whoAmI = async (who: Pick<Customer, 'inject'>) =>
  (await who.inject({ url: '/api/users?filter[own]=1' })).statusCode

describe('POST /api/users/{id}/password', () => {
  test('changes the password, signs out the other sessions and keeps the caller signed in', async () => {
    const customer = await createCustomer(t)
    const phone = await signIn(customer.email, customer.password)
    expect(await whoAmI(phone)).toBe(200)

    const res = await customer.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/password`,
      payload: { current_password: customer.password, new_password: 'mật khẩu mới 2026' },
    })
    expect(res.statusCode, res.body).toBe(204)
    expect(res.headers['set-auth-token']).toBeTruthy()
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    expect(cookie).toContain('kaimono.session_token=')

    expect(await whoAmI(phone)).toBe(401)
    expect(await whoAmI(customer)).toBe(401)
    const renewed = await t.app.inject({ url: '/api/users?filter[own]=1', headers: { cookie } })
    expect(renewed.statusCode).toBe(200)

    expect((await signIn(customer.email, customer.password)).status).toBe(401)
    expect((await signIn(customer.email, 'mật khẩu mới 2026')).status).toBe(200)
    // Eight password hashes: a busy 2-core machine needs more than the default 20 s.
  }, 60_000)

  test('a wrong current password or a short new one is a 422 per field, and changes nothing', async () => {
    const customer = await createCustomer(t)
    const wrong = await customer.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/password`,
      headers: { 'accept-language': 'en' },
      payload: { current_password: 'not it at all', new_password: 'mật khẩu mới 2026' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({
      message: 'The given data was invalid',
      errors: { current_password: ['The current password is not correct'] },
    })
    const short = await customer.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/password`,
      headers: { 'accept-language': 'vi' },
      payload: { current_password: customer.password, new_password: 'ngắn' },
    })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors).toEqual({ new_password: ['Mật khẩu phải có ít nhất 8 ký tự'] })
    const empty = await customer.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/password`,
      headers: { 'accept-language': 'ja' },
      payload: {},
    })
    expect(empty.statusCode).toBe(422)
    expect(Object.keys(empty.json().errors).sort()).toEqual(['current_password', 'new_password'])
    expect(await whoAmI(customer)).toBe(200)
    expect((await signIn(customer.email, customer.password)).status).toBe(200)
  })

  test('signed out is a 401; another customer’s id is a 403', async () => {
    const [alice, bob] = [await createCustomer(t), await createCustomer(t)]
    const payload = { current_password: alice.password, new_password: 'mật khẩu mới 2026' }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/users/${alice.id}/password`,
      headers: { origin: ORIGIN },
      payload,
    })
    expect(anonymous.statusCode).toBe(401)
    const other = await bob.inject({
      method: 'POST',
      url: `/api/users/${alice.id}/password`,
      payload: { ...payload, current_password: bob.password },
    })
    expect(other.statusCode).toBe(403)
    expect((await signIn(alice.email, alice.password)).status).toBe(200)
  })
})

describe('POST /api/users/{id}/email', () => {
  test('mails a link to the new address; the email changes when it is opened', async () => {
    const customer = await createCustomer(t, { lang: 'ja' })
    const newEmail = uniqueEmail('moi')
    const after = t.mail.length
    const res = await customer.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/email`,
      payload: { new_email: newEmail.toUpperCase(), password: customer.password },
    })
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toEqual({ data: { new_email: newEmail } })
    expect(await whoAmIEmail(customer)).toBe(customer.email)

    const mail = await mailTo(t.mail, newEmail, { after })
    expect(mail.subject).toContain('新しいメールアドレスの確認')
    const link = new URL(linkIn(mail.text, '/api/auth/verify-email'))
    const opened = await t.app.inject({ url: link.pathname + link.search })
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toBe('/customer/user-info?email=changed')

    expect(await whoAmIEmail(customer)).toBe(newEmail)
    expect((await signIn(newEmail, customer.password)).status).toBe(200)
    expect((await signIn(customer.email, customer.password)).status).toBe(401)
  })

  test('an address another account has is answered alike and mailed nothing', async () => {
    const [alice, bob] = [await createCustomer(t), await createCustomer(t)]
    const after = t.mail.length
    const res = await alice.inject({
      method: 'POST',
      url: `/api/users/${alice.id}/email`,
      payload: { new_email: bob.email, password: alice.password },
    })
    expect(res.statusCode).toBe(202)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(t.mail.slice(after).filter((m) => m.rcpt.includes(bob.email))).toEqual([])
    expect(await whoAmIEmail(alice)).toBe(alice.email)
  })

  test('bad input is a 422 per field; signed out a 401; another’s id a 403', async () => {
    const [alice, bob] = [await createCustomer(t), await createCustomer(t)]
    const url = `/api/users/${alice.id}/email`
    const bad = await alice.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en' },
      payload: { new_email: 'not an email', password: alice.password },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ new_email: ['Not a valid email address'] })
    const same = await alice.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en' },
      payload: { new_email: alice.email, password: alice.password },
    })
    expect(same.json().errors).toEqual({
      new_email: ['This is already the email address of your account'],
    })
    const wrong = await alice.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en' },
      payload: { new_email: uniqueEmail(), password: 'not my password' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ password: ['The current password is not correct'] })
    const payload = { new_email: uniqueEmail(), password: alice.password }
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN },
      payload,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await bob.inject({ method: 'POST', url, payload })).statusCode).toBe(403)
  })
})

const whoAmIEmail = async (who: Pick<Customer, 'inject'>) =>
  (await who.inject({ url: '/api/users?filter[own]=1' })).json().data[0].email as string

describe('sessions', () => {
  test('lists the customer’s sessions with device, address and times, the current one marked', async () => {
    const customer = await createCustomer(t)
    const phone = await signIn(customer.email, customer.password)
    const res = await phone.inject({ url: `/api/users/${customer.id}/sessions` })
    expect(res.statusCode, res.body).toBe(200)
    const sessions = res.json().data as {
      id: string
      device: string | null
      ip_address: string | null
      created_at: number
      last_seen_at: number
      current: boolean
    }[]
    // Opening the verification link signed in too (autoSignInAfterVerification).
    expect(sessions).toHaveLength(3)
    const current = sessions.find((session) => session.current)
    expect(current).toMatchObject({ device: 'Chrome · Android' })
    expect(current?.ip_address).toMatch(/^198\.1[89]\./)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    expect(current?.created_at).toBeGreaterThan(Date.now() / 1000 - 60)
  })

  test('signs out one chosen session, or every other one', async () => {
    const customer = await createCustomer(t)
    const [phone, laptop] = [
      await signIn(customer.email, customer.password),
      await signIn(customer.email, customer.password),
    ]
    const listed = (await customer.inject({ url: `/api/users/${customer.id}/sessions` })).json()
      .data as { id: string; current: boolean }[]
    const phoneSession = (await phone.inject({ url: `/api/users/${customer.id}/sessions` }))
      .json()
      .data.find((s: { current: boolean }) => s.current) as { id: string }
    expect(listed.map((s) => s.id)).toContain(phoneSession.id)

    const one = await customer.inject({
      method: 'DELETE',
      url: `/api/users/${customer.id}/sessions/${phoneSession.id}`,
    })
    expect(one.statusCode).toBe(204)
    expect(await whoAmI(phone)).toBe(401)
    expect(await whoAmI(laptop)).toBe(200)

    const others = await customer.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/sessions/sign-out-others`,
    })
    expect(others.statusCode).toBe(200)
    // The laptop and the verification link's session (the phone's is gone already).
    expect(others.json()).toEqual({ data: { signed_out: 2 } })
    expect(await whoAmI(laptop)).toBe(401)
    expect(await whoAmI(customer)).toBe(200)
  })

  test('another customer’s sessions can be neither read nor signed out; signed out is a 401', async () => {
    const [alice, bob] = [await createCustomer(t), await createCustomer(t)]
    const aliceSession = (await alice.inject({ url: `/api/users/${alice.id}/sessions` })).json()
      .data[0] as { id: string }
    expect((await bob.inject({ url: `/api/users/${alice.id}/sessions` })).statusCode).toBe(403)
    const byPath = await bob.inject({
      method: 'DELETE',
      url: `/api/users/${bob.id}/sessions/${aliceSession.id}`,
    })
    expect(byPath.statusCode).toBe(404)
    expect(
      (
        await bob.inject({
          method: 'POST',
          url: `/api/users/${alice.id}/sessions/sign-out-others`,
        })
      ).statusCode,
    ).toBe(403)
    expect(await whoAmI(alice)).toBe(200)
    const anonymous = await t.app.inject({ url: `/api/users/${alice.id}/sessions` })
    expect(anonymous.statusCode).toBe(401)
    const tooLong = await alice.inject({
      method: 'DELETE',
      url: `/api/users/${alice.id}/sessions/${'x'.repeat(65)}`,
    })
    expect(tooLong.statusCode).toBe(400)
  })
})

test('a device is named by its browser and system', () => {
  expect(deviceOf(ANDROID_CHROME)).toBe('Chrome · Android')
  expect(
    deviceOf(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari · iOS')
  expect(
    deviceOf(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ),
  ).toBe('Edge · Windows')
  expect(deviceOf(null)).toBeNull()
  expect(deviceOf('something else')).toBeNull()
})
