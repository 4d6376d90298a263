import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { DbContext } from '../../platform/http/context.ts'
import { products } from './schema.ts'

/**
 * What other modules read of a product (a cart line, a checkout, an estimate): its name, price,
 * tax, weight and size, what cannot fly or sail, its size and colour options. Not the whole row,
 * whose descriptions and search columns would be read, sent and parsed for nothing.
 */
const factColumns = {
  id: products.id,
  supplierId: products.supplierId,
  name: products.name,
  price: products.price,
  initialPrice: products.initialPrice,
  taxPercent: products.taxPercent,
  weightG: products.weightG,
  widthMm: products.widthMm,
  heightMm: products.heightMm,
  lengthMm: products.lengthMm,
  bannedAir: products.bannedAir,
  bannedSea: products.bannedSea,
  options: products.options,
}

const selectFacts = (db: Database, ids: readonly number[]) =>
  db
    .select(factColumns)
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]))
    .orderBy(asc(products.id))

export type ProductFacts = Awaited<ReturnType<typeof selectFacts>>[number]

/** The facts of these products, by id; ids of no product are left out. */
export async function productFacts(
  ctx: DbContext,
  ids: readonly number[],
): Promise<Map<number, ProductFacts>> {
  if (ids.length === 0) return new Map()
  const rows = await selectFacts(ctx.db, ids)
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * Locks a product's row until the transaction ends (reviews arriving together for one product
 * count one after the other); false when there is no such product.
 */
export async function lockProduct(ctx: DbContext, id: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .for('update')
  return row !== undefined
}

/** Sets a product's review summary as the reviews module counted it: average star and count. */
export async function recordReviewSummary(
  ctx: DbContext,
  id: number,
  summary: { star: string; count: number },
): Promise<void> {
  await ctx.db
    .update(products)
    .set({ star: summary.star, reviewsCount: summary.count })
    .where(eq(products.id, id))
}

/** The ids of the best-selling products, best first. */
export async function bestSellerIds(ctx: DbContext, limit: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .orderBy(desc(products.soldCount), desc(products.id))
    .limit(limit)
  return rows.map((row) => row.id)
}
