import { decodeJwt } from 'jose'
import { expect, test } from 'vitest'
import { createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { disableUser } from './service.ts'

// Two-second tokens, so that expiry can be watched.
const t = useTestApp(undefined, { API_TOKEN_TTL_SECONDS: '2' })

const apiToken = async (sessionToken: string) => {
  const res = await t.app.inject({
    url: '/api/auth/token',
    headers: { authorization: `Bearer ${sessionToken}` },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().token as string
}

const me = (token: string) =>
  t.app.inject({ url: '/api/users?filter[own]=1', headers: { authorization: `Bearer ${token}` } })

test('an API client trades its session token for a short-lived token and uses it', async () => {
  const customer = await createCustomer(t)
  const token = await apiToken(customer.token)
  const claims = decodeJwt(token)
  expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(2)
  const res = await me(token)
  expect(res.statusCode).toBe(200)
  expect(res.json().data[0].email).toBe(customer.email)
})

test('an expired token is a 401; a fresh one from the same session works', async () => {
  const customer = await createCustomer(t)
  const token = await apiToken(customer.token)
  await new Promise((resolve) => setTimeout(resolve, 2_100))
  expect((await me(token)).statusCode).toBe(401)
  expect((await me(await apiToken(customer.token))).statusCode).toBe(200)
})

test('a tampered token is a 401', async () => {
  const customer = await createCustomer(t)
  const [head, body, signature] = (await apiToken(customer.token)).split('.')
  const forged = Buffer.from(
    JSON.stringify({ ...decodeJwt(`${head}.${body}.${signature}`), sub: 'someone-else' }),
  ).toString('base64url')
  expect((await me(`${head}.${forged}.${signature}`)).statusCode).toBe(401)
})

test('signing out or a disabled account ends the tokens at once', async () => {
  const leaving = await createCustomer(t)
  const leavingToken = await apiToken(leaving.token)
  const out = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { authorization: `Bearer ${leaving.token}` },
    payload: {},
  })
  expect(out.statusCode, out.body).toBe(200)
  expect((await me(leavingToken)).statusCode).toBe(401)

  const disabled = await createCustomer(t)
  const disabledToken = await apiToken(disabled.token)
  await disableUser({ db: t.database.db }, disabled.uid)
  expect((await me(disabledToken)).statusCode).toBe(401)
})
