import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { expect } from 'vitest'
import { users } from '../../src/modules/accounts/schema.ts'
import { products } from '../../src/modules/catalog/schema.ts'
import { type Customer, createCustomer, newClientAddress, ORIGIN } from '../accounts.ts'
import type { TestApp } from '../app.ts'
import { createStaff, placeOrder } from '../orders.ts'
import { browserKeys } from '../push-service.ts'
import type { Fixtures } from './requests.ts'

export type FuzzWorld = Fixtures & {
  people: { customer: Customer; staff: Customer }
  /** A real id for each kind of path parameter, by the path segment before it. */
  pathIds: Record<string, string>
}

/**
 * What the fuzz starts from: a customer with an address, a cart line and an order, a staff
 * member, a bystander account, and the values that get a request past the first checks.
 */
export async function makeWorld(t: TestApp): Promise<FuzzWorld> {
  const customer = await createCustomer(t)
  const staff = await createStaff(t)
  const bystander = await createCustomer(t, { name: 'Lê Thị Mai' })
  const order = await placeOrder(t, customer)
  const [address] = (await customer.inject({ url: '/api/addresses' })).json().data
  const [wallet] = (await customer.inject({ url: '/api/wallet/users' })).json().data
  const productIds = (
    await t.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(3)
  ).map((row) => row.id)
  const [productId = 1] = productIds
  const ids = [...productIds, order.id, address.id, wallet.id, customer.id, bystander.id]
  return {
    people: { customer, staff },
    customer,
    staff,
    pathIds: {
      users: String(customer.id),
      cart: String(customer.id),
      'clear-cart': String(customer.id),
      addresses: String(address.id),
      orders: String(order.id),
      products: String(productId),
      'owning-boxes': 'FUZZ-BOX-1',
      wards: '26881',
      sessions: 'fuzz-session',
    },
    hints: {
      id: fc.constantFrom(...ids),
      userId: fc.constantFrom(customer.id, bystander.id),
      boxId: fc.constant('FUZZ-BOX-1'),
      box_id: fc.constantFrom('FUZZ-BOX-1', 'FUZZ-BOX-2'),
      product_id: fc.constantFrom(...productIds, String(productId)),
      address_id: fc.constant(address.id),
      customer_id: fc.constantFrom(customer.id, bystander.id),
      shop_id: fc.constantFrom('ikom', 'awond', 'amazon'),
      ward_id: fc.constantFrom('26881', '00004'),
      tel: fc.constant('0912345678'),
      phone: fc.constant('0912345678'),
      quantity: fc.integer({ min: 1, max: 3 }),
      consignee: fc.constant('Trần Thị Hoa'),
      address_detail: fc.constant('12 Nguyễn Văn Lượng'),
      name: fc.constant('Nguyễn Văn An'),
      comment: fc.constant('Hàng tốt'),
      // Not the customer's or the staff member's: the per-email limits would lock them out.
      email: fc.oneof(
        fc.constant(bystander.email),
        fc.uuid().map((uuid) => `fuzz.${uuid.slice(0, 8)}@example.vn`),
      ),
      password: fc.constant(bystander.password),
      newPassword: fc.constant('mật khẩu mới 2'),
      // Issue 22: never the customer's own password, so the fuzz cannot lock them out.
      current_password: fc.constant('không phải mật khẩu'),
      new_password: fc.constant('mật khẩu mới 2'),
      new_email: fc.uuid().map((uuid) => `fuzz.${uuid.slice(0, 8)}@example.vn`),
      currency_id: fc.constant('VND'),
      amount: fc.constant(10_000),
      reference: fc.constant('FT-FUZZ'),
      // Issue 22: a withdrawal's bank account.
      bank_bin: fc.constantFrom('970436', '970422'),
      account_number: fc.constant('0011004455667'),
      account_name: fc.constantFrom('NGUYEN VAN AN', 'Trần Thị Hoa'),
      callbackURL: fc.constantFrom('/', '/customer/user-info'),
      redirectTo: fc.constant('/reset-password'),
      lang: fc.constantFrom('vi', 'ja', 'en'),
      // An Ecoring lot staff offer: a start price on its steps, an end after its start.
      start_price: fc.constant(50_000),
      bid_step_unit: fc.constant([1_000, 5_000]),
      category_ids: fc.constant([1]),
      start_time: fc.constant(Math.floor(Date.now() / 1000) - 60),
      end_time: fc.constant(Math.floor(Date.now() / 1000) + 86_400),
      img_url: fc.constant('/media/banners/sale.svg'),
      banner: fc.constant('/media/banners/sale.svg'),
      logo: fc.constant('/media/banners/logo.svg'),
      percent: fc.constantFrom('7', '4.5'),
      // Issue 22: a browser's push subscription (a push service not on the list is a 422 too).
      endpoint: fc.constantFrom(
        'https://fcm.googleapis.com/fcm/send/fuzz-1',
        'https://updates.push.services.mozilla.com/wpush/v2/fuzz',
      ),
      p256dh: fc.constant(browserKeys().keys.p256dh),
      auth: fc.constant(browserKeys().keys.auth),
      token: fc.constant(`${Buffer.from('nobody').toString('base64url')}.orders.${'a'.repeat(32)}`),
      provider: fc.constantFrom('sepay', 'casso'),
      content: fc.constant('OS000001'),
      note: fc.constant('Đã gọi cho khách'),
    },
    queryTokens: [
      ...ids.map(String),
      '1',
      '0',
      '1,2',
      '1,99999999999999',
      'ikom',
      'air',
      '2025',
      'old',
      'vn',
      'JPY',
      'VND',
      'exchange-rates',
      'price',
      '-price',
      '-created_at',
      'categories,origin,tags',
      'children',
      'district,province',
      'timelines.amounts',
      'transactionType',
      'references',
      'first_item',
      'Pending',
      '0,1700000000',
      'vi',
    ],
  }
}

/** Signs the customer and the staff member in again when the fuzz disabled or signed them out. */
export async function restoreCallers(t: TestApp, world: FuzzWorld): Promise<void> {
  for (const who of ['customer', 'staff'] as const) {
    const me = await t.app.inject({ url: '/api/users', headers: { cookie: world[who].cookie } })
    if (me.statusCode === 200) continue
    const person = world.people[who]
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, person.uid))
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: newClientAddress(),
      headers: { origin: ORIGIN },
      payload: { email: person.email, password: person.password },
    })
    expect(signIn.statusCode, signIn.body).toBe(200)
    world[who] = {
      cookie: signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      token: String(signIn.headers['set-auth-token']),
    }
  }
}
