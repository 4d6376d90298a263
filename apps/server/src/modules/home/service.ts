import {
  type HomeCollections,
  type HomeConfig,
  HomeConfigDocument,
  type OwnShop,
} from '@kaimono/contracts'
import { eq, sql } from 'drizzle-orm'
import { TtlCache } from '../../platform/cache.ts'
import { changed, KEPT_AT_MOST_MS, keptUntilChanged, prepareAhead } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import { NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { requireStaff } from '../accounts/index.ts'
import {
  cardsByIds,
  cardsByRule,
  LONGEST_ROW,
  type ProductRule,
  popularBrands,
} from '../catalog/index.ts'
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
  ctx: Pick<RequestContext, 'db' | 'lang'>,
  document: HomeConfigDocument,
): Promise<HomeConfig> {
  const sections = await Promise.all(
    document.sections.map(async ({ product_query: query, ...section }) => ({
      ...section,
      products: !query
        ? []
        : 'ids' in query
          ? await cardsByIds(ctx, query.ids)
          : await cardsByRule(ctx, query.sort, query.limit, section.shop_id),
    })),
  )
  return { ...document, sections }
}

/** §3 Home config, as the home page and `/market/static/home-config/home-config.json` serve it. */
export function getHomeConfig(ctx: RequestContext): Promise<HomeConfig> {
  return configs.of(ctx.db).get(ctx.lang, async () => {
    const document = await readDocument(ctx.db)
    if (!document) throw new NotFound()
    return resolve(ctx, document)
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
  return resolve(ctx, document)
}

/** The seeded document, unless one is stored already. */
export async function seedHomeConfig(db: Database, document: HomeConfigDocument): Promise<void> {
  await db
    .insert(homeConfigs)
    .values({ id: WEB_HOME_CONFIG, document: HomeConfigDocument.parse(document) })
    .onConflictDoNothing()
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
  return collections.of(ctx.db).get(`${ctx.lang} ${perPage}`, async () => {
    const [trending, bestSellers, newArrivals, topRated, weeklySale, brands] = await Promise.all([
      cardsByRule(ctx, 'trending', perPage),
      cardsByRule(ctx, 'best_sellers', perPage),
      cardsByRule(ctx, 'new_arrivals', perPage),
      cardsByRule(ctx, 'top_rated', perPage),
      cardsByRule(ctx, 'discount', perPage),
      popularBrands(ctx, perPage),
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
  for (const { rule, shop } of rows) {
    await cardsByRule({ db, lang: 'vi' }, rule, LONGEST_ROW, shop)
  }
  await popularBrands({ db }, LONGEST_ROW)
}
prepareAhead(readHomeRowsAhead)
