import {
  BROWSABLE_MARKETS,
  type BrowsableMarket,
  MARKET_FILTERS,
  MARKET_SORTS,
} from '@kaimono/contracts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshDatabase } from '../../../test/db.ts'
import { changed } from '../../platform/changes.ts'
import type { DatabaseHandle } from '../../platform/db/index.ts'
import type { MarketQuery } from './adapter.ts'
import { mirrorAdapter } from './adapters/mirror.ts'
import { Bits, marketListsOf, prepareMarketLists, searchListsOf } from './list-index.ts'

// A market's lists in this process answer what the SQL answers: every sort with every filter
// choice, every category, searches, and queries drawn at random of all of these and pages, asked of each
// market before its lists are built (read by SQL) and after (found in the lists).

const NOW = new Date()
const signal = new AbortController().signal

/** A small seeded generator (mulberry32): the same queries on every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

async function queriesOf(market: BrowsableMarket): Promise<MarketQuery[]> {
  const adapter = mirrorAdapter({ db: database.db, market, now: () => NOW })
  const categories = (await adapter.categories(signal)).map((category) => category.id)
  const sorts = MARKET_SORTS[market].map((sort) => sort.value)
  const filters = [
    undefined,
    ...MARKET_FILTERS[market].flatMap((filter) =>
      filter.options.map((option) => ({ [filter.key]: option.value })),
    ),
  ]
  const queries: MarketQuery[] = []
  for (const sort of sorts) {
    for (const filter of filters)
      queries.push({ page: 1, sort, ...(filter && { filters: filter }) })
  }
  // Searches (found, once the lists are built, among the words' items of every market read at
  // once: searchListsOf): words of the market's own items, and words most markets have, in every
  // sort, on two pages, in a category, with a filter.
  const { items } = await adapter.list({ page: 1, sort: 'price_desc' }, signal)
  const words = [
    ...items
      .slice(0, 3)
      .map((item) => (item.names?.en ?? item.name).split(' ').slice(0, 2).join(' ')),
    'black',
    'kem',
    'zzqqxx-nothing',
  ]
  for (const [n, search] of words.entries()) {
    for (const sort of sorts) queries.push({ page: 1 + (n % 2), search, sort })
    queries.push({ page: 1, search, category: categories[n % categories.length] })
    const filter = filters[1 + (n % (filters.length - 1))]
    if (filter) queries.push({ page: 1, search, filters: filter })
  }
  // Filters of other markets: read by SQL where the lists keep no column for them.
  const others: Record<string, string>[] = [
    { discount: '10' },
    { reviews: '4' },
    { status: 'new' },
    { rank: 'A' },
  ]
  for (const filters of others) {
    queries.push({ page: 1, filters })
  }
  for (const category of [...categories, 'no-such-category']) {
    queries.push({ page: 1, category }, { page: 2, category })
  }
  const next = random(market.length)
  const pick = <T>(from: readonly T[]) => from[Math.floor(next() * from.length)] as T
  for (let n = 0; n < 40; n++) {
    const [one, two] = [pick(filters), pick(filters)]
    queries.push({
      page: 1 + Math.floor(next() * 4),
      sort: pick(sorts),
      ...(next() < 0.7 && { category: pick(categories) }),
      ...((one || two) && { filters: { ...one, ...two } }),
    })
  }
  return queries
}

let database: DatabaseHandle
const bySql = new Map<BrowsableMarket, { query: MarketQuery; text: string }[]>()

beforeAll(async () => {
  database = await freshDatabase()
  for (const market of BROWSABLE_MARKETS) {
    const adapter = mirrorAdapter({ db: database.db, market, now: () => NOW })
    const answers = []
    for (const query of await queriesOf(market)) {
      answers.push({ query, text: (await adapter.listJson?.(query, signal)) ?? '' })
    }
    bySql.set(market, answers)
  }
  await prepareMarketLists(database.db)
  // A waiting limit, not a measurement: about 900 SQL reads of every market, which took over a
  // minute on 2 cores while another test run shared them.
}, 300_000)
afterAll(() => database?.close())

describe('a market’s lists in this process', () => {
  test.each([...BROWSABLE_MARKETS])('%s: every page as SQL reads it', async (market) => {
    expect(marketListsOf(database.db, market)?.count).toBeGreaterThan(0)
    const adapter = mirrorAdapter({ db: database.db, market, now: () => NOW })
    const answers = bySql.get(market) ?? []
    expect(answers.length).toBeGreaterThan(50)
    let items = 0
    for (const { query, text } of answers) {
      const found = (await adapter.listJson?.(query, signal)) ?? ''
      expect({ query, list: JSON.parse(found) }).toStrictEqual({ query, list: JSON.parse(text) })
      items += JSON.parse(found).items.length
    }
    // Not all empty pages: the lists are compared on what they hold.
    expect(items).toBeGreaterThan(answers.length * 5)
  })

  test('a search’s items are read once for every market, and kept by its words', async () => {
    const found = await searchListsOf(database.db, ['%kem%'])
    const markets = [...(found?.keys() ?? [])]
    expect(markets.length).toBeGreaterThan(3)
    // Each market's share holds only its own matching items, in its sorts.
    for (const market of markets) {
      const lists = found?.get(market)
      const adapter = mirrorAdapter({ db: database.db, market, now: () => NOW })
      const all = JSON.parse((await adapter.listJson?.({ page: 1, search: 'kem' }, signal)) ?? '')
      // (An auction that has ended is not listed: Yahoo! Auctions' may list fewer.)
      const expected = Math.min(30, lists?.count ?? 0)
      if (market === 'yahoo-auction') expect(all.items.length).toBeLessThanOrEqual(expected)
      else expect(all.items.length).toBe(expected)
    }
    expect(await searchListsOf(database.db, ['%kem%'])).toBe(found)
  })

  test('past the items kept, the least recently asked searches go, not the newest', async () => {
    const items = (lists: Awaited<ReturnType<typeof searchListsOf>>) =>
      [...(lists?.values() ?? [])].reduce((sum, one) => sum + one.count, 0)
    const ask = (word: string, most?: number) => searchListsOf(database.db, [`%${word}%`], most)
    changed(database.db)
    const sizes = { black: items(await ask('black')), white: items(await ask('white')) }
    const bag = items(await ask('bag'))
    expect(Math.min(sizes.black, sizes.white, bag)).toBeGreaterThan(0)
    changed(database.db)
    const most = sizes.black + bag
    const black = await ask('black', most)
    const white = await ask('white', most)
    expect(await ask('black', most)).toBe(black)
    // Over the bound: white, the least recently asked, goes; black and the newest stay.
    const third = await ask('bag', most)
    expect(await ask('bag', most)).toBe(third)
    expect(await ask('black', most)).toBe(black)
    expect(await ask('white', most)).not.toBe(white)
    await prepareMarketLists(database.db)
  })

  test('a change of the database forgets them until they are built again', async () => {
    changed(database.db)
    expect(marketListsOf(database.db, 'mercari')).toBeUndefined()
    await prepareMarketLists(database.db)
    expect(marketListsOf(database.db, 'mercari')?.count).toBeGreaterThan(0)
  })
})

describe('bits of words', () => {
  test('a word no item has is 0; past 32 words, an unknown word cannot be told', () => {
    const bits = new Bits()
    expect(bits.add('new')).toBe(1)
    expect(bits.add('used')).toBe(2)
    expect(bits.add('new')).toBe(1)
    expect(bits.bitOf('used')).toBe(2)
    expect(bits.bitOf('broken')).toBe(0)
    for (let n = 0; n < 40; n++) bits.add(`word${n}`)
    expect(bits.bitOf('word29')).toBe(2 ** 31)
    expect(bits.bitOf('word30')).toBeUndefined()
    expect(bits.bitOf('used')).toBe(2)
  })
})
