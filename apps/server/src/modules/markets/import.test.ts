import { readFile } from 'node:fs/promises'
import { BROWSABLE_MARKETS, MarketItem } from '@kaimono/contracts'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshDatabase } from '../../../test/db.ts'
import {
  catalogueFeed,
  emptyMarkets,
  feedCategory,
  feedItem,
  feedSeller,
  importLines,
  jsonLines,
} from '../../../test/market-feed.ts'
import type { DatabaseHandle } from '../../platform/db/index.ts'
import type { MarketQuery } from './adapter.ts'
import { mirrorAdapter } from './adapters/mirror.ts'
import { FeedRejected, importFeed } from './import.ts'
import { marketCategories, marketItems, marketSellers } from './schema.ts'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await freshDatabase()
  await emptyMarkets(handle.db, BROWSABLE_MARKETS)
})
afterAll(async () => {
  await handle?.close()
})

const signal = new AbortController().signal
const itemsOf = async (market: string) =>
  (
    await handle.db.select({ n: count() }).from(marketItems).where(eq(marketItems.market, market))
  )[0]?.n
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('the feed was accepted')
    },
    (error: unknown) => error as FeedRejected,
  )

describe('a good feed', () => {
  test('brings its categories, sellers and items, read back by the mirror as §3 items', async () => {
    const report = await importLines(handle.db, 'mercari', [
      ...catalogueFeed('mercari', 12),
      feedItem('mercari', 'script', {
        name: 'ナイキ エアマックス',
        names: { vi: 'Giày Nike Air Max đẹp', en: 'Nike Air Max' },
        brand: 'NIKE',
        category_id: 'totes',
        description_html:
          '<p onclick="steal()">本物<script>alert(1)</script><img src="javascript:x"></p>',
        end_time: '2030-01-02T03:04:05+09:00',
      }),
    ])
    expect(report).toEqual({ inserted: 13, updated: 0, categories: 4, sellers: 2 })

    const mercari = mirrorAdapter({ db: handle.db, market: 'mercari' })
    const item = await mercari.detail('script', signal)
    expect(MarketItem.parse(item)).toEqual(item)
    expect(item).toMatchObject({
      name: 'ナイキ エアマックス',
      names: { ja: 'ナイキ エアマックス', vi: 'Giày Nike Air Max đẹp', en: 'Nike Air Max' },
      shop: { id: 'store-a', name: 'ストア store-a', rate: { ratio: 4.5 } },
      categories: [{ id: 'fashion' }, { id: 'bags' }, { id: 'totes' }],
      description_html: '<p>本物<img /></p>',
      end_time: Date.UTC(2030, 0, 1, 18, 4, 5) / 1000,
    })
    const [row] = await handle.db
      .select({ root: marketItems.categoryRoot, search: marketItems.searchText })
      .from(marketItems)
      .where(and(eq(marketItems.market, 'mercari'), eq(marketItems.id, 'script')))
    expect(row).toEqual({
      root: 'fashion',
      search: 'ナイキ エアマックス ナイキ エアマックス giay nike air max dep nike air max nike',
    })
    // Found by words in any language, accents and case folded.
    const found = await mercari.list({ page: 1, search: 'GIÀY nike' }, signal)
    expect(found.items.map((one) => one.id)).toEqual(['script'])
    expect(await mercari.sellerReview('store-b', signal)).toEqual({
      good: 10,
      normal: 5,
      bad: 5,
      good_rate_percent: 50,
    })
  })

  test('blank lines are skipped; end times are ISO or epoch seconds', async () => {
    const lines = jsonLines([
      feedItem('yahoo-auction', 'a1', { end_time: 1_900_000_000, seller_id: null }),
    ])
    const report = await importFeed({ db: handle.db }, 'yahoo-auction', ['', ...lines, '   '])
    expect(report).toMatchObject({ inserted: 1, updated: 0 })
    const item = await mirrorAdapter({ db: handle.db, market: 'yahoo-auction' }).detail(
      'a1',
      signal,
    )
    expect(item?.end_time).toBe(1_900_000_000)
  })
})

test('the documented example (docs/market-feed.md) imports as the document says', async () => {
  const example = new URL('../../../../../docs/examples/market-feed.jsonl', import.meta.url)
  // Read whole (the command line's reading is tested in cli/market-import.test.ts).
  const lines = (await readFile(example, 'utf8')).split('\n')
  const report = await importFeed({ db: handle.db }, 'yodobashi', lines)
  expect(report).toEqual({ inserted: 4, updated: 0, categories: 5, sellers: 2 })
  const shop = mirrorAdapter({ db: handle.db, market: 'yodobashi' })
  const found = async (query: Omit<MarketQuery, 'page'>) =>
    (await shop.list({ page: 1, ...query }, signal)).items.map((item) => item.id).sort()
  const bags = ['m30917755820', 'm48213377761', 'm51820094413']
  expect(await found({ category: 'ladies' })).toEqual(bags)
  expect(await found({ category: 'ladies-bags' })).toEqual(bags)
  expect(await found({ search: 'porter' })).toEqual(['m48213377761'])
  expect(await found({ search: 'túi tote' })).toEqual(bags)
  expect(await found({ search: 'tui TOTE' })).toEqual(bags)
  const porter = await shop.detail('m48213377761', signal)
  expect(porter?.description_html).toBe(
    '<p>数回使用しました。<strong>目立った傷はありません。</strong></p>',
  )
})

describe('a bad line', () => {
  test('is reported with its number and field, and nothing of the feed is kept', async () => {
    // More good lines than a batch before the bad ones: written, then rolled back.
    const good = Array.from({ length: 620 }, (_, n) => feedItem('paypay', `p${n}`))
    const lines = [
      feedSeller('store-a'),
      ...good,
      feedItem('paypay', 'cheap', { price: 12.5 }),
      feedItem('paypay', 'pic', { images: ['http://img.example.jp/a.png'] }),
      feedItem('paypay', 'lost', { category_id: 'nowhere' }),
      { type: 'brand', id: 'x' },
      feedItem('paypay', 'p3'),
    ]
    const error = await refusal(
      importFeed({ db: handle.db }, 'paypay', [...jsonLines(lines), '{"id": "torn"']),
    )
    expect(error).toBeInstanceOf(FeedRejected)
    expect(error.problems).toEqual([
      'line 622: price: expected a whole number of yen',
      'line 623: images.0: expected an https address or a /media/ path',
      'line 624: category_id: no category "nowhere" in this market (give its line first)',
      'line 625: type: expected "category", "seller", or none for an item',
      'line 626: id: "p3" is already on line 5',
      expect.stringMatching(/^line 627: not JSON/),
    ])
    expect(error.message).toMatch(/^nothing imported, 6 bad lines:\nline 622: price: /)
    expect(await itemsOf('paypay')).toBe(0)
    const sellers = await handle.db
      .select()
      .from(marketSellers)
      .where(eq(marketSellers.market, 'paypay'))
    expect(sellers).toEqual([])
  })

  test('an unknown market is refused', async () => {
    const error = await refusal(importLines(handle.db, 'ebay' as never, [feedItem('mercari', 'x')]))
    expect(error.message).toMatch(/unknown market "ebay": one of yahoo-auction, mercari/)
  })
})

describe('a re-import', () => {
  test('updates prices and sold out, keeps when an item was listed, and counts both', async () => {
    const first = await importLines(handle.db, 'rakuma', [
      feedItem('rakuma', 'r1', { price: 3_000, created_at: '2026-01-05T00:00:00Z' }),
      feedItem('rakuma', 'r2', { price: 4_000 }),
    ])
    expect(first).toMatchObject({ inserted: 2, updated: 0 })
    const again = await importLines(handle.db, 'rakuma', [
      feedItem('rakuma', 'r1', { price: 2_500, sale_status: ['sold_out'] }),
      feedItem('rakuma', 'r3', { price: 1_000 }),
      feedItem('rakuma', 'r2', { price: 4_200, is_sold_out: false }),
    ])
    expect(again).toEqual({ inserted: 1, updated: 2, categories: 0, sellers: 0 })
    const rows = await handle.db
      .select({
        id: marketItems.id,
        price: marketItems.price,
        soldOut: marketItems.isSoldOut,
        created: marketItems.createdAt,
      })
      .from(marketItems)
      .where(eq(marketItems.market, 'rakuma'))
      .orderBy(marketItems.id)
    expect(rows.map(({ id, price, soldOut }) => [id, price, soldOut])).toEqual([
      ['r1', 2_500, true],
      ['r2', 4_200, false],
      ['r3', 1_000, false],
    ])
    expect(rows[0]?.created.toISOString()).toBe('2026-01-05T00:00:00.000Z')
  })
})

describe('category and seller lines', () => {
  test('a category names a parent given before it or already kept; a loop is refused', async () => {
    await importLines(handle.db, 'hardoff', [feedCategory('audio'), feedCategory('amps', 'audio')])
    const error = await refusal(
      importLines(handle.db, 'hardoff', [
        feedCategory('tubes', 'amps'),
        feedCategory('speakers', 'cabinets'),
        feedCategory('audio', 'tubes'),
      ]),
    )
    expect(error.problems).toEqual([
      'line 2: parent_id: no category "cabinets" in this market (give its line first)',
      'line 3: parent_id: "tubes" is under "audio": a category cannot be its own ancestor',
    ])
  })

  test('moving a category moves its items to its new root', async () => {
    await importLines(handle.db, 'hardoff', [
      feedCategory('guitars'),
      feedCategory('effects', 'guitars'),
      feedItem('hardoff', 'pedal', { category_id: 'effects', product_condition: ['B'] }),
    ])
    const report = await importLines(handle.db, 'hardoff', [
      feedCategory('effects', 'amps', { name: { ja: 'エフェクター', vi: 'Phơ', en: 'Effects' } }),
    ])
    expect(report.categories).toBe(1)
    const tree = await handle.db
      .select({ id: marketCategories.id, root: marketCategories.rootId })
      .from(marketCategories)
      .where(eq(marketCategories.market, 'hardoff'))
      .orderBy(marketCategories.id)
    expect(tree).toContainEqual({ id: 'effects', root: 'audio' })
    const item = await mirrorAdapter({ db: handle.db, market: 'hardoff' }).detail('pedal', signal)
    expect(item?.categories.map((category) => category.id)).toEqual(['audio', 'amps', 'effects'])
    const [row] = await handle.db
      .select({ root: marketItems.categoryRoot })
      .from(marketItems)
      .where(and(eq(marketItems.market, 'hardoff'), eq(marketItems.id, 'pedal')))
    expect(row?.root).toBe('audio')
  })

  test('a seller line replaces the seller kept', async () => {
    await importLines(handle.db, 'nike', [feedSeller('nike-store', { good: 1, bad: 1 })])
    const report = await importLines(handle.db, 'nike', [
      feedSeller('nike-store', { good: 9, bad: 1, normal: 0 }),
    ])
    expect(report).toEqual({ inserted: 0, updated: 0, categories: 0, sellers: 1 })
    const review = await mirrorAdapter({ db: handle.db, market: 'nike' }).sellerReview(
      'nike-store',
      signal,
    )
    expect(review).toEqual({ good: 9, normal: 0, bad: 1, good_rate_percent: 90 })
  })
})
