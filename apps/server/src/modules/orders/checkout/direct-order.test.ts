import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../../test/accounts.ts'
import { useTestApp } from '../../../../test/app.ts'
import { putMarketItems } from '../../../../test/markets.ts'
import { addAddress } from '../../../../test/orders.ts'
import { orderItems, orders } from '../schema.ts'

const t = useTestApp()

beforeAll(async () => {
  await putMarketItems(t.database.db, [
    { market: 'mercari', id: 'm-direct-1', price: 12_000, weightG: 1_500 },
    { market: 'mercari', id: 'm-direct-sold', price: 9_000, soldOut: true },
    { market: 'amazon', id: 'B0DIRECT01', price: 2_980 },
    { market: 'nike', id: 'n-direct-1', price: 14_300, sizes: [{ id: '27', name: '27 cm' }] },
  ])
})

/** §7 create-retail-order as the direct checkout sends it: the item in buyer_info. */
function directBody(
  who: Customer,
  addressId: number,
  item: { shop: string; id: string; quantity?: number; size?: string; price?: number },
  orderInfo: Record<string, unknown> = {},
) {
  return {
    order_info: {
      shop_id: item.shop,
      address_id: addressId,
      shipment_method_id: 'air',
      customer_id: who.id,
      purchase_cost_currency_id: 'JPY',
      service_fee_currency_id: 'VND',
      note: 'Gói cẩn thận giúp em',
      // What a tampering client might send: every amount here is ignored.
      items: [
        {
          price: 1,
          quantity: item.quantity ?? 1,
          tax_percent: 0,
          product: { id: item.id, price: 1 },
        },
      ],
      ...orderInfo,
    },
    buyer_info: {
      name: 'Trần Thị Hoa',
      username: who.email,
      id: item.id,
      quantity: item.quantity ?? 1,
      ...(item.size && { size: item.size }),
      ...(item.price !== undefined && { price: item.price }),
    },
  }
}
const create = (who: Customer, body: unknown, key = randomUUID()) =>
  who.inject({
    method: 'POST',
    url: '/market/ikom-order/create-retail-order-v2',
    headers: { 'idempotency-key': key, 'accept-language': 'en' },
    payload: body as Record<string, unknown>,
  })
const ordersOf = (who: Customer) =>
  t.database.db.select().from(orders).where(eq(orders.userId, who.uid))
const directQuote = (who: Customer, body: Record<string, unknown>) =>
  who.inject({
    method: 'POST',
    url: '/market/checkout/direct-quote',
    headers: { 'accept-language': 'en' },
    payload: body,
  })

async function buyer() {
  const who = await createCustomer(t)
  return { who, addressId: await addAddress(who) }
}

describe('direct checkout', () => {
  test('one order of the item at its market’s price, as the direct quote priced it; the cart untouched', async () => {
    const { who, addressId } = await buyer()
    const quoted = await directQuote(who, {
      shop_id: 'mercari',
      product_id: 'm-direct-1',
      address_id: addressId,
      shipment_method_id: 'air',
    })
    expect(quoted.statusCode, quoted.body).toBe(200)
    const [priced] = quoted.json().data.orders
    expect(priced).toMatchObject({ purchase_cost_jpy: 12_000, chargeable_weight_g: 1_500 })

    // The page showed ¥12,000; a client claiming more (or any item price) changes nothing.
    const res = await create(
      who,
      directBody(who, addressId, { shop: 'mercari', id: 'm-direct-1', price: 99_999 }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json().data
    expect(order).toMatchObject({
      shop_id: 'mercari',
      status_id: 'Pending',
      purchase_cost: 12_000,
      service_fee_currency_id: 'VND',
      service_fee: priced.service_fee_vnd,
      total_payment: priced.total_vnd,
      items_count: 1,
    })
    const [row] = await ordersOf(who)
    expect(row?.note).toBe('Gói cẩn thận giúp em')
    const [item] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
    expect(item).toMatchObject({ productKey: 'm-direct-1', price: 12_000, quantity: 1 })
    const cart = await who.inject({ url: `/market/cart/${who.id}` })
    expect(cart.json().data).toEqual([])
  })

  test('a retry under the same key, or the same request twice at once, makes one order', async () => {
    const { who, addressId } = await buyer()
    const body = directBody(who, addressId, { shop: 'amazon', id: 'B0DIRECT01', quantity: 3 })
    const key = randomUUID()
    const [first, second] = await Promise.all([create(who, body, key), create(who, body, key)])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201])
    const again = await create(who, body, key)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().data.id).toBe(first.json().data.id)
    const made = await ordersOf(who)
    expect(made).toHaveLength(1)
    expect(made[0]?.purchaseCost).toBe(3 * 2_980)
    // Another item under the key is another request: a 409.
    const other = directBody(who, addressId, { shop: 'mercari', id: 'm-direct-1' })
    expect((await create(who, other, key)).statusCode).toBe(409)
  })

  test('bad input is a 422 naming each field, and makes no order', async () => {
    const { who, addressId } = await buyer()
    const cases: [Record<string, unknown>, string][] = [
      [
        directBody(who, addressId, { shop: 'mercari', id: 'm-direct-1', quantity: 0 }),
        'buyer_info.quantity',
      ],
      [
        directBody(who, addressId, { shop: 'mercari', id: 'm-direct-1', quantity: 2 }),
        'buyer_info.quantity',
      ],
      [directBody(who, addressId, { shop: 'ikom', id: 'm-direct-1' }), 'order_info.shop_id'],
      [directBody(who, addressId, { shop: 'yahoo-auction', id: 'a-1' }), 'order_info.shop_id'],
      [directBody(who, addressId, { shop: 'nike', id: 'n-direct-1' }), 'buyer_info.size'],
      [
        directBody(who, addressId, { shop: 'nike', id: 'n-direct-1', size: '31' }),
        'buyer_info.size',
      ],
      [
        directBody(
          who,
          addressId,
          { shop: 'mercari', id: 'm-direct-1' },
          { address_id: undefined },
        ),
        'order_info.shipment_info.consignee',
      ],
    ]
    for (const [body, field] of cases) {
      const res = await create(who, body)
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422)
      expect(res.json().errors[field], `${field}: ${res.body}`).toHaveLength(1)
    }
    const onlyOne = await create(
      who,
      directBody(who, addressId, { shop: 'mercari', id: 'm-direct-1', quantity: 2 }),
    )
    expect(onlyOne.json().errors['buyer_info.quantity']).toEqual(['Mercari sells one of each item'])
    expect(await ordersOf(who)).toEqual([])
  })

  test('another customer’s id is a 403 and their address a 404', async () => {
    const { who, addressId } = await buyer()
    const other = await buyer()
    const asOther = directBody(
      who,
      addressId,
      { shop: 'mercari', id: 'm-direct-1' },
      {
        customer_id: other.who.id,
      },
    )
    expect((await create(who, asOther)).statusCode).toBe(403)
    const theirAddress = directBody(who, other.addressId, { shop: 'mercari', id: 'm-direct-1' })
    expect((await create(who, theirAddress)).statusCode).toBe(404)
    const quoted = await directQuote(who, {
      shop_id: 'mercari',
      product_id: 'm-direct-1',
      address_id: other.addressId,
    })
    expect(quoted.statusCode).toBe(404)
    expect(await ordersOf(who)).toEqual([])
  })

  test('a sold-out item is a 409 naming it; an item the market does not have a 404', async () => {
    const { who, addressId } = await buyer()
    const sold = await create(
      who,
      directBody(who, addressId, { shop: 'mercari', id: 'm-direct-sold' }),
    )
    expect(sold.statusCode).toBe(409)
    expect(sold.json().message).toBe('Item m-direct-sold is sold out')
    const gone = await create(who, directBody(who, addressId, { shop: 'mercari', id: 'm-nowhere' }))
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toBe('Product not found')
    expect(await ordersOf(who)).toEqual([])
  })

  test('an item dearer than the page showed is refused with its price; a size is ordered', async () => {
    const { who, addressId } = await buyer()
    const shown = await create(
      who,
      directBody(who, addressId, { shop: 'mercari', id: 'm-direct-1', price: 11_000 }),
    )
    expect(shown.statusCode).toBe(409)
    expect(shown.json().message).toContain('from ¥11,000 to ¥12,000')
    const shoe = await create(
      who,
      directBody(who, addressId, { shop: 'nike', id: 'n-direct-1', size: '27' }),
    )
    expect(shoe.statusCode, shoe.body).toBe(201)
    const [item] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, shoe.json().data.id))
    expect(item).toMatchObject({
      productKey: 'n-direct-1~size=27',
      variant: { size: { value: '27' } },
    })
  })
})
