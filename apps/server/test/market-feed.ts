import type { BrowsableMarket } from '@kaimono/contracts'
import { inArray } from 'drizzle-orm'
import { type FeedReport, importFeed } from '../src/modules/markets/index.ts'
import { marketCategories, marketItems, marketSellers } from '../src/modules/markets/schema.ts'
import type { Database } from '../src/platform/db/index.ts'

// Market feeds for tests (docs/market-feed.md): lines built here, imported through importFeed,
// so every market test reads data the way the mirror is filled, not the demo seed.

export type FeedLine = Record<string, unknown>

/** A category line, named in every language. */
export const feedCategory = (
  id: string,
  parentId: string | null = null,
  over: FeedLine = {},
): FeedLine => ({
  type: 'category',
  id,
  parent_id: parentId,
  name: { ja: `カテゴリー ${id}`, vi: `Danh mục ${id}`, en: `Category ${id}` },
  ...over,
})

/** A seller line with its ratings. */
export const feedSeller = (id: string, over: FeedLine = {}): FeedLine => ({
  type: 'seller',
  id,
  name: `ストア ${id}`,
  image_uri: `/media/markets/sellers/${id}.png`,
  description: `${id} の出品です`,
  identity_verification: true,
  rate: { ratio: 4.5, max_ratio: 5 },
  good: 90,
  normal: 8,
  bad: 2,
  ...over,
})

/** An item's id and address as its market names them: Rakuten `shop:code`, Yahoo `store_code`. */
export function marketItemKey(market: BrowsableMarket, seller: string, code: string) {
  if (market === 'rakuten') {
    return { id: `${seller}:${code}`, url: `https://item.rakuten.co.jp/${seller}/${code}/` }
  }
  if (market === 'yahoo') {
    return {
      id: `${seller}_${code}`,
      url: `https://store.shopping.yahoo.co.jp/${seller}/${code}.html`,
    }
  }
  return { id: code, url: `https://market.example.jp/${market}/${code}` }
}

/** An item line: a Japanese name with translations, a price, a picture, its address. */
export function feedItem(
  market: BrowsableMarket,
  code: string,
  over: FeedLine = {},
  seller = 'store-a',
): FeedLine {
  return {
    ...marketItemKey(market, seller, code),
    name: `テスト商品 ${code}`,
    names: { vi: `Sản phẩm ${code}`, en: `Test item ${code}` },
    price: 1_000,
    images: [`/media/markets/${market}/${code}.png`],
    seller_id: seller,
    ...over,
  }
}

const DAY_S = 86_400
export const CATALOGUE_ROOTS = ['fashion', 'home'] as const

/**
 * A small catalogue of one market: two roots, `fashion` → `bags` → `totes` and `home`; sellers
 * `store-a` and `store-b`; `count` items with distinct prices (item n costs 100·n + 1,000 yen,
 * listed n days ago), every fifth sold out, auctions ending after now.
 */
export function catalogueFeed(market: BrowsableMarket, count = 35): FeedLine[] {
  const leaves = ['totes', 'bags', 'home']
  const now = Math.floor(Date.now() / 1000)
  const items = Array.from({ length: count }, (_, index) => {
    const n = index + 1
    const code = `item-${String(n).padStart(3, '0')}`
    const soldOut = n % 5 === 0
    return feedItem(
      market,
      code,
      {
        price: 1_000 + 100 * n,
        initial_price: n % 3 === 0 ? 2_000 + 100 * n : null,
        category_id: leaves[n % leaves.length],
        brand: n % 2 === 0 ? 'Kaimono Test' : null,
        sale_status: soldOut ? ['sold_out'] : ['on_sale'],
        product_condition: ['like_new'],
        delivery: n % 4 === 0 ? ['free_shipping'] : [],
        description_html: `<p>説明 ${code}</p>`,
        rate: { count: n, ratio: 3 + (n % 3), comments: [`コメント ${code}`] },
        created_at: now - n * DAY_S,
        ...(market === 'yahoo-auction'
          ? { end_time: now + n * DAY_S, bid_count: n % 7, quick_decision_price: 5_000 + n }
          : {}),
      },
      n % 2 === 0 ? 'store-b' : 'store-a',
    )
  })
  return [
    feedCategory('fashion'),
    feedCategory('bags', 'fashion'),
    feedCategory('totes', 'bags'),
    feedCategory('home'),
    feedSeller('store-a'),
    feedSeller('store-b', { good: 10, normal: 5, bad: 5, rate: { ratio: 3.2, max_ratio: 5 } }),
    ...items,
  ]
}

export const jsonLines = (lines: readonly FeedLine[]): string[] =>
  lines.map((line) => JSON.stringify(line))

/** Imports `lines` into the market's mirror, as `npm run market:import` does. */
export function importLines(
  db: Database,
  market: BrowsableMarket,
  lines: readonly FeedLine[],
): Promise<FeedReport> {
  return importFeed({ db }, market, jsonLines(lines))
}

/** Leaves the markets' mirror empty: a test's counts are of its own feed, not the demo seed's. */
export async function emptyMarkets(db: Database, markets: readonly BrowsableMarket[]) {
  for (const table of [marketItems, marketSellers, marketCategories]) {
    await db.delete(table).where(inArray(table.market, [...markets]))
  }
}
