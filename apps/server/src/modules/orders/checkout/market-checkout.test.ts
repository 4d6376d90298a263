import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../../test/accounts.ts'
import { marketsWith, useTestApp } from '../../../../test/app.ts'
import { at } from '../../../../test/at.ts'
import { putMarketItems, removeMarketItem, switchable } from '../../../../test/markets.ts'
import { addAddress, ownShopProducts, type ShopProduct } from '../../../../test/orders.ts'
import { cartLines } from '../../cart/schema.ts'
import { mirrorAdapter } from '../../markets/index.ts'
import { orderItems, orders } from '../schema.ts'

// Yahoo! Shopping's adapter can be taken down; every other market reads the mirror.
let yahoo: ReturnType<typeof switchable>
const t = useTestApp(
  undefined,
  {},
  {
    markets: marketsWith((db) => {
      yahoo = switchable(mirrorAdapter({ db, market: 'yahoo' }))
      return { adapters: { yahoo: yahoo.adapter } }
    }),
  },
)
let ikom: ShopProduct[]

beforeAll(async () => {
  ;({ ikom } = await ownShopProducts(t))
  await putMarketItems(t.database.db, [
    { market: 'mercari', id: 'm-co-1', price: 21_800, weightG: 2_500 },
    {
      market: 'rakuten',
      id: 'kaimonoshop:co-001',
      price: 3_980,
      weightG: null,
      category: { id: 'co-food', defaultWeightG: 1_200 },
    },
    { market: 'yahoo', id: 'store_co-1', price: 4_400 },
  ])
})

/** A customer with a saved address, and the market items a test changes for itself. */
async function shopper() {
  const who = await createCustomer(t)
  return { who, addressId: await addAddress(who) }
}
const add = async (who: Customer, shop: string, id: string | number, quantity = 1) => {
  const res = await who.inject({
    method: 'PUT',
    url: `/market/cart/${who.id}`,
    payload: { shop_id: shop, id, quantity },
  })
  expect(res.statusCode, res.body).toBe(200)
}
const checkout = (
  who: Customer,
  addressId: number,
  items: { shop_id: string; product_id: string | number }[],
  key = randomUUID(),
) =>
  who.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    headers: { 'idempotency-key': key, 'accept-language': 'en' },
    payload: { items, address_id: addressId, shipment_method_id: 'air' },
  })
const quote = (
  who: Customer,
  addressId: number,
  items: { shop_id: string; product_id: string }[],
) =>
  who.inject({
    method: 'POST',
    url: '/market/checkout/quote',
    payload: { items, address_id: addressId, shipment_method_id: 'air' },
  })
const cartOf = async (who: Customer) =>
  (await who.inject({ url: `/market/cart/${who.id}` }))
    .json()
    .data.flatMap((group: { products: unknown[] }) => group.products) as {
    id: string | number | null
    product_id: string | number
    price: number
    available: boolean
    sold_out: boolean
  }[]
const ordersOf = (who: Customer) =>
  t.database.db.select().from(orders).where(eq(orders.userId, who.uid))

describe('a mixed cart', () => {
  test('ikom + Mercari + Rakuten: one order per shop at the server’s prices, as quoted', async () => {
    const { who, addressId } = await shopper()
    const product = at(ikom, 0)
    await add(who, 'ikom', product.id, 2)
    await add(who, 'mercari', 'm-co-1')
    await add(who, 'rakuten', 'kaimonoshop:co-001', 3)
    const items = [
      { shop_id: 'mercari', product_id: 'm-co-1' },
      { shop_id: 'ikom', product_id: String(product.id) },
      { shop_id: 'rakuten', product_id: 'kaimonoshop:co-001' },
    ]
    const quoted = await quote(who, addressId, items)
    expect(quoted.statusCode, quoted.body).toBe(200)
    const byShop = Object.fromEntries(
      quoted.json().data.orders.map((order: { shop_id: string }) => [order.shop_id, order]),
    )
    // Weight from the item (2.5 kg), from its category when it has none (1.2 kg × 3).
    expect(byShop.mercari).toMatchObject({ purchase_cost_jpy: 21_800, chargeable_weight_g: 2_500 })
    expect(byShop.rakuten).toMatchObject({
      purchase_cost_jpy: 3 * 3_980,
      chargeable_weight_g: 3_600,
    })

    const res = await checkout(who, addressId, items)
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json().data.orders as {
      id: number
      shop_id: string
      purchase_cost: number
      total_payment: number
    }[]
    expect(made.map((order) => [order.shop_id, order.purchase_cost])).toEqual([
      ['mercari', 21_800],
      ['ikom', product.price * 2],
      ['rakuten', 3 * 3_980],
    ])
    for (const order of made) expect(order.total_payment).toBe(byShop[order.shop_id].total_vnd)
    const [mercariItem] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, at(made, 0).id))
    expect(mercariItem).toMatchObject({
      productKey: 'm-co-1',
      price: 21_800,
      quantity: 1,
      taxPercent: 10,
      url: '/other-market/mercari/m-co-1',
    })
    expect(await cartOf(who)).toEqual([])
  })
})

describe('a market item that changed between cart and checkout', () => {
  test('dearer: refused with the new price, which the cart then shows; ordering again charges it', async () => {
    await putMarketItems(t.database.db, [{ market: 'mercari', id: 'm-co-rise', price: 5_000 }])
    const { who, addressId } = await shopper()
    await add(who, 'mercari', 'm-co-rise')
    await putMarketItems(t.database.db, [{ market: 'mercari', id: 'm-co-rise', price: 6_500 }])
    const key = randomUUID()
    const items = [{ shop_id: 'mercari', product_id: 'm-co-rise' }]
    const refused = await checkout(who, addressId, items, key)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      message:
        'The price of "Item m-co-rise" went up from ¥5,000 to ¥6,500. The new price is shown now: please check it and order again',
      shop_id: 'mercari',
      orders: [],
    })
    expect(await ordersOf(who)).toEqual([])
    expect(await cartOf(who)).toMatchObject([{ product_id: 'm-co-rise', price: 6_500 }])
    // The same call again (its key made nothing) is ordered at the price now shown.
    const again = await checkout(who, addressId, items, key)
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().data.orders[0].purchase_cost).toBe(6_500)
  })

  test('cheaper: ordered at the new price', async () => {
    await putMarketItems(t.database.db, [{ market: 'mercari', id: 'm-co-drop', price: 5_000 }])
    const { who, addressId } = await shopper()
    await add(who, 'mercari', 'm-co-drop')
    await putMarketItems(t.database.db, [{ market: 'mercari', id: 'm-co-drop', price: 4_200 }])
    const res = await checkout(who, addressId, [{ shop_id: 'mercari', product_id: 'm-co-drop' }])
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.orders[0].purchase_cost).toBe(4_200)
  })

  test('sold out: a 409 naming it; the cart and the quote show it sold out', async () => {
    await putMarketItems(t.database.db, [{ market: 'mercari', id: 'm-co-sold', price: 3_000 }])
    const { who, addressId } = await shopper()
    await add(who, 'mercari', 'm-co-sold')
    await putMarketItems(t.database.db, [
      { market: 'mercari', id: 'm-co-sold', price: 3_000, soldOut: true },
    ])
    const items = [{ shop_id: 'mercari', product_id: 'm-co-sold' }]
    const res = await checkout(who, addressId, items)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Item m-co-sold is sold out')
    expect(await cartOf(who)).toMatchObject([{ id: 'm-co-sold', available: false, sold_out: true }])
    expect((await quote(who, addressId, items)).json().data.unavailable).toEqual(items)
    expect(await ordersOf(who)).toEqual([])
  })

  test('gone from its market: Product not found, in the answer and in the cart', async () => {
    await putMarketItems(t.database.db, [{ market: 'mercari', id: 'm-co-gone', price: 3_000 }])
    const { who, addressId } = await shopper()
    await add(who, 'mercari', 'm-co-gone')
    await removeMarketItem(t.database.db, 'mercari', 'm-co-gone')
    const res = await checkout(who, addressId, [{ shop_id: 'mercari', product_id: 'm-co-gone' }])
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Product not found: "Item m-co-gone" is no longer on Mercari')
    expect(await cartOf(who)).toMatchObject([
      { id: null, product_id: 'm-co-gone', available: false, sold_out: false },
    ])
  })
})

test('a market that is down at checkout is a 503 naming it: no order, the cart as it was', async () => {
  const { who, addressId } = await shopper()
  await add(who, 'yahoo', 'store_co-1')
  const before = await t.database.db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.userId, who.uid)))
  yahoo.state.down = true
  try {
    const res = await checkout(who, addressId, [{ shop_id: 'yahoo', product_id: 'store_co-1' }])
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({
      message: 'Yahoo! Shopping is not answering right now, please try again in a moment',
      shop_id: 'yahoo',
      orders: [],
    })
  } finally {
    yahoo.state.down = false
  }
  expect(await ordersOf(who)).toEqual([])
  expect(await t.database.db.select().from(cartLines).where(eq(cartLines.userId, who.uid))).toEqual(
    before,
  )
})

describe('landed cost before buying', () => {
  const estimate = (items: { shop_id: string; product_id: string; quantity: number }[]) =>
    t.app.inject({ method: 'POST', url: '/market/checkout/estimate', payload: { items } })

  test('a market item at its adapter’s price and weight, by air and by sea', async () => {
    const res = await estimate([{ shop_id: 'mercari', product_id: 'm-co-1', quantity: 1 }])
    expect(res.statusCode, res.body).toBe(200)
    const { air, sea, unavailable } = res.json().data
    expect(unavailable).toEqual([])
    expect(air.price.orders[0]).toMatchObject({
      shop_id: 'mercari',
      purchase_cost_jpy: 21_800,
      tax_jpy: 2_180,
      chargeable_weight_g: 2_500,
    })
    expect(air.price.total.service_fee_vnd).toBeGreaterThan(0)
    expect(sea.price.total.shipping_fee_vnd).toBeGreaterThan(0)
  })

  test('one of an item where the market sells one; unknown and sold-out items are unavailable', async () => {
    await putMarketItems(t.database.db, [
      { market: 'mercari', id: 'm-co-est-sold', price: 1_000, soldOut: true },
    ])
    const res = await estimate([
      { shop_id: 'mercari', product_id: 'm-co-1', quantity: 3 },
      { shop_id: 'rakuten', product_id: 'kaimonoshop:co-001', quantity: 3 },
      { shop_id: 'mercari', product_id: 'm-co-est-sold', quantity: 1 },
      { shop_id: 'amazon', product_id: 'B0NOWHERE', quantity: 1 },
      { shop_id: 'ecoring', product_id: 'e1', quantity: 1 },
    ])
    expect(res.statusCode, res.body).toBe(200)
    const { air, unavailable } = res.json().data
    expect(
      air.price.orders.map((order: { shop_id: string; purchase_cost_jpy: number }) => [
        order.shop_id,
        order.purchase_cost_jpy,
      ]),
    ).toEqual([
      ['mercari', 21_800],
      ['rakuten', 3 * 3_980],
    ])
    expect(unavailable).toEqual([
      { shop_id: 'mercari', product_id: 'm-co-est-sold' },
      { shop_id: 'amazon', product_id: 'B0NOWHERE' },
      { shop_id: 'ecoring', product_id: 'e1' },
    ])
  })
})
