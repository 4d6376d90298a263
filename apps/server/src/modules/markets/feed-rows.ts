import type { BrowsableMarket, MarketFeedItem, MarketFeedSeller } from '@kaimono/contracts'
import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../platform/db/index.ts'
import { sanitizeHtml } from '../../platform/html/index.ts'
import { fold } from '../catalog/index.ts'
import { namesOf } from './adapters/mirror.ts'
import { marketItems, marketSellers } from './schema.ts'

export type ItemInsert = typeof marketItems.$inferInsert
export type SellerInsert = typeof marketSellers.$inferInsert

/** An item line as the mirror keeps it: names in every language, HTML sanitised, names folded. */
export function itemRow(
  market: BrowsableMarket,
  line: MarketFeedItem,
  categoryRoot: string | null,
): ItemInsert {
  const names = namesOf(line.name, line.names)
  return {
    market,
    id: line.id,
    name: line.name,
    names,
    price: line.price,
    initialPrice: line.initial_price ?? null,
    images: line.images,
    label: line.label ?? null,
    url: line.url,
    sellerId: line.seller_id ?? null,
    categoryId: line.category_id ?? null,
    categoryRoot,
    brand: line.brand ?? null,
    saleStatus: line.sale_status,
    productCondition: line.product_condition,
    delivery: line.delivery,
    facets: line.facets,
    descriptionHtml: line.description_html == null ? null : sanitizeHtml(line.description_html),
    descriptionText: line.description_text ?? null,
    variants: line.variants,
    sizes: line.sizes,
    rateCount: line.rate?.count ?? 0,
    rateRatio: line.rate?.ratio ?? null,
    comments: line.rate?.comments ?? [],
    // §4 Sold out: a sold_out status is an item that cannot be bought, unless the line says.
    isSoldOut: line.is_sold_out ?? line.sale_status.includes('sold_out'),
    endTime: line.end_time ?? null,
    quickDecisionPrice: line.quick_decision_price ?? null,
    bidCount: line.bid_count ?? null,
    deliveryText: line.delivery_text ?? null,
    origin: line.origin ?? null,
    weightG: line.weight_g ?? null,
    // What a search finds it by (mirror.ts folds the words the same way).
    searchText: fold([line.name, names.ja, names.vi, names.en, line.brand ?? ''].join(' ')),
    ...(line.created_at ? { createdAt: line.created_at } : {}),
  }
}

export function sellerRow(market: BrowsableMarket, line: MarketFeedSeller): SellerInsert {
  return {
    market,
    id: line.id,
    name: line.name,
    imageUri: line.image_uri ?? null,
    description: line.description ?? null,
    identityVerification: line.identity_verification ?? false,
    rateRatio: line.rate?.ratio ?? null,
    maxRatio: line.rate?.max_ratio ?? 5,
    good: line.good ?? 0,
    normal: line.normal ?? 0,
    bad: line.bad ?? 0,
  }
}

/**
 * `set` of an upsert: every column takes the line's value except the key and those named in
 * `kept` (an item keeps when it was first listed); `updated_at` is now.
 */
function replaceAll(table: PgTable, kept: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (['market', 'id', ...kept].includes(key)) continue
    set[key] = key === 'updatedAt' ? sql`now()` : sql.raw(`excluded."${column.name}"`)
  }
  return set
}

const ITEM_SET = replaceAll(marketItems, ['createdAt'])
const SELLER_SET = replaceAll(marketSellers, [])

/** Upserts items on (market, id); how many were new and how many replaced a kept one. */
export async function upsertItems(tx: Database, rows: ItemInsert[]) {
  if (rows.length === 0) return { inserted: 0, updated: 0 }
  const written = await tx
    .insert(marketItems)
    .values(rows)
    .onConflictDoUpdate({ target: [marketItems.market, marketItems.id], set: ITEM_SET })
    // xmax is 0 on a row this statement inserted, the updating transaction's id on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` })
  const inserted = written.filter((row) => row.inserted).length
  return { inserted, updated: written.length - inserted }
}

export async function upsertSellers(tx: Database, rows: SellerInsert[]) {
  if (rows.length === 0) return
  await tx
    .insert(marketSellers)
    .values(rows)
    .onConflictDoUpdate({ target: [marketSellers.market, marketSellers.id], set: SELLER_SET })
}
