import { decrypt } from 'http_ece'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { browserKeys, pushCertificate, startPushService } from '../../../test/push-service.ts'
import { linkIn, mailTo, parseMail } from '../../../test/smtp.ts'
import { createStaff, depositAs, insertOrder } from '../../../test/wallet.ts'
import { authSecret } from '../accounts/index.ts'
import { unsubscribeToken } from './channels.ts'

// Issue 22: each customer chooses mail and push per kind of notice; notices go out as chosen.
const { credentials, agent } = pushCertificate()
const t = useTestApp(undefined, { PUSH_SERVICE_HOSTS: '127.0.0.1' }, { pushAgent: agent })
const en = { 'accept-language': 'en' }
let push: Awaited<ReturnType<typeof startPushService>>
let staff: Customer
let alice: Customer
let bob: Customer

beforeAll(async () => {
  push = await startPushService(credentials)
  ;[staff, alice, bob] = await Promise.all([createStaff(t), createCustomer(t), createCustomer(t)])
})
afterAll(() => push?.close())

const settings = (who: Customer) =>
  who.inject({ url: '/api/notification-preferences', headers: en })
const choose = (who: Customer, payload: object) =>
  who.inject({ method: 'PUT', url: '/api/notification-preferences', headers: en, payload })
const subscribe = (who: Customer, payload: object) =>
  who.inject({ method: 'POST', url: '/api/push-subscriptions', headers: en, payload })

/** The pushes to `path` so far, once at least `count` have come (the job runs every 5 s). */
async function pushesTo(path: string, count: number) {
  await expect
    .poll(() => push.pushed.filter((one) => one.path === path).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count)
  return push.pushed.filter((one) => one.path === path)
}

describe('the choice of channels', () => {
  test('defaults, then a change to one channel of one kind leaves the rest', async () => {
    const before = await settings(alice)
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json().data.preferences.warehouse).toEqual({ email: false, push: true })
    expect(before.json().data.preferences.orders).toEqual({ email: true, push: true })
    expect(before.json().data.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const res = await choose(alice, { auctions: { email: false } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.preferences.auctions).toEqual({ email: false, push: true })
    expect(res.json().data.preferences.orders).toEqual({ email: true, push: true })
    // Bob's are his own.
    expect((await settings(bob)).json().data.preferences.auctions).toEqual({
      email: true,
      push: true,
    })
    await choose(alice, { auctions: { email: true } })
  })

  test('signed out is a 401; bad input a 422 that changes nothing', async () => {
    expect((await t.app.inject({ url: '/api/notification-preferences' })).statusCode).toBe(401)
    for (const payload of [{ orders: { email: 'yes' } }, { marketing: { email: true } }, []]) {
      const res = await choose(bob, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
    }
    expect((await settings(bob)).json().data.preferences.orders).toEqual({
      email: true,
      push: true,
    })
  })

  test('a push subscription must be at a push service, with a browser’s keys', async () => {
    const { keys } = browserKeys()
    const cases = [
      { endpoint: 'http://127.0.0.1/ok/x', keys },
      { endpoint: 'https://169.254.169.254/latest/meta-data', keys },
      { endpoint: `${push.origin}/ok/x`, keys: { p256dh: 'short', auth: keys.auth } },
      { endpoint: 'not a url', keys },
    ]
    for (const payload of cases) {
      const res = await subscribe(bob, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
    }
    expect((await settings(bob)).json().data.push_subscriptions).toBe(0)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      payload: { endpoint: `${push.origin}/ok/x`, keys },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('notices outside the site', () => {
  test('a payment is pushed, encrypted for the browser and signed with VAPID, and mailed with a way out', async () => {
    const browser = browserKeys()
    const endpoint = `${push.origin}/ok/alice-${alice.id}`
    expect((await subscribe(alice, { endpoint, keys: browser.keys })).statusCode).toBe(201)
    // The same browser again is the same subscription.
    expect((await subscribe(alice, { endpoint, keys: browser.keys })).statusCode).toBe(200)
    expect((await settings(alice)).json().data.push_subscriptions).toBe(1)
    const publicKey = (await settings(alice)).json().data.push_public_key as string

    const order = await insertOrder(t, alice, 250_000)
    const after = t.mail.length
    const deposit = await depositAs(staff, {
      currency_id: 'VND',
      amount: 250_000,
      reference: 'FT-notice-1',
      transfer_content: order.code,
    })
    expect(deposit.statusCode, deposit.body).toBe(201)

    // Two notices: the deposit and the order paid; each pushed once.
    const pushes = await pushesTo(new URL(endpoint).pathname, 2)
    const [first] = pushes
    if (!first) throw new Error('no push')
    expect(first.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    )
    expect(first.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(first.headers.ttl)).toBe(86_400)
    const messages = pushes.map((one) =>
      JSON.parse(
        decrypt(one.body, {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.keys.auth,
        }).toString(),
      ),
    )
    // In the customer's language (Vietnamese, as they signed up).
    const bodies = messages.map((one) => String(one.body))
    expect(bodies).toContain(`Đơn ${order.code}: Đã thanh toán`)
    expect(bodies.some((body) => /^Đã nhận 250\.000\s?đ vào ví của bạn$/.test(body))).toBe(true)
    expect(messages.every((one) => one.title === 'Kaimono')).toBe(true)
    expect(messages.map((one) => one.url)).toContain(
      `http://localhost:3000/customer/orders/${order.id}`,
    )

    // The mail, in the customer's language (Vietnamese by default), with a text part.
    const mail = await mailTo(t.mail, alice.email, {
      after,
      matching: order.code,
      timeoutMs: 60_000,
    })
    expect(mail.subject).toContain(`Đơn ${order.code}: Đã thanh toán`)
    expect(mail.text).toContain(`/customer/orders/${order.id}`)
    // Long headers are folded over lines: unfolded, as a mail client reads them.
    const raw = (
      t.mail.slice(after).find((one) => parseMail(one.raw).subject === mail.subject)?.raw ?? ''
    ).replace(/\r?\n[ \t]+/g, ' ')
    expect(raw).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3000\/api\/notification-preferences\/one-click\?token=/,
    )
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')

    // Its link turns mail for order status off, and only that.
    const link = new URL(linkIn(mail.text, '/unsubscribe?token='))
    const token = link.searchParams.get('token') ?? ''
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notification-preferences/unsubscribe',
      payload: { token },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.kind).toBe('orders')
    const now = (await settings(alice)).json().data.preferences
    expect([now.orders, now.payments]).toEqual([
      { email: false, push: true },
      { email: true, push: true },
    ])
  })

  test('a forged or altered unsubscribe token is a 422; one-click takes the mail client’s form', async () => {
    const forged = `${Buffer.from(bob.uid).toString('base64url')}.payments.${'x'.repeat(32)}`
    for (const token of [forged, 'a.b.c', 'nonsense-token']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notification-preferences/unsubscribe',
        payload: { token },
      })
      expect(res.statusCode, token).toBe(422)
    }
    expect((await settings(bob)).json().data.preferences.payments.email).toBe(true)
    // RFC 8058: the mail client POSTs its form to the List-Unsubscribe address, token in it.
    const token = unsubscribeToken(await authSecret(t.database.db, undefined), bob.uid, 'payments')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notification-preferences/one-click?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await settings(bob)).json().data.preferences.payments).toEqual({
      email: false,
      push: true,
    })
    await choose(bob, { payments: { email: true } })
  })

  test('a browser the push service forgot (410) is removed; nothing is sent to what is turned off', async () => {
    const browser = browserKeys()
    const gone = `${push.origin}/gone/bob-${bob.id}`
    expect((await subscribe(bob, { endpoint: gone, keys: browser.keys })).statusCode).toBe(201)
    expect((await choose(bob, { payments: { push: false } })).statusCode).toBe(200)
    const paidOrder = await insertOrder(t, bob, 10_000)
    const deposit = await depositAs(staff, {
      currency_id: 'VND',
      amount: 10_000,
      reference: 'FT-notice-2',
      transfer_content: paidOrder.code,
    })
    expect(deposit.statusCode).toBe(201)
    // The order's notice is pushed (and answered 410); the deposit's is not (turned off).
    const pushes = await pushesTo(new URL(gone).pathname, 1)
    await expect
      .poll(async () => (await settings(bob)).json().data.push_subscriptions, { timeout: 60_000 })
      .toBe(0)
    expect(pushes).toHaveLength(1)
  })

  test("a customer cannot remove another customer's browser", async () => {
    const browser = browserKeys()
    const endpoint = `${push.origin}/ok/shared-${alice.id}`
    await subscribe(alice, { endpoint, keys: browser.keys })
    const count = (await settings(alice)).json().data.push_subscriptions
    const res = await bob.inject({
      method: 'POST',
      url: '/api/push-subscriptions/unsubscribe',
      payload: { endpoint },
    })
    expect(res.statusCode).toBe(204)
    expect((await settings(alice)).json().data.push_subscriptions).toBe(count)
    const own = await alice.inject({
      method: 'POST',
      url: '/api/push-subscriptions/unsubscribe',
      payload: { endpoint },
    })
    expect(own.statusCode).toBe(204)
    expect((await settings(alice)).json().data.push_subscriptions).toBe(count - 1)
  })
})
