import { describe, expect, test } from 'vitest'
import { createCustomer, newClientAddress, ORIGIN, uniqueEmail } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { mailTo } from '../../../test/smtp.ts'

const t = useTestApp()

describe('sign-up, verification and sign-in (email + password)', () => {
  test('a verified customer signs in and reads their own user info', async () => {
    const customer = await createCustomer(t, { name: 'Trần Thị Mai' })
    const res = await customer.inject({ url: '/api/users?filter[own]=1' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 1, current_page: 1, from: 1, to: 1 })
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      uid: expect.any(String),
      name: 'Trần Thị Mai',
      email: customer.email,
      tel: null,
      displayName: 'Trần Thị Mai',
      photoURL: null,
      emailVerified: true,
      role: 'customer',
    })
    expect(body.data[0].id).toBeGreaterThan(100_000)
  })

  test('customer numbers are distinct and ascending', async () => {
    const first = await createCustomer(t)
    const second = await createCustomer(t)
    expect(second.id).toBeGreaterThan(first.id)
  })

  test('the verification mail is in the language chosen at sign-up', async () => {
    const email = uniqueEmail()
    const after = t.mail.length
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: newClientAddress(),
      headers: { origin: ORIGIN },
      payload: { email, password: 'mật khẩu an toàn 1', name: 'Sato', lang: 'ja' },
    })
    const mail = await mailTo(t.mail, email, { after })
    expect(mail.headers.get('subject')).toBe('Kaimono メールアドレスの確認')
    expect(mail.headers.get('content-language')).toBe('ja')
    expect(mail.text).toContain('Sato 様')
  })

  test('an unverified account cannot sign in', async () => {
    const email = uniqueEmail()
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: newClientAddress(),
      headers: { origin: ORIGIN },
      payload: { email, password: 'mật khẩu an toàn 1', name: 'An' },
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: newClientAddress(),
      headers: { origin: ORIGIN },
      payload: { email, password: 'mật khẩu an toàn 1' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED')
  })

  test('a wrong password and an unknown email get the same answer', async () => {
    const customer = await createCustomer(t)
    const attempt = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: newClientAddress(),
        headers: { origin: ORIGIN },
        payload: { email, password },
      })
    const wrong = await attempt(customer.email, 'not the password')
    const unknown = await attempt(uniqueEmail(), 'not the password')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json().code).toBe(unknown.json().code)
  })

  test('passwords shorter than 8 characters are refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: newClientAddress(),
      headers: { origin: ORIGIN },
      payload: { email: uniqueEmail(), password: 'short', name: 'An' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT')
  })

  test('API clients use the bearer token instead of the cookie', async () => {
    const customer = await createCustomer(t)
    const res = await t.app.inject({
      url: '/api/users?filter[own]=1',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0].email).toBe(customer.email)
  })
})

describe('GET /api/users', () => {
  test('without a session it is a 401 with a message', async () => {
    const res = await t.app.inject({
      url: '/api/users?filter[own]=1',
      headers: { 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Please sign in' })
  })

  test('a bad token is treated as no session', async () => {
    const res = await t.app.inject({
      url: '/api/users?filter[own]=1',
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(res.statusCode).toBe(401)
  })

  test('only ever the caller, even without filter[own]', async () => {
    const alice = await createCustomer(t)
    await createCustomer(t)
    const res = await alice.inject({ url: '/api/users' })
    expect(res.json().data.map((u: { email: string }) => u.email)).toEqual([alice.email])
  })

  test('unknown filters are a 400', async () => {
    const alice = await createCustomer(t)
    const res = await alice.inject({ url: '/api/users?filter[email]=x' })
    expect(res.statusCode).toBe(400)
  })
})

describe('PUT /api/users/{id}', () => {
  test('updates the own name and phone number, normalising the phone', async () => {
    const alice = await createCustomer(t)
    const res = await alice.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      payload: { name: '  Lê Thị Hoa ', tel: '091 234 5678' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ name: 'Lê Thị Hoa', tel: '0912345678' })
    const again = await alice.inject({ url: '/api/users?filter[own]=1' })
    expect(again.json().data[0]).toMatchObject({ name: 'Lê Thị Hoa', tel: '0912345678' })
  })

  test('accepts +84 numbers and clears the phone with an empty string', async () => {
    const alice = await createCustomer(t)
    const plus = await alice.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      payload: { name: 'An', tel: '+84987654321' },
    })
    expect(plus.json().data.tel).toBe('+84987654321')
    const cleared = await alice.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      payload: { name: 'An', tel: '' },
    })
    expect(cleared.json().data.tel).toBeNull()
  })

  test('bad input is a 422 with a message per field in the request language, and changes nothing', async () => {
    const alice = await createCustomer(t, { name: 'Phạm Minh' })
    const res = await alice.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      headers: { 'accept-language': 'vi' },
      payload: { name: '', tel: '12345' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      errors: {
        name: ['Vui lòng nhập trường này'],
        tel: ['Số điện thoại không hợp lệ (ví dụ 0912345678 hoặc +84912345678)'],
      },
    })
    const unchanged = await alice.inject({ url: '/api/users?filter[own]=1' })
    expect(unchanged.json().data[0].name).toBe('Phạm Minh')
  })

  test('a control character is a 422 naming the field; an id past int4 a 400 (issue 14: both were 500s)', async () => {
    const alice = await createCustomer(t, { name: 'Phạm Minh' })
    const res = await alice.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      headers: { 'accept-language': 'en' },
      payload: { name: 'a\u0000b', tel: '0912345678\u001b' },
    })
    expect(res.statusCode).toBe(422)
    const control = ['This contains control characters that are not allowed']
    expect(res.json().errors).toEqual({ name: control, tel: control })
    const huge = await alice.inject({
      method: 'PUT',
      url: '/api/users/99999999999999',
      headers: { 'accept-language': 'en' },
      payload: { name: 'X' },
    })
    expect(huge.statusCode).toBe(400)
    expect(huge.json()).toEqual({ message: 'Invalid value for parameter id' })
    const unchanged = await alice.inject({ url: '/api/users?filter[own]=1' })
    expect(unchanged.json().data[0].name).toBe('Phạm Minh')
  })

  test("another customer's id is a 403 and changes nothing", async () => {
    const alice = await createCustomer(t, { name: 'Alice' })
    const bob = await createCustomer(t)
    const res = await bob.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      payload: { name: 'Hacked' },
    })
    expect(res.statusCode).toBe(403)
    const still = await alice.inject({ url: '/api/users?filter[own]=1' })
    expect(still.json().data[0].name).toBe('Alice')
  })

  test('without a session it is a 401', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/100001',
      payload: { name: 'X' },
    })
    expect(res.statusCode).toBe(401)
  })
})
