import { describe, expect, test } from 'vitest'
import { createLoadContext } from '#app/lib/context.ts'
import { marketItem } from '#test/market-item.ts'
import { loadMarketItem, marketItemAction } from './item-page.server.ts'
import { loadSellerShop } from './seller-shop-page.server.ts'

type Answer = { status: number; body: unknown }
const ok = (body: unknown): Answer => ({ status: 200, body })
const seller = {
  name: 'さくらショップ',
  image_uri: null,
  description: '丁寧に梱包します',
  identity_verification: true,
  rate: { ratio: 4.8, max_ratio: 5 },
}
const review = { good: 120, normal: 3, bad: 1, good_rate_percent: 96.8 }

/**
 * A page request whose in-process API answers each path by the first rule its path starts
 * with, as the market API would, and records what was asked.
 */
function page(rules: Record<string, Answer>, user: { id: string } | null = null) {
  const asked: string[] = []
  const context = createLoadContext({
    nonce: 'n',
    apiFetch: async (path) => {
      asked.push(path)
      const rule = Object.entries(rules).find(([start]) => path.startsWith(start))?.[1]
      const answer = rule ?? { status: 404, body: { message: 'Not found' } }
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    },
    brand: 'Kaimono',
    publicUrl: 'https://kaimono.example',
    user: user as never,
    member: false,
    providers: [],
  })
  return { context, asked }
}

const request = (path: string, init?: RequestInit) =>
  new Request(`https://kaimono.example${path}`, { headers: { cookie: 'lang=en' }, ...init })

describe('an item page', () => {
  test("loads the item by id, its seller's profile and ratings, and items like it as cards", async () => {
    const item = marketItem({ product_condition: ['like_new'] })
    const other = marketItem({ id: 'm2', price: 5000 })
    const { context, asked } = page({
      '/market/v3/mercari/detail': ok({
        item,
        sharing_data: { supplier_product_url: item.url },
        recommends: [other],
      }),
      '/market/v3/mercari/seller-shop': ok({
        seller,
        items: [],
        pagination: { page: 1, is_allow_next: false },
      }),
      '/market/v3/mercari/seller-review': ok(review),
    })
    const loaded = await loadMarketItem(request('/other-market/mercari/m1'), context, {
      shopId: 'mercari',
      id: 'm1',
    })
    expect(asked).toEqual([
      '/market/v3/mercari/detail?id=m1',
      '/market/v3/mercari/seller-shop?seller_id=s1&page=1',
      '/market/v3/mercari/seller-review?shop_id=s1',
      // Its landed cost (issue 18 item 7), priced by the server.
      '/market/checkout/estimate',
    ])
    expect(loaded).toMatchObject({
      shop: 'mercari',
      append: null,
      canBuyMore: false,
      supplierUrl: 'https://jp.mercari.com/item/m1',
      url: 'https://kaimono.example/other-market/mercari/m1',
      badges: { condition: [{ code: 'like_new', label: 'Like new' }] },
      seller: { profile: seller, review },
      recommends: [{ id: 'm2', href: '/other-market/mercari/m2', name: 'Leather shoulder bag' }],
    })
  })

  test("a Rakuten item is asked for by its address; a Yahoo! Auctions seller's ratings by shop-rate", async () => {
    const url = 'https://item.rakuten.co.jp/shop/code/'
    const rakuten = marketItem({ id: 'shop:code', url, shop: null })
    const first = page({
      '/market/v3/rakuten/detail': ok({
        item: rakuten,
        sharing_data: { supplier_product_url: url },
        recommends: [],
      }),
    })
    const loaded = await loadMarketItem(
      request(`/other-market/rakuten/shop%3Acode?append=${encodeURIComponent(url)}`),
      first.context,
      { shopId: 'rakuten', id: 'shop:code' },
    )
    expect(first.asked).toEqual([
      `/market/v3/rakuten/detail?url=${encodeURIComponent(url)}`,
      '/market/checkout/estimate',
    ])
    expect(loaded).toMatchObject({ append: url, canBuyMore: true, seller: null })

    const auction = marketItem({ id: 'x1', end_time: 2_000_000_000, bid_count: 3 })
    const second = page({
      '/market/v3/yahoo-auction/detail': ok({
        item: auction,
        sharing_data: { supplier_product_url: auction.url },
        recommends: [],
      }),
      '/market/v3/yahoo-auction/seller-shop': ok({
        seller,
        items: [],
        pagination: { page: 1, is_allow_next: false },
      }),
      '/market/v2/yahoo-auction/shop-rate': ok(review),
    })
    await loadMarketItem(request('/other-market/yahoo-auction/x1'), second.context, {
      shopId: 'yahoo-auction',
      id: 'x1',
    })
    expect(second.asked).toContain('/market/v2/yahoo-auction/shop-rate?shop_id=s1')
  })

  test('a seller the market cannot show leaves the card with what the item says', async () => {
    const item = marketItem()
    const { context } = page({
      '/market/v3/mercari/detail': ok({
        item,
        sharing_data: { supplier_product_url: item.url },
        recommends: [],
      }),
      '/market/v3/mercari/seller': { status: 500, body: { message: 'boom' } },
    })
    const loaded = await loadMarketItem(request('/other-market/mercari/m1'), context, {
      shopId: 'mercari',
      id: 'm1',
    })
    expect(loaded.seller).toEqual({ profile: null, review: null })
  })

  test("an item the market does not have, or an id it cannot read, is a 404 ('Product not found')", async () => {
    for (const status of [404, 400]) {
      const { context } = page({ '/market/v3/mercari/detail': { status, body: { message: 'x' } } })
      await expect(
        loadMarketItem(request('/other-market/mercari/zz'), context, {
          shopId: 'mercari',
          id: 'zz',
        }),
      ).rejects.toMatchObject({ init: { status: 404 } })
    }
  })

  test('a market that is down is a 503 naming it, with the API’s words', async () => {
    const message = 'Mercari is not answering; try again in 30 s'
    const { context } = page({ '/market/v3/mercari/detail': { status: 503, body: { message } } })
    await expect(
      loadMarketItem(request('/other-market/mercari/m1'), context, { shopId: 'mercari', id: 'm1' }),
    ).rejects.toMatchObject({ data: { market: 'Mercari', message }, init: { status: 503 } })
  })

  test('an own shop or Ecoring under /other-market is a 404 without asking the API', async () => {
    for (const shopId of ['ikom', 'ecoring', 'nowhere']) {
      const { context, asked } = page({})
      await expect(
        loadMarketItem(request(`/other-market/${shopId}/1`), context, { shopId, id: '1' }),
      ).rejects.toMatchObject({ init: { status: 404 } })
      expect(asked).toEqual([])
    }
  })
})

describe('Buy now on an item page', () => {
  const buy = (fields: Record<string, string>) =>
    request('/other-market/x/1', { method: 'POST', body: new URLSearchParams(fields) })

  test('leads to the direct checkout, one of an item where the market sells one (§5)', async () => {
    const { context } = page({})
    const answer = await marketItemAction(buy({ intent: 'buy-now', quantity: '3' }), context, {
      shopId: 'mercari',
      id: 'm1',
    }).catch((thrown: unknown) => thrown)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('location')).toBe(
      '/other-market/mercari/payment?product_id=m1&quantity=1',
    )
  })

  test('keeps the quantity, append and size where the market sells more', async () => {
    const { context } = page({})
    const answer = (await marketItemAction(
      buy({ intent: 'buy-now', quantity: '3', append: 'store', size: '27' }),
      context,
      { shopId: 'yahoo', id: 'store_item1' },
    ).catch((thrown: unknown) => thrown)) as Response
    expect(answer.headers.get('location')).toBe(
      '/other-market/yahoo/payment?product_id=store_item1&append=store&quantity=3&size=27',
    )
  })

  test('Add to cart from a visitor goes to sign in first (§6)', async () => {
    const { context, asked } = page({})
    const answer = (await marketItemAction(buy({ intent: 'add-to-cart', quantity: '1' }), context, {
      shopId: 'mercari',
      id: 'm1',
    }).catch((thrown: unknown) => thrown)) as Response
    expect(answer.headers.get('location')).toMatch(/^\/login\?redirect=/)
    expect(asked).toEqual([])
  })
})

describe('a seller shop page', () => {
  const shopPage = (items = [marketItem()], next = true) =>
    ok({ seller, items, pagination: { page: 2, is_allow_next: next } })

  test('asks for the page in the address and shows the items as cards', async () => {
    const { context, asked } = page({ '/market/v3/mercari/seller-shop': shopPage() })
    const loaded = await loadSellerShop(
      request('/other-market/mercari/seller-shop/s1?page=2'),
      context,
      { shopId: 'mercari', sellerShopId: 's1' },
    )
    expect(asked).toEqual(['/market/v3/mercari/seller-shop?seller_id=s1&page=2'])
    expect(loaded).toMatchObject({
      seller,
      sellerId: 's1',
      pagination: { page: 2, is_allow_next: true },
      cards: [{ id: 'm1', name: 'Leather shoulder bag' }],
    })
  })

  test('a seller the market does not know is a 404; a page that is not one too', async () => {
    const missing = page({
      '/market/v3/mercari/seller-shop': { status: 404, body: { message: 'x' } },
    })
    await expect(
      loadSellerShop(request('/other-market/mercari/seller-shop/zz'), missing.context, {
        shopId: 'mercari',
        sellerShopId: 'zz',
      }),
    ).rejects.toMatchObject({ init: { status: 404 } })
    for (const bad of ['0', 'two', '101', '-1']) {
      const { context, asked } = page({})
      await expect(
        loadSellerShop(request(`/other-market/mercari/seller-shop/s1?page=${bad}`), context, {
          shopId: 'mercari',
          sellerShopId: 's1',
        }),
      ).rejects.toMatchObject({ init: { status: 404 } })
      expect(asked).toEqual([])
    }
  })
})
