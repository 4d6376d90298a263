import { and, asc, gte, lte, sql } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { products } from './schema.ts'
import { shopOf } from './service.ts'

/** A sitemap file holds at most 50,000 addresses (sitemaps.org): one file per id range. */
export const PRODUCTS_PER_SITEMAP = 50_000

/** How many product sitemaps there are: one per range of ids up to the highest. */
export async function productSitemapCount(ctx: DbContext): Promise<number> {
  const [row] = await ctx.db
    .select({ max: sql<number>`coalesce(max(${products.id}), 0)`.mapWith(Number) })
    .from(products)
  return Math.ceil((row?.max ?? 0) / PRODUCTS_PER_SITEMAP)
}

/** The own shops' product pages of one id range, with their last change. */
export async function productSitemap(
  ctx: DbContext,
  chunk: number,
): Promise<{ path: string; updatedAt: Date }[]> {
  const from = chunk * PRODUCTS_PER_SITEMAP + 1
  const rows = await ctx.db
    .select({ id: products.id, supplierId: products.supplierId, updatedAt: products.updatedAt })
    .from(products)
    .where(and(gte(products.id, from), lte(products.id, from + PRODUCTS_PER_SITEMAP - 1)))
    .orderBy(asc(products.id))
  return rows.map((row) => ({
    path: `/products/${shopOf(row.supplierId)}/${row.id}`,
    updatedAt: row.updatedAt,
  }))
}
