import { randomUUID } from 'node:crypto'
import { OWN_SHOPS, type OwnShop } from '@kaimono/contracts'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import { users } from '../src/modules/accounts/schema.ts'
import { products } from '../src/modules/catalog/schema.ts'
import { type Customer, createCustomer, newClientAddress, ORIGIN } from './accounts.ts'
import type { TestApp } from './app.ts'

/**
 * A signed-in staff member (or admin): an account given the role, then signed in afresh, so
 * that no session remembered with the customer role stands in the way.
 */
export async function createStaff(
  t: TestApp,
  role: 'staff' | 'admin' = 'staff',
  origin = ORIGIN,
): Promise<Customer> {
  const who = await createCustomer(t, { name: 'Nhân viên kho', origin })
  await t.database.db.update(users).set({ role }).where(eq(users.id, who.uid))
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: newClientAddress(),
    headers: { origin },
    payload: { email: who.email, password: who.password },
  })
  expect(signIn.statusCode, signIn.body).toBe(200)
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  return {
    ...who,
    cookie,
    token: String(signIn.headers['set-auth-token']),
    inject: (options: InjectOptions) =>
      t.app.inject({ ...options, headers: { cookie, origin, ...options.headers } }),
  }
}

/**
 * An order made the way a customer makes one: a saved address, ikom products in the cart, and
 * the checkout's create-retail-order call. Returns the order as the API answered.
 */
export async function placeOrder(
  t: TestApp,
  who: Customer,
  { lines = 1, quantity = 1 }: { lines?: number; quantity?: number } = {},
) {
  const addressId = await addAddress(who)
  const chosen = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, OWN_SHOPS.ikom), eq(products.bannedAir, false)))
    .orderBy(products.id)
    .limit(lines)
  for (const product of chosen) {
    const res = await who.inject({
      method: 'PUT',
      url: `/market/cart/${who.id}`,
      payload: { shop_id: 'ikom', id: product.id, quantity },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  return createRetailOrder(
    who,
    addressId,
    'ikom',
    chosen.map((product) => ({ id: product.id, quantity })),
  )
}

/**
 * A saved address for the customer, in Hồ Chí Minh City (south) or Hà Nội (north); returns its
 * id.
 */
export async function addAddress(who: Customer, city: 'hanoi' | 'saigon' = 'saigon') {
  const address = await who.inject({
    method: 'POST',
    url: '/api/addresses',
    payload: {
      consignee: 'Trần Thị Hoa',
      tel: '0912345678',
      ward_id: city === 'hanoi' ? '00007' : '26881',
      address_detail: '12 Nguyễn Văn Lượng',
    },
  })
  expect(address.statusCode, address.body).toBe(201)
  return address.json().data.id as number
}

/**
 * The checkout's create-retail-order call for lines already in the customer's cart (`id` is the
 * cart line's product key: a product id, or `123~size=M` for a variant), by air.
 */
export async function createRetailOrder(
  who: Customer,
  addressId: number,
  shopId: string,
  items: { id: number | string; quantity: number }[],
) {
  const res = await who.inject({
    method: 'POST',
    url: '/market/ikom-order/create-retail-order-v2',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      order_info: {
        shop_id: shopId,
        address_id: addressId,
        shipment_method_id: 'air',
        customer_id: who.id,
        items: items.map(({ id, quantity }) => ({ quantity, product: { id } })),
      },
      buyer_info: { name: 'Trần Thị Hoa' },
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: number; code: string; total_payment: number; status_id: string }
}

export type ShopProduct = { id: number; price: number; shop_id: OwnShop; name: string }

/**
 * The ten cheapest products of each own shop, as the API lists them, after clearing every
 * product's banned flags so that both methods carry them (tests that need a ban set their own).
 */
export async function ownShopProducts(t: TestApp) {
  const list = async (supplier: number) =>
    (
      await t.app.inject({
        url: `/api/products?filter[suppliers.id]=${supplier}&per_page=10&sort=price`,
      })
    ).json().data as ShopProduct[]
  const [ikom, awond] = await Promise.all([list(OWN_SHOPS.ikom), list(OWN_SHOPS.awond)])
  await t.database.db.update(products).set({ bannedAir: false, bannedSea: false })
  return { ikom, awond }
}
