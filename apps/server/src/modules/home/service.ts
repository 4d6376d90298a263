import {
  type HomeCollections,
  type HomeConfig,
  HomeConfigDocument,
  type Lang,
  type OwnShop,
  type PopularBrand,
} from '@kaimono/contracts'
import { eq, sql } from 'drizzle-orm'
import { TtlCache } from '../../platform/cache.ts'
import { changed, KEPT_AT_MOST_MS, keptUntilChanged, prepareAhead } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { requireStaff } from '../accounts/service.ts'
import { products } from '../catalog/schema.ts'
import { productImageUrl, shopOf } from '../catalog/service.ts'
import { cardsByIds, cardsByRule, LONGEST_ROW, type ProductRule } from './products.ts'
import { homeConfigs } from './schema.ts'

/** The home config the storefront shows (one row per screen that has one). */
export const WEB_HOME_CONFIG = 'web'

// The home page is the most visited page: its rows are computed once per language and kept
// until the catalogue or the home page's configuration changes (per database, so that tests on
// fresh databases do not share them).
const configs = keptUntilChanged(
  () => new TtlCache<HomeConfig>({ maxEntries: 50, ttlMs: KEPT_AT_MOST_MS }),
)
const collections = keptUntilChanged(
  () => new TtlCache<HomeCollections>({ maxEntries: 50, ttlMs: KEPT_AT_MOST_MS }),
)

async function readDocument(db: Database): Promise<HomeConfigDocument | null> {
  const [row] = await db.select().from(homeConfigs).where(eq(homeConfigs.id, WEB_HOME_CONFIG))
  // Written through the schema; read through it too, so that a hand-edited row that breaks it
  // fails loudly here rather than in every browser.
  return row ? HomeConfigDocument.parse(row.document) : null
}

/** The document with each section's products resolved into cards in the reader's language. */
async function resolve(
  db: Database,
  lang: Lang,
  document: HomeConfigDocument,
): Promise<HomeConfig> {
  const sections = await Promise.all(
    document.sections.map(async ({ product_query: query, ...section }) => ({
      ...section,
      products: !query
        ? []
        : 'ids' in query
          ? await cardsByIds(db, lang, query.ids)
          : await cardsByRule(db, lang, query.sort, query.limit, section.shop_id),
    })),
  )
  return { ...document, sections }
}

/** §3 Home config, as the home page and `/market/static/home-config/home-config.json` serve it. */
export function getHomeConfig(ctx: RequestContext): Promise<HomeConfig> {
  return configs.of(ctx.db).get(ctx.lang, async () => {
    const document = await readDocument(ctx.db)
    if (!document) throw new HttpError(404, translate(ctx.lang, 'notFound'))
    return resolve(ctx.db, ctx.lang, document)
  })
}

/** Staff replace the whole document; the home page shows it at once in this process. */
export async function saveHomeConfig(
  ctx: RequestContext,
  document: HomeConfigDocument,
): Promise<HomeConfig> {
  requireStaff(ctx)
  await ctx.db
    .insert(homeConfigs)
    .values({ id: WEB_HOME_CONFIG, document })
    .onConflictDoUpdate({ target: homeConfigs.id, set: { document, updatedAt: sql`now()` } })
  changed(ctx.db)
  return resolve(ctx.db, ctx.lang, document)
}

/** The seeded document, unless one is stored already. */
export async function seedHomeConfig(db: Database, document: HomeConfigDocument): Promise<void> {
  await db
    .insert(homeConfigs)
    .values({ id: WEB_HOME_CONFIG, document: HomeConfigDocument.parse(document) })
    .onConflictDoNothing()
}

// The same in every language: read once (a whole-table aggregate: 1.4 s at 1,000,000 products).
const brands = keptUntilChanged(
  () => new TtlCache<PopularBrand[]>({ maxEntries: 1, ttlMs: KEPT_AT_MOST_MS }),
)

/** Brands of both shops by what they sold; each shows its best seller's picture. */
async function popularBrands(db: Database, limit: number): Promise<PopularBrand[]> {
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

/** The rules of the home page's collections (homeCollections). */
const COLLECTION_RULES = [
  'trending',
  'best_sellers',
  'new_arrivals',
  'top_rated',
  'discount',
] as const satisfies readonly ProductRule[]

/** §2 home rows from the catalogue: trending, best sellers, new, top rated, brands, sale. */
export function homeCollections(ctx: RequestContext, perPage: number): Promise<HomeCollections> {
  const { db, lang } = ctx
  return collections.of(db).get(`${lang} ${perPage}`, async () => {
    const [trending, bestSellers, newArrivals, topRated, weeklySale, brands] = await Promise.all([
      cardsByRule(db, lang, 'trending', perPage),
      cardsByRule(db, lang, 'best_sellers', perPage),
      cardsByRule(db, lang, 'new_arrivals', perPage),
      cardsByRule(db, lang, 'top_rated', perPage),
      cardsByRule(db, lang, 'discount', perPage),
      popularBrands(db, perPage),
    ])
    return {
      trending,
      best_sellers: bestSellers,
      new_arrivals: newArrivals,
      top_rated: topRated,
      weekly_sale: weeklySale,
      popular_brands: brands,
    }
  })
}

/**
 * The rows the home page's sections and collections read, read ahead by a serving process at
 * start and after each change (platform/changes.ts), one at a time: at 1,000,000 products they
 * took 2.9 s together, which the first visitor after a change waited for. Every language's cards
 * are made from the same rows.
 */
async function readHomeRowsAhead(db: Database): Promise<void> {
  const document = await readDocument(db)
  const rows: { rule: ProductRule; shop?: OwnShop }[] = [
    ...(document?.sections ?? []).flatMap(({ product_query: query, shop_id: shop }) =>
      query && !('ids' in query) ? [{ rule: query.sort, shop }] : [],
    ),
    ...COLLECTION_RULES.map((rule) => ({ rule })),
  ]
  for (const { rule, shop } of rows) await cardsByRule(db, 'vi', rule, LONGEST_ROW, shop)
  await popularBrands(db, LONGEST_ROW)
}
prepareAhead(readHomeRowsAhead)
