import { type BrowsableMarket, MARKET_PAGE_SIZE, type MarketItem } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { memoryCache } from '../../platform/shared-cache.ts'
import type { MarketAdapter, MarketQuery } from './adapter.ts'
import { guardedAdapter } from './guarded.ts'
import { marketsParam, searchMarkets } from './search.ts'
import type { Markets } from './service.ts'

// The fan-out alone, over adapters of this test behind the real guard: one answers, one fails,
// one hangs until its signal aborts (a timeout of 50 ms), one is slow but in time.

const item = (id: string, price: number) => ({ id, price }) as MarketItem

/** An adapter whose lists are `pages` (a page's items by its number), asked pages recorded. */
function listing(pages: MarketItem[][], wait?: (signal: AbortSignal) => Promise<void>) {
  const asked: MarketQuery[] = []
  const adapter = {
    list: async (query: MarketQuery, signal: AbortSignal) => {
      asked.push(query)
      await wait?.(signal)
      return {
        items: pages[query.page - 1] ?? [],
        sub_categories: [],
        suggest_categories: [],
        pagination: { page: query.page, is_allow_next: query.page < pages.length },
      }
    },
  } as unknown as MarketAdapter
  return { adapter, asked }
}

const GUARD = { timeoutMs: 50, failuresToOpen: 100, openMs: 1_000 }

function marketsOf(adapters: Partial<Record<BrowsableMarket, MarketAdapter>>): Markets {
  const readers = new Map(
    Object.entries(adapters).map(([market, adapter]) => [
      market,
      guardedAdapter(
        { id: market, name: market },
        adapter,
        memoryCache({ maxEntries: 100 }),
        GUARD,
      ),
    ]),
  )
  return {
    reader: (market: string) => {
      const reader = readers.get(market)
      if (!reader) throw new Error(`no reader for ${market}`)
      return reader
    },
  } as unknown as Markets
}

const page = (prefix: string, count: number, price: (n: number) => number) =>
  Array.from({ length: count }, (_, n) => item(`${prefix}${n}`, price(n)))

test('a market that hangs is given up on at its timeout and named; one that fails too', async () => {
  let aborted = false
  const mercari = listing([page('m', 30, (n) => 100 + n * 10), page('m2-', 5, () => 900)])
  const amazon = listing([page('a', 3, (n) => 105 + n * 10)], async () => {
    await new Promise((resolve) => setImmediate(resolve))
  })
  const nike = listing([page('n', 3, () => 1)], (signal) => {
    return new Promise((_, reject) =>
      signal.addEventListener('abort', () => {
        aborted = true
        reject(signal.reason)
      }),
    )
  })
  const hardoff = {
    list: async () => {
      throw new Error('HTTP 502')
    },
  } as unknown as MarketAdapter
  const markets = marketsOf({
    mercari: mercari.adapter,
    amazon: amazon.adapter,
    nike: nike.adapter,
    hardoff,
  })
  const found = await searchMarkets(markets, {
    query: 'kem',
    page: 1,
    sort: 'price_asc',
    markets: ['mercari', 'amazon', 'nike', 'hardoff'],
  })
  expect(aborted).toBe(true)
  expect(found.partial).toBe(true)
  expect(found.missing).toEqual(['nike', 'hardoff'])
  expect(found.found).toEqual(['mercari', 'amazon'])
  // By price across both: 100 (m0), 105 (a0), 110 (m1), 115 (a1), …
  expect(found.items.slice(0, 4).map((one) => [one.shop_id, one.id])).toEqual([
    ['mercari', 'm0'],
    ['amazon', 'a0'],
    ['mercari', 'm1'],
    ['amazon', 'a1'],
  ])
  expect(found.items).toHaveLength(MARKET_PAGE_SIZE)
  expect(found.pagination).toEqual({ page: 1, is_allow_next: true })
  expect(mercari.asked).toEqual([{ search: 'kem', page: 1, sort: 'price_asc' }])
})

test('page n reads each market’s first n pages, at once, and goes on where page n-1 stopped', async () => {
  const mercari = listing([page('m', 30, (n) => n * 2), page('m2-', 30, (n) => 60 + n * 2)])
  const amazon = listing([page('a', 30, (n) => n * 2 + 1), page('a2-', 10, (n) => 61 + n * 2)])
  const markets = marketsOf({ mercari: mercari.adapter, amazon: amazon.adapter })
  const options = {
    query: 'kem',
    sort: 'price_asc' as const,
    markets: ['mercari', 'amazon'] as BrowsableMarket[],
  }
  const first = await searchMarkets(markets, { ...options, page: 1 })
  const second = await searchMarkets(markets, { ...options, page: 2 })
  const third = await searchMarkets(markets, { ...options, page: 3 })
  const prices = [...first.items, ...second.items, ...third.items].map((one) => one.price)
  // Both markets' prices below 80, then Mercari's even ones: all in one order, none twice.
  const all = [
    ...Array.from({ length: 80 }, (_, n) => n),
    ...Array.from({ length: 20 }, (_, n) => 80 + 2 * n),
  ]
  expect(prices).toEqual(all.slice(0, 90))
  // Each market's page once: its lists are the guard's cached ones.
  expect(mercari.asked.map((query) => query.page)).toEqual([1, 2, 3])
  const fourth = await searchMarkets(markets, { ...options, page: 4 })
  expect(fourth.items.map((one) => one.price)).toEqual(all.slice(90))
  expect(fourth.pagination.is_allow_next).toBe(false)
})

test('without a sort, each market in its own order, taken in turn', async () => {
  const markets = marketsOf({
    mercari: listing([page('m', 3, () => 5)]).adapter,
    rakuten: listing([page('r', 1, () => 1)]).adapter,
    amazon: listing([page('a', 2, () => 9)]).adapter,
  })
  const found = await searchMarkets(markets, {
    query: 'kem',
    page: 1,
    markets: ['mercari', 'rakuten', 'amazon'],
  })
  expect(found.items.map((one) => one.id)).toEqual(['m0', 'r0', 'a0', 'm1', 'a1', 'm2'])
  expect(found.partial).toBe(false)
})

test('the markets parameter keeps the markets it names', () => {
  expect(marketsParam('mercari, amazon,nosuch,,ecoring')).toEqual(['mercari', 'amazon'])
  expect(marketsParam(undefined)).toEqual([])
})
