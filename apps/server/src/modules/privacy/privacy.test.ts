import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createCustomer, newClientAddress, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { addAddress } from '../../../test/orders.ts'
import {
  chargeAs,
  createStaff,
  depositAs,
  expectLedgerAgrees,
  insertOrder,
} from '../../../test/wallet.ts'
import { accounts, sessions, users } from '../accounts/schema.ts'
import { addresses } from '../addresses/schema.ts'
import { orders } from '../orders/schema.ts'
import { supportTickets } from '../support/schema.ts'
import { transactions, wallets } from '../wallet/schema.ts'

// Issue 22 item 4: a customer downloads their data and deletes their account.

const t = useTestApp()

const signInStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: newClientAddress(),
      headers: { origin: ORIGIN },
      payload: { email, password },
    })
  ).statusCode

async function openTicket(who: Awaited<ReturnType<typeof createCustomer>>) {
  const res = await who.inject({
    method: 'POST',
    url: '/api/supports',
    payload: {
      title: 'Đơn chưa về',
      name: 'Trần Thị Hoa',
      phone: '0912345678',
      description: 'Đơn của tôi chưa về kho',
    },
  })
  expect(res.statusCode, res.body).toBe(201)
}

describe('GET /api/users/{id}/data', () => {
  test('is a JSON file of the profile, addresses, orders, wallets and support requests', async () => {
    const customer = await createCustomer(t, { name: 'Lê Thu' })
    await addAddress(customer, 'hanoi')
    const order = await insertOrder(t, customer, 250_000, 'Finish')
    await t.database.db
      .insert(wallets)
      .values({ userId: customer.uid, currencyId: 'VND', balance: 0, amountAvailableForPayment: 0 })
    await openTicket(customer)

    const res = await customer.inject({ url: `/api/users/${customer.id}/data` })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kaimono-data-${customer.id}.json"`,
    )
    expect(res.headers['cache-control']).toContain('no-store')
    const data = res.json()
    expect(data).toMatchObject({
      format: 'kaimono.account-data.v1',
      profile: {
        customer_number: customer.id,
        name: 'Lê Thu',
        email: customer.email,
        sign_in_methods: [{ provider: 'credential' }],
      },
      addresses: [{ consignee: 'Trần Thị Hoa', tel: '0912345678' }],
      orders: [{ code: order.code, status_id: 'Finish', total_payment: 250_000 }],
      wallets: [{ currency_id: 'VND', balance: 0, transactions: [] }],
      withdrawals: [],
      bank_transfers: [],
      notification_preferences: { orders: { email: true, push: true } },
      support_tickets: [
        { name: 'Trần Thị Hoa', description: 'Trần Thị Hoa\n0912345678\nĐơn của tôi chưa về kho' },
      ],
    })
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(JSON.stringify(data)).not.toMatch(/password|token/i)
  })

  test('signed out is a 401; another customer’s data a 403', async () => {
    const [alice, bob] = [await createCustomer(t), await createCustomer(t)]
    expect((await t.app.inject({ url: `/api/users/${alice.id}/data` })).statusCode).toBe(401)
    const other = await bob.inject({ url: `/api/users/${alice.id}/data` })
    expect(other.statusCode).toBe(403)
    expect(other.body).not.toContain(alice.email)
  })
})

describe('POST /api/users/{id}/deletion', () => {
  test('erases the person, keeps orders under a tombstone, signs out and refuses the old sign-in', async () => {
    const customer = await createCustomer(t, { name: 'Phạm Minh' })
    await addAddress(customer)
    const order = await insertOrder(t, customer, 100_000, 'Cancelled')
    await openTicket(customer)

    const res = await customer.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/deletion`,
      payload: { password: customer.password },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { deleted: true } })
    const expired = res.cookies.find((c) => c.name === 'kaimono.session_token')
    expect(expired?.value).toBe('')

    const db = t.database.db
    const [row] = await db.select().from(users).where(eq(users.id, customer.uid))
    expect(row).toMatchObject({
      name: `Deleted user #${customer.id}`,
      email: `deleted-${customer.id}@deleted.invalid`,
      tel: null,
      image: null,
      emailVerified: false,
    })
    expect(row?.disabledAt).not.toBeNull()
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.uid))).toEqual([])
    expect(await db.select().from(accounts).where(eq(accounts.userId, customer.uid))).toEqual([])
    expect(await db.select().from(addresses).where(eq(addresses.userId, customer.uid))).toEqual([])
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept?.userId).toBe(customer.uid)
    const [ticket] = await db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, customer.uid))
    expect(ticket).toMatchObject({
      name: 'Deleted user',
      phone: '',
      email: null,
      description: 'Deleted user\n\nĐơn của tôi chưa về kho',
    })

    expect((await customer.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(401)
    expect(await signInStatus(customer.email, customer.password)).toBe(401)
  })

  test('keeps the ledger whole: the paid order and its money stay, and every wallet still agrees', async () => {
    const staff = await createStaff(t)
    const customer = await createCustomer(t)
    const order = await insertOrder(t, customer, 180_000)
    const deposit = await depositAs(staff, {
      customer_id: customer.id,
      currency_id: 'VND',
      amount: 180_000,
      reference: `FT-delete-${customer.id}`,
    })
    expect(deposit.statusCode, deposit.body).toBe(201)
    expect((await chargeAs(staff, order.id)).statusCode).toBe(201)
    // Delivered: nothing is in progress and the wallet is at zero.
    await t.database.db.update(orders).set({ statusId: 'Finish' }).where(eq(orders.id, order.id))
    const [wallet] = await t.database.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, customer.uid))
    const before = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.walletId, wallet?.id ?? 0))
    expect(before).toHaveLength(2)

    const res = await customer.inject({
      method: 'POST',
      url: `/api/users/${customer.id}/deletion`,
      payload: { password: customer.password },
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.walletId, wallet?.id ?? 0))
    expect(after).toEqual(before)
    await expectLedgerAgrees(t)
  })

  test('is refused while the wallet holds money, and while an order is in progress', async () => {
    const customer = await createCustomer(t)
    const [wallet] = await t.database.db
      .insert(wallets)
      .values({
        userId: customer.uid,
        currencyId: 'VND',
        balance: 50_000,
        amountAvailableForPayment: 50_000,
      })
      .returning()
    const url = `/api/users/${customer.id}/deletion`
    const payload = { password: customer.password }
    const withMoney = await customer.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en' },
      payload,
    })
    expect(withMoney.statusCode).toBe(409)
    expect(withMoney.json().message).toContain('your wallet still holds money')

    await t.database.db
      .update(wallets)
      .set({ balance: 0, amountAvailableForPayment: 0 })
      .where(eq(wallets.id, wallet?.id ?? 0))
    const order = await insertOrder(t, customer, 100_000, 'Paid')
    const withOrder = await customer.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'vi' },
      payload,
    })
    expect(withOrder.statusCode).toBe(409)
    expect(withOrder.json().message).toContain(`đơn hàng ${order.code} vẫn đang được xử lý`)
    expect((await customer.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(200)
  })

  test('needs the right password: a 422 naming the field, and nothing is deleted', async () => {
    const customer = await createCustomer(t)
    const url = `/api/users/${customer.id}/deletion`
    const missing = await customer.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en' },
      payload: {},
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ password: ['This field is required'] })
    const wrong = await customer.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'ja' },
      payload: { password: 'không phải mật khẩu' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ password: ['現在のパスワードが正しくありません'] })
    const wrongType = await customer.inject({ method: 'POST', url, payload: { password: 42 } })
    expect(wrongType.statusCode).toBe(422)
    expect((await customer.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(200)
  })

  test('an account without a password needs a sign-in of the last 10 minutes', async () => {
    const customer = await createCustomer(t)
    const db = t.database.db
    // As an account made through Google or Apple: no password.
    await db.delete(accounts).where(eq(accounts.userId, customer.uid))
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, customer.uid))
    const url = `/api/users/${customer.id}/deletion`
    const stale = await customer.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en' },
      payload: {},
    })
    expect(stale.statusCode).toBe(403)
    expect(stale.json().message).toContain('sign in again')
    await db
      .update(sessions)
      .set({ createdAt: new Date() })
      .where(eq(sessions.userId, customer.uid))
    const fresh = await customer.inject({ method: 'POST', url, payload: {} })
    expect(fresh.statusCode, fresh.body).toBe(200)
  })

  test('signed out is a 401; another customer’s account a 403', async () => {
    const [alice, bob] = [await createCustomer(t), await createCustomer(t)]
    const url = `/api/users/${alice.id}/deletion`
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN },
      payload: { password: alice.password },
    })
    expect(anonymous.statusCode).toBe(401)
    const other = await bob.inject({ method: 'POST', url, payload: { password: bob.password } })
    expect(other.statusCode).toBe(403)
    expect((await alice.inject({ url: '/api/users?filter[own]=1' })).statusCode).toBe(200)
  })
})
