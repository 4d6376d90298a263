import {
  capStar,
  discountPercent,
  type Lang,
  OWN_SHOPS,
  type OwnShop,
  type ProductCard,
} from '@kaimono/contracts'
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { productCategories, productCategoryLinks, products } from '../catalog/schema.ts'
import { productImageUrl, shopOf } from '../catalog/service.ts'

type ProductRow = typeof products.$inferSelect

/** What a product sold lately weighs: its sales, halved for every 45 days since it changed. */
const TRENDING_HALF_LIFE_DAYS = 45
const trendScore = sql`${products.soldCount} * power(0.5, extract(epoch from (now() - ${products.updatedAt})) / ${TRENDING_HALF_LIFE_DAYS * 86_400})`
const discountRatio = sql`(${products.initialPrice} - ${products.price})::numeric / ${products.initialPrice}`

/** How each home row picks its products; every order ends on the id so that it is stable. */
export const PRODUCT_RULES = {
  trending: { where: gt(products.soldCount, 0), order: [desc(trendScore), desc(products.id)] },
  best_sellers: { where: undefined, order: [desc(products.soldCount), desc(products.id)] },
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

/** Product cards by a rule, of one shop or of both. */
export async function cardsByRule(
  db: Database,
  lang: Lang,
  rule: ProductRule,
  limit: number,
  shop?: OwnShop,
): Promise<ProductCard[]> {
  const { where, order } = PRODUCT_RULES[rule]
  const rows = await db
    .select()
    .from(products)
    .where(and(where, shop ? eq(products.supplierId, OWN_SHOPS[shop]) : undefined))
    .orderBy(...order)
    .limit(limit)
  return toCards(db, rows, lang)
}

/** Product cards of the given ids, in that order; ids without a product are left out. */
export async function cardsByIds(db: Database, lang: Lang, ids: number[]): Promise<ProductCard[]> {
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
  const ids = rows.map((row) => row.id)
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ productId: productCategoryLinks.productId, category: productCategories })
          .from(productCategoryLinks)
          .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
          .where(inArray(productCategoryLinks.productId, ids))
          .orderBy(asc(productCategories.position), asc(productCategories.id))
  return rows.map((row) => ({
    id: row.id,
    shop_id: shopOf(row.supplierId),
    name: row.name[lang],
    _name: row.name,
    image_url: productImageUrl(row.id),
    price: row.price,
    initial_price: row.initialPrice,
    discount: discountPercent(row.price, row.initialPrice),
    star: capStar(Number(row.star)),
    reviews_count: row.reviewsCount,
    reviewCount: row.reviewsCount,
    brand: row.brand,
    categories: links
      .filter((link) => link.productId === row.id)
      .map(({ category }) => ({
        id: category.id,
        name: category.name[lang],
        _name: category.name,
        slug: category.slug,
        parent_id: category.parentId,
      })),
  }))
}
