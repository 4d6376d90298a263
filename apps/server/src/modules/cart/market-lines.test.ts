import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { marketsWith, useTestApp } from '../../../test/app.ts'
import { putMarketItems, switchable } from '../../../test/markets.ts'
import { mirrorAdapter } from '../markets/index.ts'
import { cartLines } from './schema.ts'

// PayPay's adapter can be taken down; every other market reads the mirror.
let paypay: ReturnType<typeof switchable>
const t = useTestApp(
  undefined,
  {},
  {
    markets: marketsWith((db) => {
      paypay = switchable(mirrorAdapter({ db, market: 'paypay' }))
      return { adapters: { paypay: paypay.adapter } }
    }),
  },
)

const SWITCH = {
  vi: 'Máy Nintendo Switch',
  ja: 'Nintendo Switch 本体',
  en: 'Nintendo Switch console',
}

beforeAll(async () => {
  await putMarketItems(t.database.db, [
    { market: 'mercari', id: 'm-cart-1', price: 21_800, names: SWITCH, name: SWITCH.ja },
    { market: 'mercari', id: 'm-cart-sold', price: 5_000, soldOut: true, name: '売り切れの鞄' },
    { market: 'amazon', id: 'B0CART0001', price: 19_980 },
    {
      market: 'rakuten',
      id: 'kaimonoshop:cart-001',
      price: 3_980,
      weightG: null,
      category: { id: 'cart-food', defaultWeightG: 1_200 },
    },
    {
      market: 'nike',
      id: 'n-cart-1',
      price: 14_300,
      sizes: [
        { id: '26.5', name: '26.5 cm' },
        { id: '27', name: '27 cm' },
      ],
    },
    { market: 'paypay', id: 'p-cart-1', price: 1_500 },
  ])
})

type Line = {
  id: string | null
  product_id: string
  name: string
  price: number
  init_price: number
  quantity: number
  url: string
  image_url: string
  weight: number | null
  available: boolean
  sold_out: boolean
  variant: { size: { value: string } | null } | null
}

const put = (who: Customer, body: Record<string, unknown>, lang = 'vi') =>
  who.inject({
    method: 'PUT',
    url: `/market/cart/${who.id}`,
    headers: { 'accept-language': lang },
    payload: body,
  })
const linesOf = async (who: Customer, lang = 'vi'): Promise<(Line & { shop_id: string })[]> => {
  const res = await who.inject({
    url: `/market/cart/${who.id}`,
    headers: { 'accept-language': lang },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json()
    .data.flatMap((group: { shop_id: string; products: Line[] }) =>
      group.products.map((line) => ({ ...line, shop_id: group.shop_id })),
    )
}

describe('a market line is named and priced by its market’s adapter', () => {
  test('whatever the client sent: a tampered price, name and link are not kept', async () => {
    const who = await createCustomer(t)
    const res = await put(who, {
      shop_id: 'mercari',
      id: 'm-cart-1',
      quantity: 1,
      price: 1,
      init_price: 1,
      name: 'giả mạo',
      url: 'https://evil.example/m-cart-1',
      image_url: 'https://evil.example/m-cart-1.jpg',
      tax_percent: 0,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await linesOf(who)).toEqual([
      expect.objectContaining({
        id: 'm-cart-1',
        product_id: 'm-cart-1',
        shop_id: 'mercari',
        name: SWITCH.vi,
        price: 21_800,
        init_price: 21_800,
        url: '/other-market/mercari/m-cart-1',
        image_url: '/media/market/mercari/m-cart-1.png',
        weight: 800,
        available: true,
        sold_out: false,
      }),
    ])
    // The reader's language names it; what is stored is the market's own name.
    expect((await linesOf(who, 'ja'))[0]?.name).toBe(SWITCH.ja)
    const [row] = await t.database.db.select().from(cartLines).where(eq(cartLines.userId, who.uid))
    expect(row).toMatchObject({
      price: 21_800,
      name: SWITCH.ja,
      url: '/other-market/mercari/m-cart-1',
    })
  })

  test('quantity stays 1 unless the market is can-buy-more', async () => {
    const who = await createCustomer(t)
    await put(who, { shop_id: 'mercari', id: 'm-cart-1', quantity: 3 })
    await put(who, { shop_id: 'mercari', id: 'm-cart-1', quantity: 2, add: true })
    await put(who, { shop_id: 'amazon', id: 'B0CART0001', quantity: 3 })
    await put(who, { shop_id: 'amazon', id: 'B0CART0001', quantity: 2, add: true })
    const lines = await linesOf(who)
    expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([
      ['m-cart-1', 1],
      ['B0CART0001', 5],
    ])
  })

  test('Rakuten items are named shopcode:itemcode; an item without a weight weighs its category’s', async () => {
    const who = await createCustomer(t)
    const res = await put(who, { shop_id: 'rakuten', id: 'kaimonoshop:cart-001', quantity: 2 })
    expect(res.statusCode, res.body).toBe(200)
    expect(await linesOf(who)).toMatchObject([
      {
        product_id: 'kaimonoshop:cart-001',
        quantity: 2,
        price: 3_980,
        weight: 1_200,
        url: '/other-market/rakuten/kaimonoshop%3Acart-001',
      },
    ])
  })

  test('a Nike shoe takes one of its sizes, and each size is a line of its own', async () => {
    const who = await createCustomer(t)
    const missing = await put(who, { shop_id: 'nike', id: 'n-cart-1', quantity: 1 }, 'en')
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ size: ['Please choose a size'] })
    const unknown = await put(who, { shop_id: 'nike', id: 'n-cart-1', quantity: 1, size: '30' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.size).toHaveLength(1)
    const colour = await put(who, {
      shop_id: 'nike',
      id: 'n-cart-1',
      quantity: 1,
      size: '27',
      color: 'red',
    })
    expect(colour.json().errors.color).toHaveLength(1)
    for (const size of ['27', '26.5']) {
      expect(
        (await put(who, { shop_id: 'nike', id: 'n-cart-1', quantity: 1, size })).statusCode,
      ).toBe(200)
    }
    // The cart's stepper names the line by its key.
    const again = await put(who, { shop_id: 'nike', id: 'n-cart-1~size=27', quantity: 1 })
    expect(again.statusCode, again.body).toBe(200)
    const lines = await linesOf(who)
    expect(lines.map((line) => [line.product_id, line.variant?.size?.value])).toEqual([
      ['n-cart-1~size=27', '27'],
      ['n-cart-1~size=26.5', '26.5'],
    ])
  })
})

test('groups follow the registry’s order and are named in the reader’s language', async () => {
  const who = await createCustomer(t)
  await put(who, { shop_id: 'nike', id: 'n-cart-1', quantity: 1, size: '27' })
  await put(who, { shop_id: 'rakuten', id: 'kaimonoshop:cart-001', quantity: 1 })
  await put(who, { shop_id: 'mercari', id: 'm-cart-1', quantity: 1 })
  const res = await who.inject({
    url: `/market/cart/${who.id}`,
    headers: { 'accept-language': 'ja' },
  })
  const groups = res.json().data as { shop_id: string; shop_name: string; can_buy_more: boolean }[]
  expect(groups.map((group) => [group.shop_id, group.shop_name, group.can_buy_more])).toEqual([
    ['mercari', 'メルカリ', false],
    ['rakuten', '楽天市場', true],
    ['nike', 'ナイキ', false],
  ])
})

describe('what cannot be put in the cart', () => {
  test('a sold-out item is a 409 naming it, and the cart does not change', async () => {
    const who = await createCustomer(t)
    const res = await put(who, { shop_id: 'mercari', id: 'm-cart-sold', quantity: 1 }, 'en')
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Item m-cart-sold is sold out')
    expect(await linesOf(who)).toEqual([])
  })

  test('an item the market does not have is Product not found', async () => {
    const who = await createCustomer(t)
    const res = await put(who, { shop_id: 'mercari', id: 'm-nowhere', quantity: 1 }, 'en')
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ id: ['Product not found'] })
    expect(await linesOf(who)).toEqual([])
  })

  test('an auction’s items are bid on, not put in the cart', async () => {
    const who = await createCustomer(t)
    for (const shop of ['yahoo-auction', 'ecoring']) {
      const res = await put(who, { shop_id: shop, id: 'a1', quantity: 1 })
      expect(res.statusCode, shop).toBe(422)
      expect(res.json().errors.shop_id).toHaveLength(1)
    }
  })

  test('a market that is down is a 503 naming it; the cart does not change and is still shown', async () => {
    const who = await createCustomer(t)
    expect((await put(who, { shop_id: 'paypay', id: 'p-cart-1', quantity: 1 })).statusCode).toBe(
      200,
    )
    const before = await linesOf(who)
    paypay.state.down = true
    try {
      const res = await put(who, { shop_id: 'paypay', id: 'p-cart-1', quantity: 1 }, 'en')
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toBe(
        'PayPay Flea Market is not answering right now, please try again in a moment',
      )
      // The cart is read without asking the markets.
      expect(await linesOf(who)).toEqual(before)
    } finally {
      paypay.state.down = false
    }
  })
})
