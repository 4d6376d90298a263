import type { BrowsableMarket } from '@kaimono/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { MarketAdapter } from '../src/modules/markets/index.ts'
import { marketCategories, marketItems } from '../src/modules/markets/schema.ts'
import type { Database } from '../src/platform/db/index.ts'

/** An item a test puts in the mirror: what buying reads of it, the rest filled in. */
export type TestMarketItem = {
  market: BrowsableMarket
  id: string
  price: number
  name?: string
  names?: { vi: string; ja: string; en: string }
  soldOut?: boolean
  weightG?: number | null
  sizes?: { id: string; name: string }[]
  /** A category whose usual weight stands in when the item has none. */
  category?: { id: string; defaultWeightG: number }
  /** An auction's end. */
  endTime?: Date
  url?: string
}

/** Puts items in the market mirror (or changes them), as an import of a market's feed would. */
export async function putMarketItems(db: Database, items: readonly TestMarketItem[]) {
  for (const item of items) {
    if (item.category) {
      await db
        .insert(marketCategories)
        .values({
          market: item.market,
          id: item.category.id,
          rootId: item.category.id,
          name: { vi: 'Danh mục', ja: 'カテゴリ', en: 'Category' },
          defaultWeightG: item.category.defaultWeightG,
        })
        .onConflictDoNothing()
    }
    const name = item.name ?? `テスト商品 ${item.id}`
    const values = {
      market: item.market,
      id: item.id,
      name,
      names: item.names ?? { vi: `Sản phẩm ${item.id}`, ja: name, en: `Item ${item.id}` },
      price: item.price,
      images: [`/media/market/${item.market}/${item.id}.png`],
      url: item.url ?? `https://example.jp/${item.market}/${item.id}`,
      endTime: item.endTime ?? null,
      categoryId: item.category?.id ?? null,
      categoryRoot: item.category?.id ?? null,
      saleStatus: item.soldOut ? ['sold_out'] : ['on_sale'],
      productCondition: [],
      delivery: [],
      facets: [],
      sizes: item.sizes ?? [],
      isSoldOut: item.soldOut ?? false,
      weightG: item.weightG === undefined ? 800 : item.weightG,
      searchText: name,
    }
    await db
      .insert(marketItems)
      .values(values)
      .onConflictDoUpdate({
        target: [marketItems.market, marketItems.id],
        set: { ...values, updatedAt: sql`now()` },
      })
  }
}

/** Takes an item off its market's mirror: the market no longer has it. */
export async function removeMarketItem(db: Database, market: BrowsableMarket, id: string) {
  await db.delete(marketItems).where(and(eq(marketItems.market, market), eq(marketItems.id, id)))
}

/**
 * A market's adapter that a test can take down: while `state.down`, every call fails, as a
 * market that answers 500s does, and its guard answers the 503 naming the market.
 */
export function switchable(inner: MarketAdapter) {
  const state = { down: false }
  const up = async () => {
    if (state.down) throw new Error('the market is down (test)')
  }
  const adapter: MarketAdapter = {
    list: (...args) => up().then(() => inner.list(...args)),
    detail: (...args) => up().then(() => inner.detail(...args)),
    categories: (...args) => up().then(() => inner.categories(...args)),
    sellerShop: (...args) => up().then(() => inner.sellerShop(...args)),
    sellerReview: (...args) => up().then(() => inner.sellerReview(...args)),
  }
  return { adapter, state }
}
