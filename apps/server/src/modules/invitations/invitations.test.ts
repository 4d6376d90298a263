import { invitationCode } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff, placeOrder } from '../../../test/orders.ts'
import { users } from '../accounts/schema.ts'

const t = useTestApp()

let staff: Customer
beforeAll(async () => {
  staff = await createStaff(t)
})

const moveTo = async (orderId: number, status_id: string) => {
  const res = await staff.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    payload: { status_id },
  })
  expect(res.statusCode, res.body).toBe(200)
}

let devices = 0
const newDevice = () => `device-${Date.now()}-${devices++}`

const activate = (customer: Customer, code: string, device_id = newDevice(), lang = 'en') =>
  customer.inject({
    method: 'POST',
    url: '/api/invitation-codes/activations',
    headers: { 'accept-language': lang },
    payload: { code, device_id },
  })

const summary = async (customer: Customer) =>
  (await customer.inject({ url: '/api/invitation-codes/mine' })).json().data

const REFUSED = {
  message: 'Sorry, this invate code invalid',
  errors: { code: ['Sorry, this invate code invalid'] },
}

describe('entering an invitation code', () => {
  test("a code earns its owner nothing until the invited customer's first order is paid", async () => {
    const owner = await createCustomer(t)
    const invitee = await createCustomer(t)
    const res = await activate(invitee, invitationCode(owner.id))
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ credit_vnd: 20_000, earned: false, used: false })
    // A fresh account that never pays is worth nothing to farm (issue 14, item 10).
    const pending = await summary(owner)
    expect(pending).toMatchObject({ unused_credit_vnd: 0, entered_code: false })
    expect(pending.activations).toMatchObject([{ earned: false, used: false }])

    const order = await placeOrder(t, invitee)
    expect((await summary(owner)).unused_credit_vnd).toBe(0)
    await moveTo(order.id, 'Paid')
    const earned = await summary(owner)
    expect(earned.unused_credit_vnd).toBe(20_000)
    expect(earned.activations).toMatchObject([{ earned: true, used: false }])
    expect((await summary(invitee)).unused_credit_vnd).toBe(0)

    // One credit per invited account: their second paid order earns nothing more.
    await moveTo((await placeOrder(t, invitee)).id, 'Paid')
    expect((await summary(owner)).unused_credit_vnd).toBe(20_000)
  })

  test("each invited customer's first paid order adds 20,000 VND, and they stack", async () => {
    const owner = await createCustomer(t)
    const [first, second] = await Promise.all([createCustomer(t), createCustomer(t)])
    const code = invitationCode(owner.id)
    expect((await activate(first, code)).statusCode).toBe(201)
    expect((await activate(second, code.toLowerCase())).statusCode).toBe(201)
    await moveTo((await placeOrder(t, first)).id, 'Paid')
    await moveTo((await placeOrder(t, second)).id, 'Paid')
    const mine = await summary(owner)
    expect(mine).toMatchObject({ code, unused_credit_vnd: 40_000 })
    expect(mine.activations).toHaveLength(2)
    expect((await summary(first)).entered_code).toBe(true)
  })

  test('a paid order that is cancelled gives the credit back to waiting; the next paid order earns it', async () => {
    const owner = await createCustomer(t)
    const invitee = await createCustomer(t)
    await activate(invitee, invitationCode(owner.id))
    const order = await placeOrder(t, invitee)
    await moveTo(order.id, 'Paid')
    expect((await summary(owner)).unused_credit_vnd).toBe(20_000)
    await moveTo(order.id, 'Cancelled')
    expect((await summary(owner)).unused_credit_vnd).toBe(0)
    expect((await summary(owner)).activations).toMatchObject([{ earned: false }])
    await moveTo((await placeOrder(t, invitee)).id, 'Paid')
    expect((await summary(owner)).unused_credit_vnd).toBe(20_000)
  })

  test('an account enters a code only once, even another one', async () => {
    const [a, b, me] = await Promise.all([createCustomer(t), createCustomer(t), createCustomer(t)])
    expect((await activate(me, invitationCode(a.id))).statusCode).toBe(201)
    const again = await activate(me, invitationCode(b.id))
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual(REFUSED)
    expect((await summary(b)).activations).toEqual([])
  })

  test('a device enters a code only once, whoever is signed in', async () => {
    const owner = await createCustomer(t)
    const [first, second] = await Promise.all([createCustomer(t), createCustomer(t)])
    const device = newDevice()
    expect((await activate(first, invitationCode(owner.id), device)).statusCode).toBe(201)
    expect((await activate(second, invitationCode(owner.id), device)).statusCode).toBe(422)
    expect((await summary(owner)).activations).toHaveLength(1)
  })

  test('concurrent attempts from one account count once', async () => {
    const owner = await createCustomer(t)
    const me = await createCustomer(t)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => activate(me, invitationCode(owner.id))),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422])
    expect((await summary(owner)).activations).toHaveLength(1)
  })

  test('one’s own code, an unknown code and a disabled owner’s code are refused alike', async () => {
    const me = await createCustomer(t)
    const disabled = await createCustomer(t)
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, disabled.uid))
    for (const code of [
      invitationCode(me.id),
      'ZZZZZZ',
      invitationCode(999_999),
      invitationCode(disabled.id),
    ]) {
      const res = await activate(me, code)
      expect(res.statusCode, code).toBe(422)
      expect(res.json(), code).toEqual(REFUSED)
    }
    expect((await summary(me)).entered_code).toBe(false)
  })

  test('the refusal speaks the request language', async () => {
    const me = await createCustomer(t)
    const res = await activate(me, 'ZZZZZZ', newDevice(), 'vi')
    expect(res.json().message).toBe('Xin lỗi, mã giới thiệu này không hợp lệ')
  })

  test('bad input is a 422 per field; without a session a 401', async () => {
    const me = await createCustomer(t)
    const bad = await me.inject({
      method: 'POST',
      url: '/api/invitation-codes/activations',
      headers: { 'accept-language': 'en' },
      payload: { code: '', device_id: 'x' },
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'device_id'])
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/invitation-codes/activations',
      payload: { code: 'BBCDEG', device_id: newDevice() },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/invitation-codes/mine' })).statusCode).toBe(401)
  })

  test("a customer sees only their own code's activations", async () => {
    const owner = await createCustomer(t)
    const other = await createCustomer(t)
    const invitee = await createCustomer(t)
    await activate(invitee, invitationCode(owner.id))
    expect((await summary(other)).activations).toEqual([])
    expect((await summary(owner)).activations).toHaveLength(1)
  })
})
