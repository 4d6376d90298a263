import {
  type Lang,
  OWN_SHOPS,
  type OwnShop,
  type PopularBrand,
  type ProductCard,
} from '@kaimono/contracts'
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import { TtlCache } from '../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { productCategories, productCategoryLinks, products } from './schema.ts'
import { cardFields, productImageUrl, shopOf, toCategory } from './service.ts'

type ProductRow = typeof products.$inferSelect

/**
 * What a product sold lately weighs: its sales, halved for every 45 days since it changed. Its
 * order is that of the score's logarithm less what is the same for every product (now's part):
 * ln(sold) + ln(2) × (seconds of updated_at) / half-life. No power() and no now() per row: at
 * 1,000,000 products the score took 4.8 s, this a fraction of it.
 */
const TRENDING_HALF_LIFE_DAYS = 45
const trendScore = sql`ln(${products.soldCount}) + extract(epoch from ${products.updatedAt}) * ${Math.LN2 / (TRENDING_HALF_LIFE_DAYS * 86_400)}`
const discountRatio = sql`(${products.initialPrice} - ${products.price})::numeric / ${products.initialPrice}`

/** How each home row picks its products; every order ends on the id so that it is stable. */
export const PRODUCT_RULES = {
  trending: { where: gt(products.soldCount, 0), order: [desc(trendScore), desc(products.id)] },
  // As products_sold_idx has it (nulls last), so that the index serves the row.
  best_sellers: {
    where: undefined,
    order: [sql`${products.soldCount} desc nulls last`, sql`${products.id} desc nulls last`],
  },
  new_arrivals: { where: undefined, order: [desc(products.createdAt), desc(products.id)] },
  top_rated: {
    where: gt(products.reviewsCount, 0),
    order: [desc(products.star), desc(products.reviewsCount), desc(products.id)],
  },
  // §2 weekly sale "up to 50% off": discounted, by at most half (the ceiling of the percent,
  // §5, is at most 50 exactly when twice the price is at least the initial price).
  discount: {
    where: and(
      gt(products.initialPrice, products.price),
      sql`2 * ${products.price} >= ${products.initialPrice}`,
    ),
    order: [desc(discountRatio), desc(products.soldCount), desc(products.id)],
  },
} satisfies Record<string, { where: SQL | undefined; order: SQL[] }>
export type ProductRule = keyof typeof PRODUCT_RULES

/** A row's products with their categories, in any language. */
type Linked = { rows: ProductRow[]; links: CategoryLink[] }
type CategoryLink = { productId: number; category: typeof productCategories.$inferSelect }

/** The longest a row may be (§7 per_page and a home section's limit): what a rule reads. */
export const LONGEST_ROW = 24

// Each rule's products are read once for every language (the cards differ only in the words)
// and every length, and kept until the catalogue changes: at 1,000,000 products a rule reads
// the whole table.
const ruleRows = keptUntilChanged(
  () => new TtlCache<Linked>({ maxEntries: 100, ttlMs: KEPT_AT_MOST_MS }),
)

/** Product cards by a rule, of one shop or of both. */
export async function cardsByRule(
  { db, lang }: Pick<RequestContext, 'db' | 'lang'>,
  rule: ProductRule,
  limit: number,
  shop?: OwnShop,
): Promise<ProductCard[]> {
  const linked = await ruleRows.of(db).get(`${rule} ${shop ?? ''}`, async () => {
    const { where, order } = PRODUCT_RULES[rule]
    const rows = await db
      .select()
      .from(products)
      .where(and(where, shop ? eq(products.supplierId, OWN_SHOPS[shop]) : undefined))
      .orderBy(...order)
      .limit(LONGEST_ROW)
    return { rows, links: await linksOf(db, rows) }
  })
  return cardsIn(linked, lang).slice(0, limit)
}

/** Product cards of the given ids, in that order; ids without a product are left out. */
export async function cardsByIds(
  { db, lang }: Pick<RequestContext, 'db' | 'lang'>,
  ids: number[],
): Promise<ProductCard[]> {
  if (ids.length === 0) return []
  const rows = await db.select().from(products).where(inArray(products.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return toCards(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    lang,
  )
}

/** §3 Product card of each row, with its categories (the card shows the first). */
export async function toCards(
  db: Database,
  rows: ProductRow[],
  lang: Lang,
): Promise<ProductCard[]> {
  return cardsIn({ rows, links: await linksOf(db, rows) }, lang)
}

/** The categories of the rows' products, in the catalogue's order. */
async function linksOf(db: Database, rows: ProductRow[]): Promise<CategoryLink[]> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  return db
    .select({ productId: productCategoryLinks.productId, category: productCategories })
    .from(productCategoryLinks)
    .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
    .where(inArray(productCategoryLinks.productId, ids))
    .orderBy(asc(productCategories.position), asc(productCategories.id))
}

function cardsIn({ rows, links }: Linked, lang: Lang): ProductCard[] {
  return rows.map((row) => ({
    ...cardFields(row, lang),
    categories: links
      .filter((link) => link.productId === row.id)
      .map(({ category }) => toCategory(category, lang)),
  }))
}

// The same in every language: read once (a whole-table aggregate: 1.4 s at 1,000,000 products).
const brands = keptUntilChanged(
  () => new TtlCache<PopularBrand[]>({ maxEntries: 1, ttlMs: KEPT_AT_MOST_MS }),
)

/** Brands of both shops by what they sold; each shows its best seller's picture. */
export async function popularBrands({ db }: DbContext, limit: number): Promise<PopularBrand[]> {
  const all = await brands.of(db).get('all', () => readPopularBrands(db, LONGEST_ROW))
  return all.slice(0, limit)
}

async function readPopularBrands(db: Database, limit: number): Promise<PopularBrand[]> {
  const { rows } = (await db.execute(sql`
    with top as (
      select ${products.brand} as name, sum(${products.soldCount})::bigint as sold,
        count(*)::int as count
      from ${products} group by ${products.brand}
      order by sold desc, name limit ${limit}
    )
    -- Each brand's best seller walks products_sold_idx until its first product of the brand
    -- (an ordered aggregate per brand sorted the whole table: 1.4 s at 1,000,000 products).
    select top.name, top.sold, top.count, best.id as top_id, best.supplier_id as top_supplier
    from top cross join lateral (
      select ${products.id} as id, ${products.supplierId} as supplier_id from ${products}
      where ${products.brand} = top.name
      order by ${products.soldCount} desc nulls last, ${products.id} desc nulls last limit 1
    ) best
    order by top.sold desc, top.name`)) as {
    rows: { name: string; sold: string; count: number; top_id: number; top_supplier: number }[]
  }
  return rows.map((row) => ({
    name: row.name,
    sold_count: Number(row.sold),
    products_count: row.count,
    shop_id: shopOf(row.top_supplier),
    image_url: productImageUrl(row.top_id),
  }))
}
