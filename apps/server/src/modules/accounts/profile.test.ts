import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import {
  createCustomer,
  newClientAddress,
  ORIGIN,
  postFromSite,
  uniqueEmail,
} from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { products } from '../catalog/schema.ts'
import { users } from './schema.ts'

// Issue 14: every way to set a profile keeps to one rule (a name of 1–100 characters on one
// clean line; a picture from our storage or a sign-in provider), and Better Auth's own
// profile endpoints are off.

const t = useTestApp()

const signUp = (payload: Record<string, unknown>, lang = 'vi') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: newClientAddress(),
    headers: { origin: ORIGIN, 'accept-language': lang },
    payload: { email: uniqueEmail(), password: 'mật khẩu an toàn 1', ...payload },
  })

const stored = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]

describe('sign-up', () => {
  test('a 500,000-character name is a 422 naming the field, and creates nothing', async () => {
    const email = uniqueEmail()
    const res = await signUp({ email, name: 'A'.repeat(500_000) })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      errors: { name: ['Nội dung quá dài'] },
    })
    expect(await stored(email)).toBeUndefined()
  })

  test('control characters, a missing name and a foreign picture are refused in the reader’s language', async () => {
    const withEscape = await signUp({ name: 'An\u001b[31m' }, 'en')
    expect(withEscape.statusCode).toBe(422)
    expect(withEscape.json()).toEqual({
      message: 'The given data was invalid',
      errors: { name: ['This contains control characters that are not allowed'] },
    })
    const missing = await signUp({ name: null, image: 'https://tracker.example/p.gif' }, 'ja')
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({
      name: ['この項目は必須です'],
      image: [
        'プロフィール画像はKaimonoまたはログインに使うアカウント（Google、SSO）のものだけ使えます',
      ],
    })
  })

  test('the name is stored trimmed; a picture from our own storage is accepted', async () => {
    const email = uniqueEmail()
    const res = await signUp({ email, name: '  Lê Hoa  ', image: '/media/avatars/hoa.png' })
    expect(res.statusCode).toBe(200)
    expect(await stored(email)).toMatchObject({ name: 'Lê Hoa', image: '/media/avatars/hoa.png' })
  })
})

describe("Better Auth's own profile and account endpoints", () => {
  test('are switched off: a 404 in the API’s form, whatever the body', async () => {
    const customer = await createCustomer(t, { name: 'Trần Bình' })
    for (const [url, payload] of [
      ['/api/auth/update-user', { name: null }],
      ['/api/auth/update-user', { name: 'x'.repeat(1_000_000) }],
      ['/api/auth/update-user', { image: 'https://tracker.example/p.gif' }],
      ['/api/auth/change-email', { newEmail: uniqueEmail() }],
      ['/api/auth/change-password', { currentPassword: customer.password, newPassword: 'x' }],
      ['/api/auth/delete-user', {}],
      ['/api/auth/link-social', { provider: 'google' }],
      ['/api/auth/unlink-account', { providerId: 'credential' }],
    ] as const) {
      const res = await customer.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'accept-language': 'en' },
      })
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { message: 'Not found' }])
    }
    const listed = await customer.inject({ url: '/api/auth/list-accounts' })
    expect(listed.statusCode).toBe(404)
    expect(await stored(customer.email)).toMatchObject({ name: 'Trần Bình', image: null })
  })
})

describe('PUT /api/users/{id}', () => {
  test('keeps to the same name rule', async () => {
    const customer = await createCustomer(t, { name: 'Phạm Minh' })
    for (const [name, message] of [
      ['Minh\u0000', 'Nội dung chứa ký tự điều khiển không hợp lệ'],
      ['Minh\u0085', 'Nội dung chứa ký tự điều khiển không hợp lệ'],
      // Shown beside reviews: a right-to-left override would make it read as another name.
      ['Minh\u202emoc.live', 'Nội dung chứa ký tự điều khiển không hợp lệ'],
      ['Minh\u2028An', 'Nội dung chứa ký tự điều khiển không hợp lệ'],
      ['M'.repeat(101), 'Nội dung quá dài'],
      ['   ', 'Vui lòng nhập trường này'],
    ]) {
      const res = await customer.inject({
        method: 'PUT',
        url: `/api/users/${customer.id}`,
        headers: { 'accept-language': 'vi' },
        payload: { name },
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({ name: [message] })
    }
    expect((await stored(customer.email))?.name).toBe('Phạm Minh')
  })
})

test('product pages show names and pictures as the rules allow, even ones stored before them', async () => {
  const customer = await createCustomer(t)
  const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1)
  const written = await customer.inject({
    method: 'POST',
    url: '/api/product-reviews',
    payload: { product_id: product?.id, comment: 'Tốt' },
  })
  expect(written.statusCode).toBe(201)
  await t.database.db
    .update(users)
    .set({ name: `Kẻ\u001b[2J Phá${'x'.repeat(200_000)}`, image: 'https://tracker.example/p.gif' })
    .where(eq(users.id, customer.uid))
  const res = await t.app.inject({
    url: `/api/product-reviews?filter[product_id]=${product?.id}&include=reviewer`,
  })
  const [review] = res.json().data
  expect(review.username).toBe(`Kẻ [2J Phá${'x'.repeat(100 - 'Kẻ [2J Phá'.length)}`)
  expect(review.reviewer).toEqual({ name: review.username, photoURL: null })
})

describe('control characters anywhere Better Auth reads (issue 14, item 7)', () => {
  const post = (url: string, payload: object) => postFromSite(t, url, payload)
  const refused = (field: string) => ({
    message: 'The given data was invalid',
    errors: { [field]: ['This contains control characters that are not allowed'] },
  })

  test('an email or a token holding a NUL is a 422 naming the field, not a failed query', async () => {
    const signIn = await post('/api/auth/sign-in/email', {
      email: 'an\u0000@example.vn',
      password: 'mật khẩu an toàn 1',
    })
    expect(signIn.statusCode).toBe(422)
    expect(signIn.json()).toEqual(refused('email'))
    const reset = await post('/api/auth/reset-password', {
      token: 'abc\u0000def',
      newPassword: 'mật khẩu mới an toàn',
    })
    expect(reset.statusCode).toBe(422)
    expect(reset.json()).toEqual(refused('token'))
    const verify = await t.app.inject({
      url: '/api/auth/verify-email?token=abc%00def',
      headers: { 'accept-language': 'en' },
    })
    expect(verify.statusCode).toBe(422)
    expect(verify.json()).toEqual(refused('token'))
  })

  test('a password is the person’s own: a control character in it is not refused as such', async () => {
    const customer = await createCustomer(t)
    const res = await post('/api/auth/sign-in/email', {
      email: customer.email,
      password: 'wrong\u0007password',
    })
    expect(res.statusCode).toBe(401)
  })
})

test('an identity request over 1 MB is a 413 before Better Auth reads it (issue 14)', async () => {
  const res = await postFromSite(t, '/api/auth/sign-in/email', {
    email: 'an@example.vn',
    password: 'x'.repeat(2_000_000),
  })
  expect(res.statusCode).toBe(413)
  expect(res.json()).toEqual({ message: 'The request is too large' })
})

test('an email that is not text, however deeply nested, is refused, not a 500 (found by the fuzz)', async () => {
  for (const path of ['/api/auth/sign-in/email', '/api/auth/request-password-reset']) {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: newClientAddress(),
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`,
    })
    expect(res.statusCode, path).toBeGreaterThanOrEqual(400)
    expect(res.statusCode, path).toBeLessThan(500)
  }
})
