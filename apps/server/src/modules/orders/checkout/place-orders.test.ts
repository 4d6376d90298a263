import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../../test/accounts.ts'
import { useTestApp } from '../../../../test/app.ts'
import { at } from '../../../../test/at.ts'
import { addAddress, ownShopProducts, type ShopProduct } from '../../../../test/orders.ts'
import { cartLines } from '../../cart/schema.ts'
import { orders } from '../schema.ts'

// Each customer makes at most three orders, except the one the limit holds back.
const t = useTestApp(undefined, { ORDER_RATE_LIMIT: '3' })
let ikom: ShopProduct[]
let awond: ShopProduct[]

beforeAll(async () => {
  ;({ ikom, awond } = await ownShopProducts(t))
})

async function addToCart(who: Customer, product: ShopProduct) {
  const res = await who.inject({
    method: 'PUT',
    url: `/market/cart/${who.id}`,
    payload: { shop_id: product.shop_id, id: product.id, quantity: 1 },
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** A customer with these products in the cart, one each, and a saved address. */
async function shopper(...products: ShopProduct[]) {
  const who = await createCustomer(t)
  for (const product of products) await addToCart(who, product)
  return { who, addressId: await addAddress(who) }
}

const items = (...products: ShopProduct[]) =>
  products.map((product) => ({ shop_id: product.shop_id, product_id: product.id }))
const body = (addressId: number, products: ShopProduct[], more: Record<string, unknown> = {}) => ({
  items: items(...products),
  address_id: addressId,
  shipment_method_id: 'air',
  note: 'Giao giờ hành chính',
  buyer_info: { name: 'Trần Thị Hoa' },
  ...more,
})
const checkout = (who: Customer, payload: unknown, key: string | null = randomUUID()) =>
  who.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': 'en', ...(key === null ? {} : { 'idempotency-key': key }) },
  })
const ordersOf = (who: Customer) =>
  t.database.db.select().from(orders).where(eq(orders.customerNumber, who.id)).orderBy(orders.id)
const cartOf = async (who: Customer) =>
  (await t.database.db.select().from(cartLines).where(eq(cartLines.userId, who.uid))).map(
    (line) => `${line.shopId}:${line.productKey}`,
  )
const removeFromCart = (who: Customer, product: ShopProduct) =>
  t.database.db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, who.uid), eq(cartLines.productId, product.id)))
type Made = { id: number; shop_id: string }
const ids = (made: { id: number }[]) => made.map((order) => order.id)

test('two shops: one order each, in the order of the items, priced as quoted; the lines leave the cart', async () => {
  const { who, addressId } = await shopper(at(awond, 0), at(ikom, 0), at(ikom, 1))
  const quoted = await who.inject({
    method: 'POST',
    url: '/market/checkout/quote',
    payload: { address_id: addressId, items: items(at(ikom, 0), at(awond, 0)) },
  })
  const res = await checkout(who, body(addressId, [at(ikom, 0), at(awond, 0)]))
  expect(res.statusCode, res.body).toBe(201)
  const made = res.json().data.orders
  expect(made.map((order: Made) => order.shop_id)).toEqual(['ikom', 'awond'])
  expect(made.map((order: { total_payment: number }) => order.total_payment)).toEqual(
    quoted.json().data.orders.map((order: { total_vnd: number }) => order.total_vnd),
  )
  const stored = await ordersOf(who)
  expect(stored.map((order) => order.id)).toEqual(ids(made))
  expect(stored[1]).toMatchObject({
    statusId: 'Pending',
    note: 'Giao giờ hành chính',
    buyerInfo: { name: 'Trần Thị Hoa' },
    shipmentInfo: { consignee: 'Trần Thị Hoa', ward_id: '26881' },
  })
  expect(await cartOf(who)).toEqual([`ikom:${at(ikom, 1).id}`])
})

describe('the first refusal stops the call; the orders made before it stay', () => {
  test('a line gone from the second shop: the first order is made, the answer is the 409 naming the shop and it', async () => {
    const { who, addressId } = await shopper(at(ikom, 2), at(awond, 1))
    await removeFromCart(who, at(awond, 1))
    const res = await checkout(who, body(addressId, [at(ikom, 2), at(awond, 1)]))
    expect(res.statusCode, res.body).toBe(409)
    const refusal = res.json()
    // The product's name in the request's language.
    expect(refusal.message).toMatch(/^The product ".+" is no longer in your cart/)
    expect(refusal.shop_id).toBe('awond')
    expect(refusal.orders.map((order: Made) => order.shop_id)).toEqual(['ikom'])
    expect(ids(await ordersOf(who))).toEqual(ids(refusal.orders))
    expect(await cartOf(who)).toEqual([])
  })

  test('a refused first shop: nothing is made and the shops after it are not tried', async () => {
    const { who, addressId } = await shopper(at(ikom, 3), at(awond, 2))
    await removeFromCart(who, at(ikom, 3))
    const res = await checkout(who, body(addressId, [at(ikom, 3), at(awond, 2)]))
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json()).toMatchObject({ shop_id: 'ikom', orders: [] })
    expect(await ordersOf(who)).toEqual([])
    expect(await cartOf(who)).toEqual([`awond:${at(awond, 2).id}`])
  })

  test('the burst limit on the second shop: a 429 with Retry-After, after the first order', async () => {
    const { who, addressId } = await shopper(at(ikom, 4), at(awond, 3), at(ikom, 5), at(awond, 4))
    const first = await checkout(who, body(addressId, [at(ikom, 4), at(awond, 3)]))
    expect(first.statusCode, first.body).toBe(201)
    const res = await checkout(who, body(addressId, [at(ikom, 5), at(awond, 4)]))
    expect(res.statusCode, res.body).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json()).toMatchObject({ shop_id: 'awond', orders: [{ shop_id: 'ikom' }] })
    expect(await ordersOf(who)).toHaveLength(3)
    expect(await cartOf(who)).toEqual([`awond:${at(awond, 4).id}`])
  })
})

describe('one Idempotency-Key per call', () => {
  test('a retry answers the same orders (200, replayed) and makes none', async () => {
    const { who, addressId } = await shopper(at(ikom, 6), at(awond, 5))
    const key = randomUUID()
    const call = body(addressId, [at(ikom, 6), at(awond, 5)])
    const first = await checkout(who, call, key)
    expect(first.statusCode, first.body).toBe(201)
    const again = await checkout(who, call, key)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await ordersOf(who)).toHaveLength(2)
  })

  test('a retry after a refusal answers the order made and makes only the rest', async () => {
    const { who, addressId } = await shopper(at(ikom, 7), at(awond, 6))
    await removeFromCart(who, at(awond, 6))
    const key = randomUUID()
    const call = body(addressId, [at(ikom, 7), at(awond, 6)])
    const refused = await checkout(who, call, key)
    expect(refused.statusCode, refused.body).toBe(409)
    const [made] = refused.json().orders
    await addToCart(who, at(awond, 6))
    const again = await checkout(who, call, key)
    expect(again.statusCode, again.body).toBe(201)
    expect(again.headers['idempotent-replayed']).toBeUndefined()
    const answered = again.json().data.orders
    expect(answered[0]).toEqual(made)
    expect(answered.map((order: Made) => order.shop_id)).toEqual(['ikom', 'awond'])
    expect(ids(await ordersOf(who))).toEqual(ids(answered))
  })

  test('another call under the key is a 409, even when the first made no order', async () => {
    const { who, addressId } = await shopper(at(ikom, 8), at(awond, 7))
    const key = randomUUID()
    const first = await checkout(who, body(addressId, [at(ikom, 8)]), key)
    expect(first.statusCode, first.body).toBe(201)
    const other = await checkout(who, body(addressId, [at(awond, 7)]), key)
    expect(other.statusCode, other.body).toBe(409)
    expect(other.json()).toEqual({ message: 'This Idempotency-Key was used for a different order' })

    const gone = randomUUID()
    await removeFromCart(who, at(awond, 7))
    expect((await checkout(who, body(addressId, [at(awond, 7)]), gone)).statusCode).toBe(409)
    await addToCart(who, at(awond, 7))
    const changed = await checkout(who, body(addressId, [at(awond, 7)], { note: null }), gone)
    expect(changed.json()).toEqual({
      message: 'This Idempotency-Key was used for a different order',
    })
    expect(await ordersOf(who)).toHaveLength(1)
  })

  test('ten identical calls at once make one set of orders, and all answer it', async () => {
    const { who, addressId } = await shopper(at(ikom, 9), at(awond, 8))
    const key = randomUUID()
    const call = body(addressId, [at(ikom, 9), at(awond, 8)])
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(who, call, key)))
    expect(results.map((res) => res.statusCode)).toContain(201)
    for (const res of results) {
      expect([200, 201], res.body).toContain(res.statusCode)
      expect(ids(res.json().data.orders)).toEqual(ids(results[0]?.json().data.orders))
    }
    expect(await ordersOf(who)).toHaveLength(2)
  })
})

test("another customer's cart lines are not yours: a 409, and neither cart changes", async () => {
  const alice = await shopper(at(ikom, 0), at(awond, 0))
  const bob = await shopper()
  const res = await checkout(bob.who, body(bob.addressId, [at(ikom, 0), at(awond, 0)]))
  expect(res.statusCode, res.body).toBe(409)
  expect(res.json()).toMatchObject({ shop_id: 'ikom', orders: [] })
  expect(await ordersOf(bob.who)).toEqual([])
  expect(await ordersOf(alice.who)).toEqual([])
  expect(await cartOf(alice.who)).toHaveLength(2)
})

describe('what the call is refused before any order', () => {
  test('a bad body is a 422 naming each field', async () => {
    const { who } = await shopper(at(ikom, 1))
    const res = await checkout(who, {
      items: [{ shop_id: 'nowhere', product_id: at(ikom, 1).id }],
      address_id: 2 ** 31,
      shipment_method_id: 'ship',
      note: 'Giao giờ hành chính\u0000',
      buyer_info: { name: 'Trần\u0000Hoa' },
    })
    expect(res.statusCode, res.body).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'address_id',
      'buyer_info.name',
      'items.0.shop_id',
      'note',
      'shipment_method_id',
    ])
    const empty = await checkout(who, { items: [], shipment_method_id: 'air' })
    expect(Object.keys(empty.json().errors)).toEqual(['items'])
    expect(await ordersOf(who)).toEqual([])
  })

  test('an address given by its fields: each missing one is a 422 under shipment_info, a whole one makes the orders', async () => {
    const { who } = await shopper(at(ikom, 1), at(awond, 1))
    const call = { ...body(0, [at(ikom, 1), at(awond, 1)]), address_id: undefined }
    const missing = await checkout(who, { ...call, shipment_info: { consignee: 'Lê Văn Khoa' } })
    expect(missing.statusCode, missing.body).toBe(422)
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'shipment_info.address',
      'shipment_info.tel',
      'shipment_info.ward_id',
    ])
    const shipment_info = {
      consignee: 'Lê Văn Khoa',
      tel: '0903123456',
      address: '5 Lê Lợi',
      ward_id: '26881',
    }
    const res = await checkout(who, { ...call, shipment_info })
    expect(res.statusCode, res.body).toBe(201)
    const [stored] = await ordersOf(who)
    expect(stored?.shipmentInfo).toMatchObject(shipment_info)
  })

  test('no key is a 400, no session a 401, and neither makes an order', async () => {
    const { who, addressId } = await shopper(at(ikom, 2))
    expect((await checkout(who, body(addressId, [at(ikom, 2)]), null)).statusCode).toBe(400)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: { 'idempotency-key': randomUUID() },
      payload: body(addressId, [at(ikom, 2)]),
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await ordersOf(who)).toEqual([])
  })
})
