import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { createCustomer, newClientAddress, ORIGIN, uniqueEmail } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { linkIn, mailTo } from '../../../test/smtp.ts'

// Issue 14: sign-up, forgotten password and verification resend answer alike whether or not
// the address has an account, and their mail goes out after the answer.

/** While closed, the SMTP server holds every mail at RCPT TO: nothing can arrive. */
let held: Promise<void> = Promise.resolve()
const t = useTestApp(
  undefined,
  {},
  {
    smtp: { onRcptTo: (_address, _session, callback) => void held.then(() => callback()) },
  },
)

const post = (url: string, payload: object, lang = 'vi') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: newClientAddress(),
    headers: { origin: ORIGIN, 'accept-language': lang },
    payload,
  })

/** What a client can see of an answer, apart from its date and request id. */
function seen(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers
  return { status: res.statusCode, body: res.body, headers }
}

const signUp = (email: string, name = 'Người Lạ') =>
  post('/api/auth/sign-up/email', {
    email,
    name,
    password: 'mật khẩu khác 9',
    lang: 'vi',
    callbackURL: '/customer/user-info?verified=1',
  })

/** An account that signed up and never followed its link. */
async function unconfirmed(lang = 'vi') {
  const email = uniqueEmail('unconfirmed')
  const after = t.mail.length
  expect(
    (
      await post('/api/auth/sign-up/email', {
        email,
        name: 'Chưa Xác Nhận',
        password: 'mật khẩu an toàn 1',
        lang,
      })
    ).statusCode,
  ).toBe(200)
  await mailTo(t.mail, email, { after })
  return email
}

describe('the same answer whatever the account', () => {
  test('sign-up: a new address, a confirmed account and an unconfirmed one', async () => {
    const owner = await createCustomer(t)
    const waiting = await unconfirmed()
    const fresh = seen(await signUp(uniqueEmail('new')))
    expect(fresh.status).toBe(200)
    expect(seen(await signUp(owner.email))).toEqual(fresh)
    expect(seen(await signUp(waiting))).toEqual(fresh)
  })

  test('forgotten password: an account and an unknown address', async () => {
    const owner = await createCustomer(t)
    const ask = (email: string) =>
      post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })
    const unknown = seen(await ask(uniqueEmail('nobody')))
    expect(unknown.status).toBe(200)
    expect(seen(await ask(owner.email))).toEqual(unknown)
  })

  test('verification resend: unconfirmed, confirmed and unknown addresses', async () => {
    const owner = await createCustomer(t)
    const waiting = await unconfirmed()
    const resend = (email: string) =>
      post('/api/auth/send-verification-email', { email, callbackURL: '/' })
    const unknown = seen(await resend(uniqueEmail('nobody')))
    expect(unknown.status).toBe(200)
    expect(seen(await resend(waiting))).toEqual(unknown)
    expect(seen(await resend(owner.email))).toEqual(unknown)
  })
})

describe('mail goes out after the answer', () => {
  test('answers come while the mail server holds every mail; the mail follows', async () => {
    const owner = await createCustomer(t)
    const newcomer = uniqueEmail('new')
    const after = t.mail.length
    let open = () => {}
    held = new Promise((resolve) => {
      open = resolve
    })
    try {
      expect((await signUp(newcomer)).statusCode).toBe(200)
      const reset = await post('/api/auth/request-password-reset', {
        email: owner.email,
        redirectTo: '/reset-password',
      })
      expect(reset.statusCode).toBe(200)
      expect(t.mail.length).toBe(after)
    } finally {
      held = Promise.resolve()
      open()
    }
    const verify = await mailTo(t.mail, newcomer, { after })
    expect(linkIn(verify.text, '/api/auth/verify-email')).toContain('callbackURL=')
    const resetMail = await mailTo(t.mail, owner.email, { after })
    expect(resetMail.headers.get('subject')).toBe('Đặt lại mật khẩu Kaimono')
  })

  test('a sign-up with a confirmed address tells its owner, in their language, how to get in', async () => {
    const owner = await createCustomer(t, { lang: 'ja', name: '山田 花子' })
    const after = t.mail.length
    expect((await signUp(owner.email, 'Kẻ Lạ')).statusCode).toBe(200)
    const note = await mailTo(t.mail, owner.email, { after })
    expect(note.headers.get('subject')).toBe('Kaimono のアカウントはすでに登録されています')
    expect(note.text).toContain('山田 花子 様')
    expect(linkIn(note.text, '/login')).toBe('http://localhost:3000/login')
    expect(linkIn(note.text, '/forget-password')).toBe('http://localhost:3000/forget-password')
    // Nothing about the account changed: the owner's password still works, the name is theirs.
    const me = await owner.inject({ url: '/api/users?filter[own]=1' })
    expect(me.json().data[0].name).toBe('山田 花子')
  })

  test('a sign-up with an unconfirmed address sends its owner the confirmation link again', async () => {
    const email = await unconfirmed('en')
    const after = t.mail.length
    expect((await signUp(email)).statusCode).toBe(200)
    const again = await mailTo(t.mail, email, { after })
    expect(again.headers.get('subject')).toBe('Confirm your email for Kaimono')
    expect(again.text).toContain('Hello Chưa Xác Nhận')
    const link = new URL(linkIn(again.text, '/api/auth/verify-email'))
    expect(link.searchParams.get('callbackURL')).toBe('/customer/user-info?verified=1')
    const verified = await t.app.inject({ url: link.pathname + link.search })
    expect(verified.statusCode).toBe(302)
    expect(verified.headers.location).toBe('/customer/user-info?verified=1')
  })
})
