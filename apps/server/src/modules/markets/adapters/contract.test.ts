import {
  MARKET_PAGE_SIZE,
  MarketCategory,
  MarketItem,
  MarketList,
  SellerReview,
  SellerShop,
} from '@kaimono/contracts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshDatabase } from '../../../../test/db.ts'
import { rakutenSearchApi, yahooSearchApi } from '../../../../test/market-apis.ts'
import { catalogueFeed, emptyMarkets, importLines } from '../../../../test/market-feed.ts'
import { fakeClock, marketReplay } from '../../../../test/market-replay.ts'
import type { DatabaseHandle } from '../../../platform/db/index.ts'
import type { MarketAdapter } from '../adapter.ts'
import { mirrorAdapter } from './mirror.ts'
import { rakutenAdapter } from './rakuten.ts'
import { yahooAdapter } from './yahoo.ts'

// One table of behaviours every market adapter keeps (ARCHITECTURE §5), run against each: the
// mirror on a feed imported here, Rakuten and Yahoo! Shopping on local servers that read their
// documented parameters. A screen or the checkout may then take any adapter's answer alike.

/** Items each source holds: more than a page, so that there is a second. */
const ITEMS = 40

type Source = {
  adapter: MarketAdapter
  /** A word some item names hold (a search that finds something). */
  word: string
  /** Whether the source has seller pages and reviews (the official searches name a shop only). */
  sellers: boolean
}

const sources = new Map<string, Source>()
const closers: (() => Promise<void>)[] = []
let database: DatabaseHandle | undefined
const signal = new AbortController().signal

beforeAll(async () => {
  database = await freshDatabase()
  await emptyMarkets(database.db, ['mercari'])
  await importLines(database.db, 'mercari', catalogueFeed('mercari', ITEMS))
  sources.set('mirror', {
    adapter: mirrorAdapter({ db: database.db, market: 'mercari' }),
    word: 'item-01',
    sellers: true,
  })
  const rakuten = await marketReplay(rakutenSearchApi(ITEMS))
  const yahoo = await marketReplay(yahooSearchApi(ITEMS))
  closers.push(rakuten.close, yahoo.close)
  sources.set('rakuten', {
    adapter: rakutenAdapter({
      applicationId: 'contract',
      baseUrl: rakuten.url,
      clock: fakeClock(),
    }),
    word: 'ほうじ茶',
    sellers: false,
  })
  sources.set('yahoo', {
    adapter: yahooAdapter({ appId: 'contract', baseUrl: yahoo.url, clock: fakeClock() }),
    word: 'ラテ',
    sellers: false,
  })
})
afterAll(async () => {
  await Promise.all(closers.map((close) => close()))
  await database?.close()
})

const list = (source: Source, query: Parameters<MarketAdapter['list']>[0]) =>
  source.adapter.list(query, signal)
const prices = (answer: MarketList) => answer.items.map((item) => item.price)
const ids = (answer: MarketList) => answer.items.map((item) => item.id)

const BEHAVIOURS: [string, (source: Source) => Promise<void>][] = [
  [
    'a first page is §7 MarketList of §3 items, a page long at most',
    async (source) => {
      const answer = await list(source, { page: 1 })
      expect(MarketList.parse(answer)).toEqual(answer)
      expect(answer.items.length).toBeGreaterThan(0)
      expect(answer.items.length).toBeLessThanOrEqual(MARKET_PAGE_SIZE)
      expect(answer.pagination.page).toBe(1)
    },
  ],
  [
    'a listed item opens with detail() as the same item',
    async (source) => {
      const answer = await list(source, { page: 1, sort: 'price_desc' })
      for (const listed of answer.items.slice(0, 3)) {
        const item = await source.adapter.detail(listed.id, signal)
        expect(MarketItem.parse(item)).toEqual(item)
        const { id, name, price, url, image_uri, is_sold_out, shop } = listed
        expect(item).toMatchObject({ id, name, price, url, image_uri, is_sold_out, shop })
      }
    },
  ],
  [
    'an unknown id is null, not an error',
    async (source) => {
      expect(await source.adapter.detail('nobody:nothing_here', signal)).toBeNull()
    },
  ],
  [
    'price_asc lists the cheapest first and price_desc the dearest',
    async (source) => {
      const up = prices(await list(source, { page: 1, sort: 'price_asc' }))
      const down = prices(await list(source, { page: 1, sort: 'price_desc' }))
      expect(up.length).toBeGreaterThan(1)
      expect(up).toEqual([...up].sort((a, b) => a - b))
      expect(down).toEqual([...down].sort((a, b) => b - a))
      expect(down[0]).toBeGreaterThan(up[0] ?? Number.POSITIVE_INFINITY)
    },
  ],
  [
    'page 2 follows page 1 with other items, in the same order',
    async (source) => {
      const first = await list(source, { page: 1, sort: 'price_asc' })
      expect(first.pagination.is_allow_next).toBe(true)
      const second = await list(source, { page: 2, sort: 'price_asc' })
      expect(second.pagination).toEqual({ page: 2, is_allow_next: false })
      expect(second.items.length).toBe(ITEMS - first.items.length)
      expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([])
      expect(Math.min(...prices(second))).toBeGreaterThanOrEqual(Math.max(...prices(first)))
    },
  ],
  [
    'a search lists only items whose name holds its words',
    async (source) => {
      const found = await list(source, { page: 1, search: source.word })
      expect(found.items.length).toBeGreaterThan(0)
      expect(found.items.length).toBeLessThan(ITEMS)
      for (const item of found.items) expect(item.name).toContain(source.word)
    },
  ],
  [
    'sold out is said alike by is_sold_out and sale_status (§4)',
    async (source) => {
      const answer = await list(source, { page: 1 })
      expect(answer.items.some((item) => item.is_sold_out)).toBe(true)
      for (const item of answer.items) {
        expect(item.is_sold_out).toBe(item.sale_status.includes('sold_out'))
      }
    },
  ],
  [
    'categories are §7 categories; an unknown seller has no shop and no review',
    async (source) => {
      const categories = await source.adapter.categories(signal)
      expect(MarketCategory.array().parse(categories)).toEqual(categories)
      expect(await source.adapter.sellerShop('nobody', 1, signal)).toBeNull()
      expect(await source.adapter.sellerReview('nobody', signal)).toBeNull()
    },
  ],
  [
    "a listed item's seller opens on its page with that seller's items, where the source has them",
    async (source) => {
      const [item] = (await list(source, { page: 1 })).items
      const sellerId = item?.shop?.id ?? ''
      const shop = await source.adapter.sellerShop(sellerId, 1, signal)
      const review = await source.adapter.sellerReview(sellerId, signal)
      expect(sellerId).not.toBe('')
      if (!source.sellers) {
        expect([shop, review]).toEqual([null, null])
        return
      }
      expect(SellerShop.parse(shop)).toEqual(shop)
      expect(shop?.items.map((one) => one.shop?.id)).toEqual(shop?.items.map(() => sellerId))
      expect(shop?.items.map((one) => one.id)).toContain(item?.id)
      expect(SellerReview.parse(review)).toEqual(review)
    },
  ],
]

describe.each(['mirror', 'rakuten', 'yahoo'])('the %s adapter', (name) => {
  test.each(BEHAVIOURS)('%s', async (_, check) => {
    const source = sources.get(name)
    if (!source) throw new Error(`no ${name} source`)
    await check(source)
  })
})
