import { invitationCode } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { users } from '../accounts/schema.ts'

const t = useTestApp()

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
  test("each activation gives the code's owner 20,000 VND of shipping credit, and they stack", async () => {
    const owner = await createCustomer(t)
    const first = await createCustomer(t)
    const second = await createCustomer(t)
    const code = invitationCode(owner.id)

    const res = await activate(first, code)
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ credit_vnd: 20_000, used: false })
    expect((await activate(second, code.toLowerCase())).statusCode).toBe(201)

    const mine = await summary(owner)
    expect(mine).toMatchObject({ code, unused_credit_vnd: 40_000, entered_code: false })
    expect(mine.activations).toHaveLength(2)
    expect((await summary(first)).entered_code).toBe(true)
    expect((await summary(first)).unused_credit_vnd).toBe(0)
  })

  test('an account enters a code only once, even another one', async () => {
    const [a, b, me] = await Promise.all([createCustomer(t), createCustomer(t), createCustomer(t)])
    expect((await activate(me, invitationCode(a.id))).statusCode).toBe(201)
    const again = await activate(me, invitationCode(b.id))
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual(REFUSED)
    expect((await summary(b)).unused_credit_vnd).toBe(0)
  })

  test('a device enters a code only once, whoever is signed in', async () => {
    const owner = await createCustomer(t)
    const [first, second] = await Promise.all([createCustomer(t), createCustomer(t)])
    const device = newDevice()
    expect((await activate(first, invitationCode(owner.id), device)).statusCode).toBe(201)
    expect((await activate(second, invitationCode(owner.id), device)).statusCode).toBe(422)
    expect((await summary(owner)).unused_credit_vnd).toBe(20_000)
  })

  test('concurrent attempts from one account count once', async () => {
    const owner = await createCustomer(t)
    const me = await createCustomer(t)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => activate(me, invitationCode(owner.id))),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422])
    expect((await summary(owner)).unused_credit_vnd).toBe(20_000)
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
