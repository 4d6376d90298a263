import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { at } from '../../../test/at.ts'
import { addAddress, ownShopProducts, type ShopProduct } from '../../../test/orders.ts'
import { products } from '../catalog/schema.ts'

const t = useTestApp()
type Product = ShopProduct
let ikom: Product[]
let awond: Product[]

beforeAll(async () => {
  ;({ ikom, awond } = await ownShopProducts(t))
})

const item = (product: Product, quantity = 1) => ({
  shop_id: product.shop_id,
  product_id: product.id,
  quantity,
})
const estimate = (body: unknown, who?: Customer) =>
  (who ? who.inject : t.app.inject.bind(t.app))({
    method: 'POST',
    url: '/market/checkout/estimate',
    payload: body as Record<string, unknown>,
  })

async function withAddress(city: 'hanoi' | 'saigon') {
  const who = await createCustomer(t)
  return { who, addressId: await addAddress(who, city) }
}

describe('landed cost estimate', () => {
  test('the same figures as the checkout quote, by air and by sea, for the same item', async () => {
    const { who, addressId } = await withAddress('saigon')
    const product = at(ikom, 0)
    const put = await who.inject({
      method: 'PUT',
      url: `/market/cart/${who.id}`,
      payload: { shop_id: 'ikom', id: product.id, quantity: 3 },
    })
    expect(put.statusCode, put.body).toBe(200)
    const res = await estimate({ items: [item(product, 3)] }, who)
    expect(res.statusCode, res.body).toBe(200)
    const { data } = res.json()
    expect(data.region).toBe('south')
    expect(data.region_source).toBe('address')
    expect(data.unavailable).toEqual([])
    for (const method of ['air', 'sea'] as const) {
      const quote = await who.inject({
        method: 'POST',
        url: '/market/checkout/quote',
        payload: {
          address_id: addressId,
          shipment_method_id: method,
          items: [{ shop_id: 'ikom', product_id: product.id }],
        },
      })
      expect(quote.statusCode, quote.body).toBe(200)
      const { unavailable: _, ...quoted } = quote.json().data
      expect(data[method].price).toEqual(quoted)
    }
    expect(data.air.price.orders[0].purchase_cost_jpy).toBe(product.price * 3)
    expect(data.air.transit).toEqual({ min_days: 5, max_days: 10 })
    expect(data.sea.transit).toEqual({ min_days: 25, max_days: 40 })
  })

  test('a visitor gets the north by default, or the region asked for; minimum weights apply', async () => {
    const light = at(ikom, 0)
    await t.database.db
      .update(products)
      .set({ weightG: 200, widthMm: 50, heightMm: 50, lengthMm: 50 })
      .where(eq(products.id, light.id))
    const north = (await estimate({ items: [item(light)] })).json().data
    expect(north.region).toBe('north')
    expect(north.region_source).toBe('default')
    // §9 / ADR 009: at least 1 kg by air, 10 kg by sea, per shop order.
    expect(north.air.price.orders[0].chargeable_weight_g).toBe(1000)
    expect(north.sea.price.orders[0].chargeable_weight_g).toBe(10000)
    expect(north.air.price.total.shipping_fee_vnd).toBe(180_000)
    expect(north.sea.price.total.shipping_fee_vnd).toBe(600_000)
    const south = (await estimate({ items: [item(light)], region: 'south' })).json().data
    expect(south.region).toBe('south')
    expect(south.region_source).toBe('asked')
    expect(south.air.price.total.shipping_fee_vnd).toBe(190_000)
  })

  test('a selection across shops is one order per shop, each with its own minimums', async () => {
    const res = await estimate({ items: [item(at(ikom, 1), 2), item(at(awond, 0))] })
    expect(res.statusCode, res.body).toBe(200)
    const air = res.json().data.air.price
    expect(air.orders.map((order: { shop_id: string }) => order.shop_id)).toEqual(['ikom', 'awond'])
    expect(air.total.total_vnd).toBe(
      air.orders.reduce((sum: number, order: { total_vnd: number }) => sum + order.total_vnd, 0),
    )
    expect(air.total.invitation_credit_vnd).toBe(0)
  })

  test('one customer’s address never decides another’s estimate', async () => {
    await withAddress('saigon')
    const other = await createCustomer(t)
    const data = (await estimate({ items: [item(at(ikom, 0))] }, other)).json().data
    expect(data.region).toBe('north')
    expect(data.region_source).toBe('default')
  })

  test('unknown products, a product under the wrong shop and market items are unavailable', async () => {
    const product = at(ikom, 0)
    const res = await estimate({
      items: [
        { shop_id: 'awond', product_id: product.id, quantity: 1 },
        { shop_id: 'ikom', product_id: 999_999_999, quantity: 1 },
        { shop_id: 'mercari', product_id: 'm123', quantity: 1 },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const { data } = res.json()
    expect(data.unavailable).toHaveLength(3)
    expect(data.air.price).toBeNull()
    expect(data.sea.price).toBeNull()
  })

  test('an item banned by air has no air price', async () => {
    const product = at(awond, 1)
    await t.database.db.update(products).set({ bannedAir: true }).where(eq(products.id, product.id))
    const data = (await estimate({ items: [item(product)] })).json().data
    expect(data.air.price).toBeNull()
    expect(data.sea.price).not.toBeNull()
    await t.database.db
      .update(products)
      .set({ bannedAir: false })
      .where(eq(products.id, product.id))
  })

  test('bad input is a 422 per field', async () => {
    const product = at(ikom, 0)
    for (const body of [
      { items: [] },
      { items: [item(product, 0)] },
      { items: [item(product, 100)] },
      { items: [{ shop_id: 'nowhere', product_id: 1, quantity: 1 }] },
      { items: [item(product)], region: 'west' },
    ]) {
      const res = await estimate(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0)
    }
  })
})
