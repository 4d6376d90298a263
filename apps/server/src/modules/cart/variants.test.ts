import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { at } from '../../../test/at.ts'
import { addAddress, createRetailOrder } from '../../../test/orders.ts'

// Issue 15: a garment is one product with sizes and colours; the shopper chooses one of each,
// the cart keeps the choice (another size is another line) and the order item carries it.

const t = useTestApp()
let alice: Customer
let bob: Customer
type Option = { value: string; name: string }
type Detail = {
  id: number
  name: string
  shop_id: string
  options: { size?: Option[]; color?: Option[] } | null
}
let shirt: Detail
let lotion: Detail

const detail = async (id: number, lang = 'vi'): Promise<Detail> => {
  const res = await t.app.inject({
    url: `/api/products/${id}`,
    headers: { 'accept-language': lang },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const categoryId = async (slug: string) => {
  const res = await t.app.inject({ url: '/api/product-categories?per_page=100' })
  const categories = res.json().data as { id: number; slug: string }[]
  return at(
    categories.filter((c) => c.slug === slug),
    0,
  ).id
}

beforeAll(async () => {
  ;[alice, bob] = await Promise.all([createCustomer(t), createCustomer(t)])
  const first = async (slug: string) => {
    const res = await t.app.inject({
      url: `/api/products?filter[categories]=${await categoryId(slug)}&per_page=1`,
    })
    return detail(at(res.json().data as { id: number }[], 0).id)
  }
  ;[shirt, lotion] = await Promise.all([first('clothing'), first('skincare')])
})

const put = (who: Customer, body: Record<string, unknown>, userId = who.id) =>
  who.inject({ method: 'PUT', url: `/market/cart/${userId}`, payload: body })
type Line = {
  id: number | string | null
  product_id: number | string
  quantity: number
  variant: { size: Option | null; color: Option | null } | null
}
const lines = async (who: Customer): Promise<Line[]> => {
  const res = await who.inject({ url: `/market/cart/${who.id}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.flatMap((group: { products: Line[] }) => group.products)
}
const sizes = () => shirt.options?.size ?? []
const colors = () => shirt.options?.color ?? []

describe('the product detail', () => {
  test('a garment offers sizes and colours, named in the asked language', async () => {
    expect(sizes().map((size) => size.value)).toEqual(expect.arrayContaining(['M', 'L']))
    expect(colors().length).toBeGreaterThan(1)
    const japanese = await detail(shirt.id, 'ja')
    const black = japanese.options?.color?.find((color) => color.value === 'black')
    if (black) expect(black.name).toBe('ブラック')
    expect(at(colors(), 0).name).not.toBe(at(japanese.options?.color ?? [], 0).name)
  })

  test('a lotion has nothing to choose', () => {
    expect(lotion.options).toBeNull()
  })
})

describe('adding a garment to the cart', () => {
  test('without a size or colour: 422 per field, nothing added', async () => {
    const res = await put(alice, { shop_id: shirt.shop_id, id: shirt.id, quantity: 1 }, alice.id)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      size: ['Vui lòng chọn kích cỡ'],
      color: ['Vui lòng chọn màu sắc'],
    })
    const onlySize = await put(alice, {
      shop_id: shirt.shop_id,
      id: shirt.id,
      quantity: 1,
      size: at(sizes(), 0).value,
    })
    expect(onlySize.statusCode).toBe(422)
    expect(Object.keys(onlySize.json().errors)).toEqual(['color'])
    expect(await lines(alice)).toEqual([])
  })

  test('a size or colour the product does not come in: 422, nothing added', async () => {
    for (const choice of [
      { size: 'XXXL', color: at(colors(), 0).value },
      { size: at(sizes(), 0).value, color: 'gold' },
      { size: 'M~color=black', color: at(colors(), 0).value },
    ]) {
      const res = await put(alice, { shop_id: shirt.shop_id, id: shirt.id, quantity: 1, ...choice })
      expect(res.statusCode, JSON.stringify(choice)).toBe(422)
    }
    const lotionWithSize = await put(alice, {
      shop_id: lotion.shop_id,
      id: lotion.id,
      quantity: 1,
      size: 'M',
    })
    expect(lotionWithSize.statusCode).toBe(422)
    expect(lotionWithSize.json().errors.size).toEqual(['Sản phẩm không có kích cỡ này'])
    const market = await put(alice, {
      shop_id: 'rakuten',
      id: 'shop:item-1',
      quantity: 1,
      name: 'Áo',
      url: 'https://item.rakuten.co.jp/shop/item-1/',
      price: 1000,
      color: 'black',
    })
    expect(market.statusCode).toBe(422)
    expect(await lines(alice)).toEqual([])
  })

  test('two sizes are two lines; the same choice again adds to its line', async () => {
    const [small, large] = [at(sizes(), 0).value, at(sizes(), 1).value]
    const color = at(colors(), 0)
    const add = (size: string, quantity: number) =>
      put(alice, {
        shop_id: shirt.shop_id,
        id: shirt.id,
        quantity,
        add: true,
        size,
        color: color.value,
      })
    expect((await add(small, 1)).statusCode).toBe(200)
    expect((await add(large, 2)).statusCode).toBe(200)
    expect((await add(small, 1)).statusCode).toBe(200)
    const got = await lines(alice)
    expect(got).toHaveLength(2)
    const bySize = new Map(got.map((line) => [line.variant?.size?.value, line]))
    expect(bySize.get(small)).toMatchObject({
      id: shirt.id,
      product_id: `${shirt.id}~size=${small}~color=${color.value}`,
      quantity: 2,
      variant: { size: { value: small, name: small }, color },
    })
    expect(bySize.get(large)?.quantity).toBe(2)
  })

  test('the cart stepper changes one line by its key; removing it leaves the other', async () => {
    const [line] = await lines(alice)
    if (!line) throw new Error('no line')
    const res = await put(alice, { shop_id: shirt.shop_id, id: line.product_id, quantity: 5 })
    expect(res.statusCode, res.body).toBe(200)
    const after = await lines(alice)
    expect(after.find((l) => l.product_id === line.product_id)?.quantity).toBe(5)
    expect(after.filter((l) => l.product_id !== line.product_id)[0]?.quantity).toBe(2)
    // A key naming one size, with another in the body, is refused.
    const other = at(sizes(), 2).value
    const mixed = await put(alice, {
      shop_id: shirt.shop_id,
      id: line.product_id,
      quantity: 1,
      size: other,
    })
    expect(mixed.statusCode).toBe(422)

    const removed = await alice.inject({
      method: 'POST',
      url: `/market/cart/clear-cart/${alice.id}`,
      payload: { product_ids: [line.product_id] },
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await lines(alice)).map((l) => l.product_id)).not.toContain(line.product_id)
    expect(await lines(alice)).toHaveLength(1)
  })

  test('another customer’s cart is neither read nor changed', async () => {
    const res = await put(
      bob,
      {
        shop_id: shirt.shop_id,
        id: shirt.id,
        quantity: 1,
        size: at(sizes(), 0).value,
        color: at(colors(), 0).value,
      },
      alice.id,
    )
    expect(res.statusCode).toBe(403)
    expect(await lines(bob)).toEqual([])
    expect(await lines(alice)).toHaveLength(1)
  })
})

describe('ordering a garment', () => {
  test('the order item carries the size and colour', async () => {
    await alice.inject({
      method: 'POST',
      url: `/market/cart/clear-cart/${alice.id}`,
      payload: { product_ids: [shirt.id] },
    })
    expect(await lines(alice)).toEqual([])
    const size = at(sizes(), 1)
    const color = at(colors(), 1)
    const added = await put(alice, {
      shop_id: shirt.shop_id,
      id: shirt.id,
      quantity: 1,
      size: size.value,
      color: color.value,
    })
    expect(added.statusCode, added.body).toBe(200)
    const [line] = await lines(alice)
    const addressId = await addAddress(alice)
    const order = await createRetailOrder(alice, addressId, shirt.shop_id, [
      { id: String(line?.product_id), quantity: 1 },
    ])
    const orderId = order.id
    const items = await alice.inject({
      url: `/api/order/items?filter[order_id]=${orderId}`,
      headers: { 'accept-language': 'en' },
    })
    expect(items.statusCode, items.body).toBe(200)
    const [item] = items.json().data
    const english = (await detail(shirt.id, 'en')).options
    expect(item).toMatchObject({
      product_id: shirt.id,
      product_key: line?.product_id,
      variant: {
        size: { value: size.value },
        color: english?.color?.find((c) => c.value === color.value),
      },
    })
    expect(await lines(alice)).toEqual([])
    // Not Bob's to read.
    const bobs = await bob.inject({ url: `/api/order/items?filter[order_id]=${orderId}` })
    expect(bobs.json().data ?? []).toEqual([])
  })
})
