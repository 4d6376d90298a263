import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { at } from '../../../test/at.ts'
import { addAddress, ownShopProducts, type ShopProduct } from '../../../test/orders.ts'
import { cartLines } from '../cart/schema.ts'
import { invitationActivations } from '../invitations/schema.ts'
import { orderItems, orders } from './schema.ts'

// A low limit, so the burst test stays short; no other test makes more than two orders each.
const t = useTestApp(undefined, { ORDER_RATE_LIMIT: '3' })
type Product = ShopProduct
let ikom: Product[]
let awond: Product[]

beforeAll(async () => {
  ;({ ikom, awond } = await ownShopProducts(t))
})

/** A customer with lines in the cart and a saved address (Hà Nội or Hồ Chí Minh City). */
async function shopper(city: 'hanoi' | 'saigon' = 'saigon') {
  const who = await createCustomer(t)
  return { who, addressId: await addAddress(who, city) }
}
const add = async (who: Customer, product: Product, quantity = 1) => {
  const res = await who.inject({
    method: 'PUT',
    url: `/market/cart/${who.id}`,
    payload: { shop_id: product.shop_id, id: product.id, quantity },
  })
  expect(res.statusCode, res.body).toBe(200)
}
const quote = (who: Customer, body: Record<string, unknown>) =>
  who.inject({ method: 'POST', url: '/market/checkout/quote', payload: body })
const orderBody = (
  who: Customer,
  addressId: number,
  items: { product: Product; quantity: number }[],
  overrides: Record<string, unknown> = {},
) => ({
  order_info: {
    shop_id: items[0]?.product.shop_id,
    address_id: addressId,
    shipment_method_id: 'air',
    customer_id: who.id,
    purchase_cost_currency_id: 'JPY',
    service_fee_currency_id: 'JPY',
    // What a tampering client might send: every amount here is ignored.
    items: items.map(({ product, quantity }) => ({
      price: 1,
      quantity,
      tax_percent: 0,
      product: { id: product.id, name: product.name, price: 1, initial_price: 1, weight: 0 },
    })),
    ...overrides,
  },
  buyer_info: { name: 'Trần Thị Hoa' },
})
const create = (who: Customer, body: unknown, key: string | null = randomUUID()) =>
  who.inject({
    method: 'POST',
    url: '/market/ikom-order/create-retail-order-v2',
    payload: body as Record<string, unknown>,
    headers: key === null ? {} : { 'idempotency-key': key },
  })
const ordersOf = (who: Customer) =>
  t.database.db.select().from(orders).where(eq(orders.customerNumber, who.id))

describe('quote', () => {
  test('one order per shop, priced from the catalogue; sums add up', async () => {
    const { who, addressId } = await shopper('saigon')
    await add(who, at(ikom, 0), 2)
    await add(who, at(ikom, 1))
    await add(who, at(awond, 0), 3)
    const res = await quote(who, {
      address_id: addressId,
      shipment_method_id: 'air',
      items: [at(ikom, 0), at(ikom, 1), at(awond, 0)].map((p) => ({
        shop_id: p.shop_id,
        product_id: p.id,
      })),
    })
    expect(res.statusCode, res.body).toBe(200)
    const { orders: shops, total, unavailable } = res.json().data
    expect(unavailable).toEqual([])
    expect(shops.map((o: { shop_id: string }) => o.shop_id)).toEqual(['ikom', 'awond'])
    const [ikomOrder, awondOrder] = shops
    expect(ikomOrder.purchase_cost_jpy).toBe(at(ikom, 0).price * 2 + at(ikom, 1).price)
    expect(ikomOrder.tax_jpy).toBe(Math.floor(ikomOrder.purchase_cost_jpy / 10))
    expect(awondOrder.purchase_cost_jpy).toBe(at(awond, 0).price * 3)
    expect(ikomOrder).toMatchObject({ shipment_method: 'air', region: 'south' })
    // Air has a minimum of 1 kg.
    expect(ikomOrder.chargeable_weight_g).toBeGreaterThanOrEqual(1000)
    for (const order of shops) {
      expect(order.total_vnd).toBe(
        order.purchase_cost_vnd +
          order.tax_vnd +
          order.service_fee_vnd +
          order.shipping_fee_vnd -
          order.invitation_credit_vnd,
      )
    }
    expect(total.total_vnd).toBe(ikomOrder.total_vnd + awondOrder.total_vnd)
  })

  test('sea from Hà Nội charges at least 10 kg at the northern rate', async () => {
    const { who, addressId } = await shopper('hanoi')
    await add(who, at(ikom, 2))
    const res = await quote(who, {
      address_id: addressId,
      shipment_method_id: 'sea',
      items: [{ shop_id: 'ikom', product_id: at(ikom, 2).id }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const [order] = res.json().data.orders
    expect(order).toMatchObject({ region: 'north', shipment_method: 'sea' })
    expect(order.chargeable_weight_g).toBeGreaterThanOrEqual(10_000)
    expect(order.shipping_fee_vnd).toBe(
      Math.round((order.chargeable_weight_g / 1000) * order.shipping_rate_per_kg_vnd),
    )
  })

  test("lines not in the cart are reported; another customer's address is a 404", async () => {
    const { who, addressId } = await shopper()
    const other = await shopper()
    await add(who, at(ikom, 3))
    const res = await quote(who, {
      address_id: addressId,
      items: [
        { shop_id: 'ikom', product_id: at(ikom, 3).id },
        { shop_id: 'awond', product_id: at(awond, 5).id },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.unavailable).toEqual([
      { shop_id: 'awond', product_id: String(at(awond, 5).id) },
    ])
    const foreign = await quote(who, {
      address_id: other.addressId,
      items: [{ shop_id: 'ikom', product_id: at(ikom, 3).id }],
    })
    expect(foreign.statusCode).toBe(404)
    const bad = await quote(who, { address_id: addressId, items: [], shipment_method_id: 'ship' })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['items', 'shipment_method_id'])
  })
})

test('quote and order creation need a session (401), and change nothing', async () => {
  const quoted = await t.app.inject({
    method: 'POST',
    url: '/market/checkout/quote',
    payload: { address_id: 1, items: [{ shop_id: 'ikom', product_id: at(ikom, 0).id }] },
  })
  expect(quoted.statusCode).toBe(401)
  const [before] = await t.database.db.select({ n: count() }).from(orders)
  const created = await t.app.inject({
    method: 'POST',
    url: '/market/ikom-order/create-retail-order',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      order_info: {
        shop_id: 'ikom',
        address_id: 1,
        shipment_method_id: 'air',
        customer_id: 100001,
        items: [{ product: { id: at(ikom, 0).id }, quantity: 1 }],
      },
    },
  })
  expect(created.statusCode).toBe(401)
  const [after] = await t.database.db.select({ n: count() }).from(orders)
  expect(after?.n).toBe(before?.n)
})

describe('creating an order', () => {
  test('prices are recomputed, the lines leave the cart, the order is Pending with an OS code', async () => {
    const { who, addressId } = await shopper()
    await add(who, at(ikom, 4), 2)
    await add(who, at(awond, 1))
    const expected = (
      await quote(who, {
        address_id: addressId,
        items: [{ shop_id: 'ikom', product_id: at(ikom, 4).id }],
      })
    ).json().data.orders[0]
    const res = await create(
      who,
      orderBody(who, addressId, [{ product: at(ikom, 4), quantity: 2 }]),
    )
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json().data
    expect(order).toMatchObject({
      code: expect.stringMatching(/^OS\d{6}$/),
      shop_id: 'ikom',
      status_id: 'Pending',
      purchase_cost: at(ikom, 4).price * 2,
      purchase_cost_currency_id: 'JPY',
      service_fee: expected.service_fee_vnd,
      estimated_freight_charge: expected.shipping_fee_vnd,
      total_payment: expected.total_vnd,
      items_count: 1,
    })
    const [item] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
    expect(item).toMatchObject({ productId: at(ikom, 4).id, price: at(ikom, 4).price, quantity: 2 })
    const cart = await who.inject({ url: `/market/cart/${who.id}` })
    expect(cart.json().data.map((g: { shop_id: string }) => g.shop_id)).toEqual(['awond'])
    const [stored] = await ordersOf(who)
    expect(stored?.shipmentInfo).toMatchObject({ consignee: 'Trần Thị Hoa', ward_id: '26881' })
  })

  test('a retry with the same key returns the same order; another body under it is a 409', async () => {
    const { who, addressId } = await shopper()
    await add(who, at(ikom, 5))
    const body = orderBody(who, addressId, [{ product: at(ikom, 5), quantity: 1 }])
    const key = randomUUID()
    const first = await create(who, body, key)
    expect(first.statusCode, first.body).toBe(201)
    const again = await create(who, body, key)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().data).toEqual(first.json().data)
    const changed = await create(who, { ...body, buyer_info: { name: 'khác' } }, key)
    expect(changed.statusCode).toBe(409)
    expect(await ordersOf(who)).toHaveLength(1)
  })

  test('20 identical requests at once make one order', async () => {
    const { who, addressId } = await shopper()
    await add(who, at(ikom, 6))
    const body = orderBody(who, addressId, [{ product: at(ikom, 6), quantity: 1 }])
    const key = randomUUID()
    const results = await Promise.all(Array.from({ length: 20 }, () => create(who, body, key)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201])
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1)
    expect(await ordersOf(who)).toHaveLength(1)
  })

  test('two checkouts of the same selection at once: one order, the other a 409', async () => {
    const { who, addressId } = await shopper()
    await add(who, at(awond, 2))
    const body = orderBody(who, addressId, [{ product: at(awond, 2), quantity: 1 }])
    const results = await Promise.all([create(who, body), create(who, body)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(await ordersOf(who)).toHaveLength(1)
  })

  test('a line removed while checking out is a 409 and writes nothing', async () => {
    const { who, addressId } = await shopper()
    await add(who, at(ikom, 7))
    await add(who, at(ikom, 8))
    await t.database.db
      .delete(cartLines)
      .where(and(eq(cartLines.productId, at(ikom, 8).id), eq(cartLines.userId, who.uid)))
    const res = await create(
      who,
      orderBody(who, addressId, [
        { product: at(ikom, 7), quantity: 1 },
        { product: at(ikom, 8), quantity: 1 },
      ]),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain(at(ikom, 8).name)
    expect(await ordersOf(who)).toHaveLength(0)
    const cart = await who.inject({ url: `/market/cart/${who.id}` })
    expect(cart.json().data[0].products).toHaveLength(1)
  })

  test('no key is a 400; another customer id is a 403; mixed shops a 422', async () => {
    const { who, addressId } = await shopper()
    const other = await shopper()
    await add(who, at(ikom, 9))
    await add(who, at(awond, 3))
    const body = orderBody(who, addressId, [{ product: at(ikom, 9), quantity: 1 }])
    expect((await create(who, body, null)).statusCode).toBe(400)
    expect((await create(who, body, 'short')).statusCode).toBe(400)
    const foreign = orderBody(who, addressId, [{ product: at(ikom, 9), quantity: 1 }], {
      customer_id: other.who.id,
    })
    expect((await create(who, foreign)).statusCode).toBe(403)
    const otherAddress = orderBody(who, other.addressId, [{ product: at(ikom, 9), quantity: 1 }])
    expect((await create(who, otherAddress)).statusCode).toBe(404)
    const mixed = orderBody(
      who,
      addressId,
      [
        { product: at(ikom, 9), quantity: 1 },
        { product: at(awond, 3), quantity: 1 },
      ],
      { shop_id: undefined },
    )
    expect((await create(who, mixed)).statusCode).toBe(422)
    expect(await ordersOf(who)).toHaveLength(0)
  })

  test('a control character or an id past int4 is a 422 naming the field, and no order (issue 14: 500s)', async () => {
    const { who, addressId } = await shopper()
    await add(who, at(ikom, 8))
    const items = [{ product: at(ikom, 8), quantity: 1 }]
    const quoted = await quote(who, {
      address_id: 2 ** 31,
      items: [{ shop_id: 'ikom', product_id: at(ikom, 8).id }],
    })
    expect(quoted.statusCode).toBe(422)
    expect(Object.keys(quoted.json().errors)).toEqual(['address_id'])
    const tampered = {
      ...orderBody(who, addressId, items, {
        note: 'Giao giờ hành chính\u0000',
        shipment_info: { sender_name: 'Kaimono\u001b' },
      }),
      buyer_info: { name: 'Trần\u0000Hoa' },
    }
    const res = await create(who, tampered)
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'buyer_info.name',
      'order_info.note',
      'order_info.shipment_info.sender_name',
    ])
    const huge = await create(who, orderBody(who, 2 ** 31, items))
    expect(huge.statusCode).toBe(422)
    expect(Object.keys(huge.json().errors)).toEqual(['order_info.address_id'])
    expect(await ordersOf(who)).toHaveLength(0)
  })

  test('an earned invitation credit is spent once, on the first order; one not earned is not', async () => {
    const { who, addressId } = await shopper()
    const [invitee, unpaid] = await Promise.all([createCustomer(t), createCustomer(t)])
    await t.database.db.insert(invitationActivations).values([
      {
        ownerId: who.uid,
        inviteeId: invitee.uid,
        deviceId: randomUUID(),
        creditVnd: 20_000,
        earnedAt: new Date(),
      },
      // ADR 012: the other invited customer has not paid an order yet.
      { ownerId: who.uid, inviteeId: unpaid.uid, deviceId: randomUUID(), creditVnd: 20_000 },
    ])
    await add(who, at(ikom, 0))
    await add(who, at(awond, 0))
    const first = await create(
      who,
      orderBody(who, addressId, [{ product: at(ikom, 0), quantity: 1 }]),
    )
    expect(first.json().data.invitation_credit).toBe(20_000)
    const second = await create(
      who,
      orderBody(who, addressId, [{ product: at(awond, 0), quantity: 1 }]),
    )
    expect(second.json().data.invitation_credit).toBe(0)
    const [activation] = await t.database.db
      .select()
      .from(invitationActivations)
      .where(eq(invitationActivations.inviteeId, invitee.uid))
    expect(activation?.usedOrderId).toBe(first.json().data.id)
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerNumber, who.id))) as [{ n: number }]
    expect(n).toBe(2)
  })
})

describe('bursts', () => {
  test("a customer's fourth order in 10 minutes is a 429 with Retry-After; replays and other customers are not held back", async () => {
    const { who, addressId } = await shopper()
    const made: { statusCode: number; json(): { data: { id: number } } }[] = []
    for (const i of [0, 1, 2]) {
      await add(who, at(ikom, i))
      const key = randomUUID()
      const body = orderBody(who, addressId, [{ product: at(ikom, i), quantity: 1 }])
      made.push(await create(who, body, key))
      // A retry of the same request is the same order, and no new one.
      if (i === 2) expect((await create(who, body, key)).statusCode).toBe(200)
    }
    expect(made.map((res) => res.statusCode)).toEqual([201, 201, 201])

    await add(who, at(ikom, 3))
    const held = await create(
      who,
      orderBody(who, addressId, [{ product: at(ikom, 3), quantity: 1 }]),
    )
    expect(held.statusCode, held.body).toBe(429)
    const retryAfter = Number(held.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await ordersOf(who)).toHaveLength(3)
    const [line] = await t.database.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.userId, who.uid), eq(cartLines.productId, at(ikom, 3).id)))
    expect(line).toBeDefined()

    const other = await shopper()
    await add(other.who, at(ikom, 3))
    const theirs = await create(
      other.who,
      orderBody(other.who, other.addressId, [{ product: at(ikom, 3), quantity: 1 }]),
    )
    expect(theirs.statusCode, theirs.body).toBe(201)
  })
})
