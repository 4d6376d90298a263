import { MAX_CART_LINES } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { at } from '../../../test/at.ts'
import { products } from '../catalog/schema.ts'
import { cartLines } from './schema.ts'

const t = useTestApp()
let alice: Customer
let bob: Customer
let ikom: { id: number; price: number; initial_price: number; name: string }[]
let awond: { id: number; price: number }[]
beforeAll(async () => {
  ;[alice, bob] = await Promise.all([createCustomer(t), createCustomer(t)])
  const list = async (supplier: number) =>
    (
      await t.app.inject({
        url: `/api/products?filter[suppliers.id]=${supplier}&per_page=5&sort=price`,
        headers: { 'accept-language': 'vi' },
      })
    ).json().data
  ;[ikom, awond] = await Promise.all([list(390), list(458)])
})

const put = (who: Customer, body: Record<string, unknown>, userId = who.id) =>
  who.inject({ method: 'PUT', url: `/market/cart/${userId}`, payload: body })
const cart = async (who: Customer) => {
  const res = await who.inject({ url: `/market/cart/${who.id}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    shop_id: string
    shop_name: string
    products: {
      id: number | string | null
      product_id: number | string
      quantity: number
      price: number
      name: string
      available: boolean
    }[]
  }[]
}
const clear = (who: Customer, ids: (string | number)[]) =>
  who.inject({
    method: 'POST',
    url: `/market/cart/clear-cart/${who.id}`,
    payload: { product_ids: ids },
  })

describe('lines from the own shops', () => {
  test('the server prices the line from the catalogue, whatever the client sent', async () => {
    const product = at(ikom, 0)
    const res = await put(alice, {
      shop_id: 'ikom',
      id: product.id,
      quantity: 2,
      price: 1,
      init_price: 1,
      name: 'giả mạo',
      tax_percent: 0,
    })
    expect(res.statusCode, res.body).toBe(200)
    const [group] = res.json().data
    expect(group).toMatchObject({ shop_id: 'ikom', shop_name: 'IKOM', can_buy_more: true })
    expect(group.products).toEqual([
      expect.objectContaining({
        id: product.id,
        product_id: product.id,
        name: product.name,
        price: product.price,
        init_price: product.initial_price,
        quantity: 2,
        tax_percent: 10,
        available: true,
        sold_out: false,
        url: `/products/ikom/${product.id}`,
      }),
    ])
  })

  test('PUT sets the quantity; add=true adds to it; at most 99', async () => {
    const product = at(ikom, 1)
    await put(bob, { shop_id: 'ikom', id: product.id, quantity: 3 })
    await put(bob, { shop_id: 'ikom', id: product.id, quantity: 5 })
    expect((await cart(bob))[0]?.products[0]?.quantity).toBe(5)
    await put(bob, { shop_id: 'ikom', id: product.id, quantity: 4, add: true })
    expect((await cart(bob))[0]?.products[0]?.quantity).toBe(9)
    const over = await put(bob, { shop_id: 'ikom', id: product.id, quantity: 91, add: true })
    expect(over.statusCode).toBe(422)
    expect(over.json().errors.quantity).toEqual(['Mỗi sản phẩm đặt tối đa 99 cái'])
    expect((await cart(bob))[0]?.products[0]?.quantity).toBe(9)
    await clear(bob, [product.id])
    expect(await cart(bob)).toEqual([])
  })

  test.each([
    [0, 'quantity'],
    [-1, 'quantity'],
    [1.5, 'quantity'],
    ['2', 'quantity'],
    [100, 'quantity'],
  ])('quantity %j is a 422 and changes nothing', async (quantity, field) => {
    const before = await cart(alice)
    const res = await put(alice, { shop_id: 'ikom', id: at(ikom, 2).id, quantity })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[field]).toHaveLength(1)
    expect(await cart(alice)).toEqual(before)
  })

  test('an unknown product, a product of the other shop or an unknown shop is a 422', async () => {
    for (const body of [
      { shop_id: 'ikom', id: 999_999_999, quantity: 1 },
      { shop_id: 'ikom', id: at(awond, 0).id, quantity: 1 },
      { shop_id: 'ikom', id: 'abc', quantity: 1 },
    ]) {
      const res = await put(alice, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json().errors.id).toEqual(['Không tìm thấy sản phẩm'])
    }
    const shop = await put(alice, { shop_id: 'taobao', id: 1, quantity: 1 })
    expect(shop.statusCode).toBe(422)
    expect(shop.json().errors.shop_id).toHaveLength(1)
  })

  test('a product that has gone reads Product not found and keeps its id for removal', async () => {
    // A real product, added to the cart, then removed from the catalogue (this file's database).
    const copyId = at(awond, 1).id
    expect((await put(bob, { shop_id: 'awond', id: copyId, quantity: 1 })).statusCode).toBe(200)
    await t.database.db.delete(products).where(eq(products.id, copyId))
    const [group] = await cart(bob)
    expect(group?.products[0]).toMatchObject({ id: null, product_id: copyId, available: false })
    expect((await clear(bob, [copyId])).statusCode).toBe(200)
    expect(await cart(bob)).toEqual([])
  })
})

describe('what a line says', () => {
  test('a control character in any text of a line is a 422 naming the field (issue 14: a 500)', async () => {
    const before = await cart(bob)
    const res = await bob.inject({
      method: 'PUT',
      url: `/market/cart/${bob.id}`,
      headers: { 'accept-language': 'en' },
      payload: {
        shop_id: 'mercari',
        id: 'm1\u0000',
        quantity: 1,
        name: 'Switch\u0000',
        url: 'https://jp.mercari.com/item/m1\u0007',
        image_url: 'https://static.mercdn.net/m1.jpg\u001b',
        price: 100,
      },
    })
    expect(res.statusCode).toBe(422)
    const control = ['This contains control characters that are not allowed']
    expect(res.json().errors).toEqual({
      id: control,
      name: control,
      url: control,
      image_url: control,
    })
    const removal = await bob.inject({
      method: 'POST',
      url: `/market/cart/clear-cart/${bob.id}`,
      payload: { product_ids: ['m1\u0000'] },
    })
    expect(removal.statusCode).toBe(422)
    expect(await cart(bob)).toEqual(before)
  })
})

describe('whose cart', () => {
  test("another customer's cart is a 403 for every call, and nothing changes", async () => {
    const before = await cart(bob)
    expect((await alice.inject({ url: `/market/cart/${bob.id}` })).statusCode).toBe(403)
    expect(
      (await put(alice, { shop_id: 'ikom', id: at(ikom, 3).id, quantity: 1 }, bob.id)).statusCode,
    ).toBe(403)
    const cleared = await alice.inject({
      method: 'POST',
      url: `/market/cart/clear-cart/${bob.id}`,
      payload: { product_ids: [at(ikom, 3).id] },
    })
    expect(cleared.statusCode).toBe(403)
    expect(await cart(bob)).toEqual(before)
  })

  test('without a session it is a 401', async () => {
    const res = await t.app.inject({ url: `/market/cart/${alice.id}` })
    expect(res.statusCode).toBe(401)
  })
})

describe('limits under concurrency', () => {
  test(`at most ${MAX_CART_LINES} lines, also when lines arrive together`, async () => {
    const carol = await createCustomer(t)
    // Fill up to the limit less 4 directly, then race 10 adds for the last 4 places.
    const rows = await t.database.db
      .select({ id: products.id, supplierId: products.supplierId })
      .from(products)
      .limit(MAX_CART_LINES + 6)
    const uid = carol.uid
    const shopOf = (supplierId: number) => (supplierId === 390 ? 'ikom' : 'awond')
    await t.database.db.insert(cartLines).values(
      rows.slice(0, MAX_CART_LINES - 4).map((row) => ({
        userId: uid,
        shopId: shopOf(row.supplierId),
        productKey: String(row.id),
        productId: row.id,
        name: 'x',
        url: 'x',
        imageUrl: 'x',
        quantity: 1,
        price: 1,
        initPrice: 1,
      })),
    )
    const results = await Promise.all(
      rows
        .slice(MAX_CART_LINES - 4)
        .map((row) => put(carol, { shop_id: shopOf(row.supplierId), id: row.id, quantity: 1 })),
    )
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4)
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(6)
    const lines = await t.database.db.select().from(cartLines).where(eq(cartLines.userId, uid))
    expect(lines).toHaveLength(MAX_CART_LINES)
  })

  test('the same product added twice at once makes one line', async () => {
    const dave = await createCustomer(t)
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        put(dave, { shop_id: 'ikom', id: at(ikom, 4).id, quantity: 1, add: true }),
      ),
    )
    expect(results.every((r) => r.statusCode === 200)).toBe(true)
    const [group] = await cart(dave)
    expect(group?.products).toHaveLength(1)
    expect(group?.products[0]?.quantity).toBe(6)
  })
})
