import {
  BROWSABLE_MARKETS,
  type BrowsableMarket,
  MARKET_FILTERS,
  MARKET_PAGE_SIZE,
  MARKET_SORTS,
} from '@kaimono/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshDatabase } from '../../../../test/db.ts'
import type { DatabaseHandle } from '../../../platform/db/index.ts'
import { marketCategories, marketItems, marketSellers } from '../schema.ts'
import { mirrorAdapter } from './mirror.ts'

// Every filter of every market (§4), on the demo mirror: a page holds only items the filter
// keeps, as many as there are up to a page, in the market's default order. What each filter
// keeps is written here again, from the rows, apart from the SQL the adapter prepares.

const DAY_MS = 86_400_000
/** A fixed moment, so that the auctions open and the week's new items are the same for both. */
const NOW = new Date()

type Row = typeof marketItems.$inferSelect

function keeps(key: string, value: string): (row: Row) => boolean {
  switch (key) {
    case 'price': {
      const [from = 0, to = 0] = value.split('-').map(Number)
      return (row) => row.price >= from && row.price < to
    }
    case 'status':
      return (row) => row.productCondition.includes(value)
    case 'rank':
    case 'gender':
      return (row) => row.facets.includes(`${key}:${value}`)
    case 'colors':
      return (row) => row.facets.includes(`color:${value}`)
    case 'shipping':
      return (row) => row.delivery.includes('free_shipping')
    case 'reviews':
      return (row) => row.rateRatio !== null && row.rateRatio >= Number(value)
    case 'new_arrivals':
      return (row) => row.createdAt.getTime() > NOW.getTime() - 7 * DAY_MS
    case 'discount':
      return (row) =>
        row.initialPrice !== null &&
        row.initialPrice > row.price &&
        100 * (row.initialPrice - row.price) >= Number(value) * row.initialPrice
    case 'ending':
      return value === 'buy_now'
        ? (row) => row.quickDecisionPrice !== null
        : (row) => row.endTime !== null && row.endTime.getTime() < NOW.getTime() + DAY_MS
    default:
      throw new Error(`no filter ${key}`)
  }
}

/** The sort's first key of a row, and whether it goes down. */
const SORT_KEYS: Record<string, [(row: Row) => number, 'asc' | 'desc']> = {
  newest: [(row) => row.createdAt.getTime(), 'desc'],
  popular: [(row) => row.rateCount, 'desc'],
  price_asc: [(row) => row.price, 'asc'],
  price_desc: [(row) => row.price, 'desc'],
  reviews: [(row) => row.rateRatio ?? -1, 'desc'],
  ending: [(row) => row.endTime?.getTime() ?? Number.POSITIVE_INFINITY, 'asc'],
  bids: [(row) => row.bidCount ?? -1, 'desc'],
}

let database: DatabaseHandle
const rows = new Map<BrowsableMarket, Row[]>()

beforeAll(async () => {
  database = await freshDatabase()
  for (const market of BROWSABLE_MARKETS) {
    const all = await database.db.select().from(marketItems).where(eq(marketItems.market, market))
    // Auctions that have ended are not listed.
    rows.set(
      market,
      all.filter((row) => market !== 'yahoo-auction' || (row.endTime ?? NOW) > NOW),
    )
  }
})
afterAll(() => database?.close())

const cases = BROWSABLE_MARKETS.flatMap((market) =>
  MARKET_FILTERS[market].flatMap((filter) =>
    filter.options.map((option) => [market, filter.key, option.value] as const),
  ),
)

describe('the mirror lists what each filter keeps', () => {
  test.each(cases)('%s, %s:%s', async (market, key, value) => {
    const adapter = mirrorAdapter({ db: database.db, market, now: () => NOW })
    const sort = MARKET_SORTS[market][0]?.value ?? 'newest'
    const list = await adapter.list(
      { page: 1, sort, filters: { [key]: value } },
      new AbortController().signal,
    )
    const kept = (rows.get(market) ?? []).filter(keeps(key, value))
    const ids = new Set(kept.map((row) => row.id))
    expect(list.items.every((item) => ids.has(item.id))).toBe(true)
    expect(list.items).toHaveLength(Math.min(MARKET_PAGE_SIZE, kept.length))
    expect(list.pagination.is_allow_next).toBe(kept.length > MARKET_PAGE_SIZE)
    const [keyOf, direction] = SORT_KEYS[sort] ?? []
    if (!keyOf) throw new Error(`no sort ${sort}`)
    const byId = new Map(kept.map((row) => [row.id, keyOf(row)]))
    const order = list.items.map((item) => byId.get(item.id) ?? Number.NaN)
    expect(order).toEqual(order.toSorted((a, b) => (direction === 'asc' ? a - b : b - a)))
  })

  test('the demo has items for most filter choices, so the cases above are not all empty', async () => {
    let found = 0
    for (const [market, key, value] of cases) {
      if ((rows.get(market) ?? []).some(keeps(key, value))) found += 1
    }
    expect(found).toBeGreaterThan(cases.length * 0.8)
  })

  test('two filters at once keep what both keep, in either order of the query', async () => {
    const adapter = mirrorAdapter({ db: database.db, market: 'mercari', now: () => NOW })
    const both = (filters: Record<string, string>) =>
      adapter.list({ page: 1, sort: 'price_asc', filters }, new AbortController().signal)
    const one = await both({ price: '500-2500', shipping: 'free' })
    const other = await both({ shipping: 'free', price: '500-2500' })
    expect(other).toEqual(one)
    const kept = (rows.get('mercari') ?? []).filter(
      (row) => keeps('price', '500-2500')(row) && keeps('shipping', 'free')(row),
    )
    expect(one.items.map((item) => item.id).sort()).toEqual(
      kept
        .toSorted((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1))
        .slice(0, MARKET_PAGE_SIZE)
        .map((row) => row.id)
        .sort(),
    )
  })
})

// An item's JSON is written by PostgreSQL (the adapter's cardOf): each field here is worked out
// again from the rows, as §3 Other-market product item says it.
describe('an item as the mirror writes it', () => {
  async function expected(market: BrowsableMarket, row: Row, long: boolean) {
    const [seller] = row.sellerId
      ? await database.db
          .select()
          .from(marketSellers)
          .where(and(eq(marketSellers.market, market), eq(marketSellers.id, row.sellerId)))
      : []
    const categories = await database.db
      .select()
      .from(marketCategories)
      .where(eq(marketCategories.market, market))
    const byId = new Map(categories.map((category) => [category.id, category]))
    const path = []
    for (let at = byId.get(row.categoryId ?? ''); at; at = byId.get(at.parentId ?? '')) {
      path.unshift({ id: at.id, lang: at.name })
    }
    const off = row.initialPrice !== null && row.initialPrice > row.price
    return {
      id: row.id,
      name: row.name,
      names: row.names,
      price: row.price,
      initial_price: row.initialPrice,
      discount:
        off && row.initialPrice !== null
          ? {
              price: row.initialPrice - row.price,
              percent: Math.ceil((100 * (row.initialPrice - row.price)) / row.initialPrice),
            }
          : null,
      image_uri: row.images[0] ?? '',
      image_list: row.images,
      label: row.label,
      url: row.url,
      shop: seller
        ? {
            id: seller.id,
            name: seller.name,
            image_uri: seller.imageUri,
            rate: seller.rateRatio === null ? null : { ratio: seller.rateRatio },
          }
        : null,
      sale_status: row.saleStatus,
      product_condition: row.productCondition,
      delivery: row.delivery,
      categories: path,
      description_html: long ? row.descriptionHtml : null,
      description_text: long ? row.descriptionText : null,
      variants: row.variants,
      size: row.sizes,
      rate:
        row.rateRatio === null
          ? null
          : { count: row.rateCount, ratio: row.rateRatio, comments: long ? row.comments : [] },
      is_sold_out: row.isSoldOut,
      end_time: row.endTime === null ? null : Math.floor(row.endTime.getTime() / 1000),
      quick_decision_price: row.quickDecisionPrice,
      bid_count: row.bidCount,
      delivery_detail:
        row.deliveryText === null ? null : { estimated_delivery_time_text: row.deliveryText },
      origin: row.origin,
      weight_g: row.weightG ?? byId.get(row.categoryId ?? '')?.defaultWeightG ?? null,
    }
  }

  test.each([...BROWSABLE_MARKETS])('%s: a list’s items and an item’s detail', async (market) => {
    const adapter = mirrorAdapter({ db: database.db, market, now: () => NOW })
    const signal = new AbortController().signal
    const byId = new Map((rows.get(market) ?? []).map((row) => [row.id, row]))
    // The dearest and the cheapest: discounts, auctions' end times and sellers of every kind.
    for (const sort of ['price_desc', 'price_asc']) {
      const list = await adapter.list({ page: 1, sort }, signal)
      expect(list.items.length).toBeGreaterThan(0)
      for (const item of list.items) {
        const row = byId.get(item.id)
        if (!row) throw new Error(`no row ${item.id}`)
        expect(item).toStrictEqual(await expected(market, row, false))
      }
    }
    const some = [...byId.values()].filter((row) => row.rateRatio !== null).slice(0, 3)
    for (const row of [...some, ...[...byId.values()].slice(-2)]) {
      expect(await adapter.detail(row.id, signal)).toStrictEqual(await expected(market, row, true))
    }
  })

  test('the list’s JSON text is its list', async () => {
    const adapter = mirrorAdapter({ db: database.db, market: 'mercari', now: () => NOW })
    const signal = new AbortController().signal
    const query = { page: 2, sort: 'price_asc', filters: { shipping: 'free' } }
    const text = await adapter.listJson?.(query, signal)
    expect(JSON.parse(text ?? 'null')).toStrictEqual(await adapter.list(query, signal))
  })
})
