import {
  type BrowsableMarket,
  CrossSearch,
  MarketDetail,
  type MarketItem,
  MarketList,
  SellerShop,
} from '@kaimono/contracts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { yahooSearchApi } from '../../../test/market-apis.ts'
import { catalogueFeed, emptyMarkets, importLines } from '../../../test/market-feed.ts'
import { fakeClock, marketReplay } from '../../../test/market-replay.ts'
import type { Config } from '../../platform/config.ts'
import type { DatabaseHandle } from '../../platform/db/index.ts'
import { RETRY_SOON_SECONDS } from '../../platform/outside.ts'
import { memoryCache } from '../../platform/shared-cache.ts'
import type { MarketAdapter } from './adapter.ts'
import { mirrorAdapter } from './adapters/mirror.ts'
import { yahooAdapter } from './adapters/yahoo.ts'
import { createMarkets, type Markets } from './service.ts'

// §7 Market API through the whole app, on feeds imported into the test's database. HardOff's
// adapter fails and Nike's hangs, behind a guard of a few milliseconds; every other market reads
// its mirror behind a guard that never gives up on a busy machine, but Yahoo! Shopping, which
// reads its official API on a local stand-in. Amazon's mirror counts calls.

const MARKETS: BrowsableMarket[] = ['mercari', 'rakuten', 'yahoo', 'yahoo-auction', 'amazon']
const BREAKER = { timeoutMs: 20, failuresToOpen: 2, openMs: 600_000 }

const asked = { amazonList: 0, amazonDetail: 0, hardoff: 0, nikeAborted: 0 }

/** An adapter whose every call is `call`. */
const every = (call: (signal: AbortSignal) => Promise<never>): MarketAdapter => ({
  list: (_, signal) => call(signal),
  detail: (_, signal) => call(signal),
  categories: (signal) => call(signal),
  sellerShop: (_, __, signal) => call(signal),
  sellerReview: (_, signal) => call(signal),
})

const failing = every(async () => {
  asked.hardoff += 1
  throw new Error('HTTP 502 from the market')
})

const hanging = every(
  (signal) =>
    new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => {
        asked.nikeAborted += 1
        reject(signal.reason)
      })
    }),
)

function counted(adapter: MarketAdapter): MarketAdapter {
  return {
    ...adapter,
    list: (query, signal) => {
      asked.amazonList += 1
      return adapter.list(query, signal)
    },
    // What the list route asks for.
    listJson: (query, signal) => {
      asked.amazonList += 1
      return adapter.list(query, signal).then((list) => JSON.stringify(list))
    },
    detail: (id, signal) => {
      asked.amazonDetail += 1
      return adapter.detail(id, signal)
    },
  }
}

/** Two sets of markets as one: the broken ones behind a guard of milliseconds. */
async function testMarkets(database: DatabaseHandle, config: Config): Promise<Markets> {
  yahooApi = await marketReplay(yahooSearchApi(40))
  const log = { warn: () => {}, error: () => {} } as never
  const base = { config, db: database.db, log, cache: memoryCache({ maxEntries: 1_000 }) }
  const mirrors = await createMarkets({
    ...base,
    guard: { timeoutMs: 60_000, failuresToOpen: 100, openMs: 1_000 },
    adapters: {
      amazon: counted(mirrorAdapter({ db: database.db, market: 'amazon' })),
      yahoo: yahooAdapter({ appId: 'test', baseUrl: yahooApi.url, clock: fakeClock() }),
    },
    // Mercari's short link host, as a stand-in: one link leads to an item, one elsewhere.
    shortLinkHop: async (url) => ({
      status: 302,
      location:
        url.pathname === '/ToItem'
          ? 'https://jp.mercari.com/item/m12345678901?utm_source=ios'
          : 'https://evil.example/',
    }),
  })
  const broken = await createMarkets({
    ...base,
    guard: BREAKER,
    adapters: { hardoff: failing, nike: hanging },
  })
  return {
    reader: (market) =>
      (market === 'hardoff' || market === 'nike' ? broken : mirrors).reader(market),
    kindOf: mirrors.kindOf,
    answer: mirrors.answer,
    answerJson: mirrors.answerJson,
    resolveLink: mirrors.resolveLink,
    inJapanese: mirrors.inJapanese,
    close: async () => {},
  }
}

let yahooApi: Awaited<ReturnType<typeof marketReplay>>
const t = useTestApp(undefined, {}, { markets: testMarkets })
afterAll(() => yahooApi?.close())

beforeAll(async () => {
  await emptyMarkets(t.database.db, MARKETS)
  await importLines(t.database.db, 'mercari', catalogueFeed('mercari', 35))
  for (const market of MARKETS.slice(1)) {
    await importLines(t.database.db, market, catalogueFeed(market, 5))
  }
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-language': 'en', ...headers } })

async function ok<T>(url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return schema.parse(res.json())
}

const list = (query: string, market = 'mercari') => ok(`/market/v3/${market}?${query}`, MarketList)
const ids = (items: MarketItem[]) => items.map((item) => item.id)
const categoryIds = (categories: { id: string }[]) => categories.map((category) => category.id)

async function refused(url: string, status: number, message: string) {
  const res = await get(url)
  expect([res.statusCode, res.json().message]).toEqual([status, message])
  return res
}

describe('GET /market/v3/{shop}', () => {
  test('a page of items with the roots of the tree; page 2 has the rest', async () => {
    const first = await list('')
    expect(first.items).toHaveLength(30)
    expect(first.pagination).toEqual({ page: 1, is_allow_next: true })
    expect(categoryIds(first.sub_categories)).toEqual(['fashion', 'home'])
    // Mercari's default sort is the newest first: item n was listed n days ago.
    expect(first.items[0]?.id).toBe('item-001')
    const second = await list('page=2')
    expect(ids(second.items)).toEqual(['031', '032', '033', '034', '035'].map((n) => `item-${n}`))
    expect(second.pagination).toEqual({ page: 2, is_allow_next: false })
  })

  test('a root lists its whole tree, an inner category itself and below, a leaf itself', async () => {
    const fashion = await list('category_id=fashion')
    expect(categoryIds(fashion.sub_categories)).toEqual(['bags'])
    expect(fashion.items.every((item) => item.categories[0]?.id === 'fashion')).toBe(true)
    const inner = (await list('category_id=bags')).items.map((item) => item.categories.at(-1)?.id)
    expect(new Set(inner)).toEqual(new Set(['bags', 'totes']))
    const totes = await list('category_id=totes')
    expect(new Set(totes.items.map((item) => item.categories.at(-1)?.id))).toEqual(
      new Set(['totes']),
    )
    expect(categoryIds(totes.sub_categories)).toEqual([])
    // A category page suggests its neighbours.
    expect(categoryIds((await list('category_id=home')).suggest_categories)).toEqual(['fashion'])
    expect((await list('category_id=nowhere')).items).toEqual([])
  })

  test('search, sort and filters narrow and order the list', async () => {
    const found = await list('search=ITEM-01')
    expect(ids(found.items).sort()).toEqual(Array.from({ length: 10 }, (_, n) => `item-01${n}`))
    expect(found.suggest_categories.length).toBeGreaterThan(0)
    const cheapest = (await list('sort=price_asc')).items.map((item) => item.price)
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b))
    const ranged = await list('filters=price:2500-5000')
    expect(ranged.items).toHaveLength(21)
    expect(ranged.items.every((item) => item.price >= 2_500 && item.price < 5_000)).toBe(true)
    const free = await list('filters=shipping:free,status:like_new')
    expect(ids(free.items).sort()).toEqual(
      ['004', '008', '012', '016', '020', '024', '028', '032'].map((n) => `item-${n}`),
    )
  })

  test('a bad sort, filter, page or category is a 400 naming the parameter', async () => {
    const invalid = (param: string) => `Invalid value for parameter ${param}`
    await refused('/market/v3/mercari?sort=ending', 400, invalid('sort'))
    await refused('/market/v3/mercari?filters=rank:B', 400, invalid('filters'))
    await refused('/market/v3/mercari?filters=price:1-2', 400, invalid('filters'))
    await refused('/market/v3/mercari?filters=price', 400, invalid('filters'))
    await refused('/market/v3/mercari?page=0', 400, invalid('page'))
    await refused('/market/v3/mercari?page=two', 400, invalid('page'))
    await refused('/market/v3/mercari?category_id=a%20b', 400, invalid('category_id'))
  })

  test('an unknown market, or Ecoring (its own section), is a 404', async () => {
    await refused('/market/v3/ebay', 404, 'There is no such market')
    await refused('/market/v3/ecoring', 404, 'There is no such market')
    await refused('/market/v3/ebay/detail?id=1', 404, 'There is no such market')
    await refused('/market/static/ebay/categories-first.json', 404, 'There is no such market')
  })
})

describe('GET /market/v3/{shop}/detail', () => {
  test('an item by id, its address at the market, and items of its category', async () => {
    const detail = await ok('/market/v3/mercari/detail?id=item-004', MarketDetail)
    expect(detail.item).toMatchObject({ id: 'item-004', price: 1_400 })
    expect(detail.item.description_html).toBe('<p>説明 item-004</p>')
    expect(detail.sharing_data.supplier_product_url).toBe(detail.item.url)
    expect(detail.recommends.length).toBeGreaterThan(0)
    expect(ids(detail.recommends)).not.toContain('item-004')
    // Item 4 is in bags: its neighbours are in bags or below it.
    expect(detail.item.categories.at(-1)?.id).toBe('bags')
    for (const near of detail.recommends) expect(categoryIds(near.categories)).toContain('bags')
  })

  test('Rakuten by its address, Yahoo! Shopping by store and item', async () => {
    const url = encodeURIComponent('https://item.rakuten.co.jp/store-a/item-001/')
    const rakuten = await ok(`/market/v3/rakuten/detail?url=${url}`, MarketDetail)
    expect(rakuten.item.id).toBe('store-a:item-001')
    // Yahoo! Shopping's official API is asked for the store's items and the code picked out.
    const yahoo = await ok('/market/v3/yahoo/detail?shop_id=latte-shop&id=item-7', MarketDetail)
    expect(yahoo.item.id).toBe('latte-shop_item-7')
    const asked = yahooApi.seen.find((url) => url.searchParams.has('seller_id'))?.searchParams
    expect([asked?.get('seller_id'), asked?.get('query')]).toEqual(['latte-shop', 'item-7'])
    const whole = await ok(
      '/market/v3/yahoo/detail?shop_id=latte-shop&id=latte-shop_item-9',
      MarketDetail,
    )
    expect(whole.item.id).toBe('latte-shop_item-9')
  })

  test('no such item is a 404; a missing or bad id or address a 400 naming it', async () => {
    await refused('/market/v3/mercari/detail?id=item-999', 404, 'Product not found')
    await refused('/market/v3/mercari/detail', 400, 'Invalid value for parameter id')
    await refused(
      '/market/v3/mercari/detail?id=%3Cscript%3E',
      400,
      'Invalid value for parameter id',
    )
    const elsewhere = encodeURIComponent('https://www.amazon.co.jp/dp/B000')
    await refused(
      `/market/v3/rakuten/detail?url=${elsewhere}`,
      400,
      'Invalid value for parameter url',
    )
  })
})

describe('POST /market/common/get-product-info-by-url', () => {
  const resolve = (url: unknown, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/market/common/get-product-info-by-url',
      payload: { url },
      headers: lang ? { 'accept-language': lang } : {},
    })

  test('a pasted link, a shared message and a short link name the market and the item', async () => {
    const mercari = await resolve(
      'https://jp.mercari.com/item/m12345678901?afid=1&utm_medium=share',
    )
    expect(mercari.statusCode).toBe(200)
    expect(mercari.json()).toEqual({ path: 'mercari', id: 'm12345678901' })
    const netmall = await resolve(
      '【HARD OFF】 https://netmall.hardoff.co.jp/product/9075808/ です',
    )
    expect(netmall.json()).toEqual({ path: 'hardoff', id: '9075808' })
    const rakuten = await resolve('https://item.rakuten.co.jp/store-a/item-001/?s-id=sp')
    expect(rakuten.json()).toEqual({ path: 'rakuten', id: 'store-a:item-001' })
    const short = await resolve('https://merc.li/ToItem')
    expect(short.json()).toEqual({ path: 'mercari', id: 'm12345678901' })
  })

  test('a link of no market is a 422 on url naming the markets; so is a short link leading elsewhere', async () => {
    const other = await resolve('https://evil.example/item/m12345678901')
    expect(other.statusCode).toBe(422)
    const message = other.json().errors.url[0] as string
    expect(message).toMatch(/^Chưa hỗ trợ đường dẫn này\. Hãy dán đường dẫn sản phẩm của: /)
    expect(message).toContain('Mercari')
    expect(message).toContain('Rakuten')
    const ja = await resolve('https://user:pw@jp.mercari.com/item/m12345678901', 'ja')
    expect(ja.json().errors.url[0]).toMatch(/^このリンクには対応していません。/)
    const elsewhere = await resolve('https://merc.li/Elsewhere')
    expect(elsewhere.statusCode).toBe(422)
  })

  test('a missing, empty or 10 kB url is a 422 on url', async () => {
    for (const url of [
      undefined,
      '',
      '   ',
      `https://jp.mercari.com/item/m1?${'a'.repeat(10_000)}`,
    ]) {
      const res = await resolve(url)
      expect(res.statusCode, String(url).slice(0, 40)).toBe(422)
      expect(res.json().errors.url).toHaveLength(1)
    }
  })
})

describe('sellers', () => {
  test('a seller’s shop lists their items; a seller nobody knows is a 404', async () => {
    const shop = await ok('/market/v3/mercari/seller-shop?seller_id=store-b', SellerShop)
    expect(shop.seller).toMatchObject({
      name: 'ストア store-b',
      rate: { ratio: 3.2, max_ratio: 5 },
    })
    expect(shop.items).toHaveLength(17)
    expect(shop.items.every((item) => item.shop?.id === 'store-b')).toBe(true)
    expect(shop.pagination).toEqual({ page: 1, is_allow_next: false })
    await refused(
      '/market/v3/mercari/seller-shop?seller_id=nobody',
      404,
      'Sorry, the supplier cannot be found at the moment',
    )
    await refused('/market/v3/mercari/seller-shop', 400, 'Invalid value for parameter seller_id')
  })

  test('a seller’s review, and a Yahoo! Auctions seller’s rate', async () => {
    const review = await get('/market/v3/mercari/seller-review?shop_id=store-b')
    expect(review.json()).toEqual({ good: 10, normal: 5, bad: 5, good_rate_percent: 50 })
    const rate = await get('/market/v2/yahoo-auction/shop-rate?shop_id=store-a')
    expect(rate.json()).toEqual({ good: 90, normal: 8, bad: 2, good_rate_percent: 90 })
    await refused(
      '/market/v2/yahoo-auction/shop-rate?shop_id=nobody',
      404,
      'Sorry, the supplier cannot be found at the moment',
    )
    await refused('/market/v3/mercari/seller-review', 400, 'Invalid value for parameter shop_id')
  })
})

describe('a market that fails', () => {
  test('a market that throws is a 503 naming it; after two the breaker answers at once', async () => {
    const first = await refused(
      '/market/v3/hardoff',
      503,
      'HardOff is not answering right now, please try again in a moment',
    )
    expect(first.headers['retry-after']).toBe(String(RETRY_SOON_SECONDS))
    const second = await get('/market/v3/hardoff/detail?id=x')
    expect([second.statusCode, second.headers['retry-after']]).toEqual([503, '600'])
    expect(asked.hardoff).toBe(2)
    const open = await get('/market/v3/hardoff?page=3')
    expect(open.statusCode).toBe(503)
    expect(Number(open.headers['retry-after'])).toBeGreaterThan(RETRY_SOON_SECONDS)
    expect(asked.hardoff).toBe(2)
    // Another market has its own breaker.
    expect((await get('/market/v3/mercari?page=3')).statusCode).toBe(200)
  })

  test('a market that hangs is given up on at its timeout: a 503 naming it as the reader’s language does', async () => {
    const res = await get('/market/v3/nike', { 'accept-language': 'ja' })
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe(
      'ナイキ から応答がありません。しばらくしてから再度お試しください',
    )
    expect(res.headers['retry-after']).toBe(String(RETRY_SOON_SECONDS))
    expect(asked.nikeAborted).toBe(1)
  })
})

// After the failing markets' own tests: their breakers are open by now, which is a market
// that does not answer too.
describe('GET /market/v3/search', () => {
  const search = (query: string) => ok(`/market/v3/search?${query}`, CrossSearch)

  test('asks every market at once; by price, the markets’ items in one order', async () => {
    const found = await search('query=テスト商品&sort=price_asc')
    // Mercari's 35 items, and 5 of Rakuten's, Yahoo! Auctions' and Amazon's, by price.
    const prices = found.items.map((item) => item.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(found.items).toHaveLength(30)
    expect(new Set(found.items.map((item) => item.shop_id))).toEqual(
      new Set(['mercari', 'rakuten', 'yahoo-auction', 'amazon']),
    )
    expect(found.found).toEqual(
      expect.arrayContaining(['mercari', 'rakuten', 'yahoo-auction', 'amazon']),
    )
    expect(found.pagination).toEqual({ page: 1, is_allow_next: true })
    const dearest = await search('query=テスト商品&sort=price_desc')
    expect(dearest.items[0]).toMatchObject({ shop_id: 'mercari', id: 'item-035', price: 4_500 })
    // Page 2 goes on where page 1 stopped.
    const second = await search('query=テスト商品&sort=price_asc&page=2')
    expect(second.items[0]?.price).toBeGreaterThanOrEqual(prices.at(-1) ?? 0)
  })

  test('a market that fails or hangs is named in missing; the others answer', async () => {
    const found = await search('query=テスト商品')
    expect(found.partial).toBe(true)
    expect(found.missing).toEqual(expect.arrayContaining(['hardoff', 'nike']))
    expect(found.missing).not.toContain('mercari')
    // Each market's own order, taken in turn (the registry's order of markets): the first four
    // items are the first of four markets; Mercari's first is its newest.
    expect(new Set(found.items.slice(0, 4).map((item) => item.shop_id)).size).toBe(4)
    expect(found.items.find((item) => item.shop_id === 'mercari')?.id).toBe('item-001')
  })

  test('markets narrows the search; words nobody sells find nothing; bad input is a 400', async () => {
    const only = await search('query=テスト商品&markets=amazon,rakuten,nosuch')
    expect(new Set(only.items.map((item) => item.shop_id))).toEqual(new Set(['amazon', 'rakuten']))
    expect(only).toMatchObject({ partial: false, missing: [] })
    const none = await search('query=zzqqxx-nothing&markets=mercari,amazon')
    expect(none).toMatchObject({ items: [], found: [], pagination: { is_allow_next: false } })
    for (const query of ['', 'query=', 'query=a&page=11', 'query=a&sort=newest']) {
      expect((await get(`/market/v3/search?${query}`)).statusCode, query).toBe(400)
    }
  })
})

describe('answers kept', () => {
  test('the same query, its filters in any order, asks the market once', async () => {
    const before = asked.amazonList
    await list('filters=price:1-500,reviews:4&sort=price_asc', 'amazon')
    await list('sort=price_asc&filters=reviews:4,price:1-500', 'amazon')
    expect(asked.amazonList).toBe(before + 1)
    await list('filters=price:1-500,reviews:4&sort=price_asc&page=2', 'amazon')
    expect(asked.amazonList).toBe(before + 2)
    await get('/market/v3/amazon/detail?id=item-003')
    await get('/market/v3/amazon/detail?id=item-003')
    expect(asked.amazonDetail).toBe(1)
  })
})

describe('static files', () => {
  const STATIC = [
    '/market/static/mercari/categories-first.json',
    '/market/static/filter-all-web.json',
    '/market/static/sort-all-web.json',
    '/market/static/top-products.json',
  ]

  test.each(STATIC)('%s has an ETag, and answers 304 to a client that holds it', async (url) => {
    const res = await get(url)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    const again = await get(url, { 'if-none-match': etag })
    expect([again.statusCode, again.body]).toEqual([304, ''])
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200)
  })

  test('the category tree, and each market’s first items even while some fail', async () => {
    const tree = (await get('/market/static/mercari/categories-first.json')).json()
    expect(categoryIds(tree.data)).toEqual(['fashion', 'bags', 'totes', 'home'])
    // A market read through its official API has the mirror's tree: the search API has none.
    const yahoo = (await get('/market/static/yahoo/categories-first.json')).json()
    expect(categoryIds(yahoo.data)).toEqual(['fashion', 'bags', 'totes', 'home'])
    const top = (await get('/market/static/top-products.json')).json()
    expect(ids(top.mercari)).toHaveLength(12)
    expect(ids(top.amazon)).toHaveLength(5)
    expect([top.hardoff, top.nike]).toEqual([[], []])
  })
})
