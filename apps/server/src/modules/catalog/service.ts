import {
  capStar,
  type categoryListSpec,
  discountPercent,
  type Lang,
  type Origin,
  OWN_SHOPS,
  type OwnShop,
  type originListSpec,
  type Paged,
  type Product,
  type ProductCategory,
  pageEnvelope,
  type productIncludes,
  type productListSpec,
  type topProductsSpec,
} from '@kaimono/contracts'
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  like,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm'
import { TtlCache } from '../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../platform/changes.ts'
import { BatchRead } from '../../platform/db/batch.ts'
import type { Database } from '../../platform/db/index.ts'
import { selectPage } from '../../platform/db/paging.ts'
import { perDatabase } from '../../platform/db/per-database.ts'
import { NotFound } from '../../platform/errors.ts'
import { CachedBody } from '../../platform/http/cached-body.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { RowCache } from '../../platform/row-cache.ts'
import { unixSeconds } from '../../platform/time.ts'
import { currentRate } from '../fx/index.ts'
import { IdBits } from './id-bits.ts'
import {
  type Found,
  MATCHES_KEPT,
  Matches,
  type MatchOrder,
  matchesOf,
  OrderedMatches,
  readMatches,
} from './matches.ts'
import {
  origins,
  productCategories,
  productCategoryLinks,
  productListings,
  products,
  productTags,
  productWords,
  suppliers,
  tags,
} from './schema.ts'
import { type Scope, type ScopeReads, scopeOrder } from './scope-orders.ts'
import { hasJapanese, isIndexedWord, likeEscape, queryWords, WHOLE_WORDS_UP_TO } from './search.ts'
import { optionsIn } from './variants.ts'

const MAX_YEN_PRICE = 2_147_483_647

type Include = (typeof productIncludes)[number]

type ProductRow = typeof products.$inferSelect

// The catalogue's public answers, as sent (JSON, and compressed once), per database: many
// visitors ask for the same first pages at once. Kept until the catalogue changes.
const answers = keptUntilChanged(
  () => new TtlCache<CachedBody>({ maxEntries: 1000, ttlMs: KEPT_AT_MOST_MS }),
)

export function cachedAnswer(
  db: Database,
  key: string,
  produce: () => Promise<unknown>,
): Promise<CachedBody> {
  return answers.of(db).get(key, async () => CachedBody.json(await produce()))
}

/**
 * Totals of lists, per filter: the pages and sorts of one search or one category share one
 * count, and a count is made once per time to live, not once per page asked for.
 */
const totals = keptUntilChanged(
  () => new TtlCache<number>({ maxEntries: 10_000, ttlMs: KEPT_AT_MOST_MS }),
)

/** The number of rows `counting` finds, counted once for every query of the same `key`. */
export function countOnce(
  db: Database,
  key: unknown,
  counting: () => Promise<{ n: number }[]>,
): Promise<number> {
  return totals.of(db).get(JSON.stringify(key), async () => (await counting())[0]?.n ?? 0)
}

const SHOP_BY_SUPPLIER = new Map<number, OwnShop>(
  Object.entries(OWN_SHOPS).map(([slug, id]) => [id, slug as OwnShop]),
)
/** The own shop of a supplier id (§1: ikom 390, awond 458). */
export const shopOf = (supplierId: number): OwnShop => SHOP_BY_SUPPLIER.get(supplierId) ?? 'ikom'

export function productImages(row: Pick<ProductRow, 'id' | 'imageCount'>): { url: string }[] {
  return Array.from({ length: row.imageCount }, (_, i) => ({
    url: `/media/products/${row.id}/${i + 1}.svg`,
  }))
}

/**
 * The card's image_url: a product's first picture as drawn for a card (the label without its
 * words, which would be too small to read there). The detail's `images` are the full pictures.
 */
export function productImageUrl(id: number): string {
  return `/media/products/${id}/card.svg`
}

/** §3 Product card fields, from a row; the long texts only for the detail. */
/** What a product card and a whole product both show. */
export function cardFields(
  row: Pick<
    ProductRow,
    'id' | 'supplierId' | 'name' | 'price' | 'initialPrice' | 'star' | 'reviewsCount' | 'brand'
  >,
  lang: Lang,
) {
  return {
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
  }
}

function toProduct(row: LinkedRow, lang: Lang, detail: boolean): Product {
  return {
    ...cardFields(row, lang),
    sku: row.sku,
    product_type: row.productType,
    hs_code: row.hsCode,
    width: row.widthMm,
    height: row.heightMm,
    length: row.lengthMm,
    weight: row.weightG,
    quantity_in_box: row.quantityInBox,
    color: row.color,
    size: row.size,
    capacity: row.capacity,
    banned_air: row.bannedAir,
    banned_sea: row.bannedSea,
    banned_export: row.bannedExport,
    tax_percent: row.taxPercent,
    created_at: unixSeconds(row.createdAt),
    updated_at: unixSeconds(row.updatedAt),
    ...(detail && {
      ingredients: row.ingredients?.[lang] ?? null,
      description: row.description?.[lang] ?? '',
      options: optionsIn(row.options ?? null, lang),
    }),
  }
}

type CategoryRow = typeof productCategories.$inferSelect
export const toCategory = (row: CategoryRow, lang: Lang): ProductCategory => ({
  id: row.id,
  name: row.name[lang],
  _name: row.name,
  slug: row.slug,
  parent_id: row.parentId,
})
const toOrigin = (row: typeof origins.$inferSelect, lang: Lang): Origin => ({
  id: row.id,
  code: row.code,
  name: row.name[lang],
  _name: row.name,
})

/**
 * §4 Search: every word of the query must match, accent-insensitively, in any language. Words of
 * a–z and 0–9 are looked up in the word index (`product_words`: whole, or as a word's start);
 * one- or two-character Japanese words in the index of the Japanese name's one- and
 * two-character pieces; other words (longer Japanese, 'sk-ii') anywhere in the text through
 * the trigram index.
 */
export function nameCondition(query: string): SQL | undefined {
  const words = queryWords(query)
  const indexed = words.filter(isIndexedWord)
  return and(
    indexed.length > 0 ? sql`${products.id} in (${withEveryWord(indexed)})` : undefined,
    ...words
      .filter((word) => !isIndexedWord(word))
      .map((word) =>
        [...word].length <= 2 && hasJapanese(word)
          ? sql`${products.searchGrams} @> array[${word}]::text[]`
          : sql`${products.searchText} like ${`%${likeEscape(word)}%`}`,
      ),
  )
}

/** The word index's entries for a word: the word whole when short, else the words it starts. */
function wordEntries(word: string): SQL {
  const w = productWords
  return word.length <= WHOLE_WORDS_UP_TO ? eq(w.word, word) : like(w.word, `${word}%`)
}

/**
 * The ids of the products with every one of `words` (indexed words), from the word index alone.
 * One word's ids may repeat (a product with 'set' and 'sets'); several words' do not.
 */
function withEveryWord(words: string[]): SQL {
  const w = productWords
  const withWord = (word: string) => sql`select ${w.productId} from ${w} where ${wordEntries(word)}`
  return sql.join(words.map(withWord), sql` intersect `)
}

/**
 * The ids the words find in the whole catalogue, shared by the same search in every scope and by
 * the suggestions' counts: a shopper who searches every shop and then one reads the words once.
 * (At 1,000,000 products the listing's first visits of each shop's searches read them again,
 * four at a time, and held tens of megabytes of their buffers at once.) A search's matches hold
 * the same object, so this adds little beside them.
 */
const wordMatches = keptUntilChanged(
  () =>
    new TtlCache<IdBits>({
      maxEntries: 200,
      ttlMs: KEPT_AT_MOST_MS,
      maxBytes: 16 * 1024 * 1024,
      bytesOf: (found) => found.bytes,
    }),
)

/** The same ids as bits, read once and kept (`wordMatches`); nothing may change the set. */
function productsWithEveryWord(db: Database, words: string[]): Promise<IdBits> {
  return wordMatches.of(db).get(words.join(' '), () => readEveryWord(db, words))
}

/**
 * Each word's ids read from the word index alone, 4 bytes each in one value, and intersected
 * here. PostgreSQL's own intersection of sets of 100,000 ids cost more than reading them ('sữa
 * rửa mặt' at 1,000,000 products: 145 ms, of which 47 reading).
 */
async function readEveryWord(db: Database, words: string[]): Promise<IdBits> {
  const w = productWords
  const columns = words.map(
    (word, i) =>
      sql`(select string_agg(int4send(${w.productId}), ''::bytea) from ${w} where ${wordEntries(word)}) as ${sql.identifier(`w${i}`)}`,
  )
  const { rows } = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as {
    rows: Record<string, Uint8Array | null>[]
  }
  const sets = words.map((_, i) => new IdBits(bigEndianInts(rows[0]?.[`w${i}`] ?? null)))
  const [first, ...others] = sets
  if (!first) return new IdBits([])
  for (const other of others) first.keepShared(other)
  return first
}

/**
 * What a search finds when every word of it is in the word index (§4 suggestions count and show
 * them), read from the index alone; null when a word is not (Japanese, 'sk-ii').
 */
export async function productsWithWords(db: Database, query: string): Promise<IdBits | null> {
  const words = queryWords(query)
  return words.length > 0 && words.every(isIndexedWord) ? productsWithEveryWord(db, words) : null
}

/** How many of `found` one shop has (every shop's when none), counted in its kept order. */
export async function countInShop(
  db: Database,
  found: IdBits,
  shop: number | undefined,
): Promise<number> {
  if (shop === undefined) return found.size
  const order = await scopeOrder(
    db,
    { categoryId: 0, supplierId: shop },
    'updated_at',
    scopeReads.of(db),
  )
  return order.count((id) => found.has(id))
}

/** PostgreSQL's `int4send`s strung together (a `bytea`), as numbers. */
function bigEndianInts(bytes: Uint8Array | null): Int32Array {
  if (!bytes) return new Int32Array(0)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ints = new Int32Array(bytes.byteLength >>> 2)
  for (let i = 0; i < ints.length; i++) ints[i] = view.getInt32(i * 4)
  return ints
}

type TagRow = typeof tags.$inferSelect

/** The catalogue's small tables, read once and kept beside the cached answers. */
type Reference = {
  tree: CategoryRow[]
  categories: Map<number, CategoryRow>
  tags: Map<number, TagRow>
  origins: Map<number, typeof origins.$inferSelect>
  suppliers: Map<number, typeof suppliers.$inferSelect>
}
const references = keptUntilChanged(
  () => new TtlCache<Reference>({ maxEntries: 1, ttlMs: KEPT_AT_MOST_MS }),
)

export function reference(db: Database): Promise<Reference> {
  return references.of(db).get('all', async () => {
    const [tree, tagRows, originRows, supplierRows] = await Promise.all([
      db.select().from(productCategories).orderBy(asc(productCategories.position)),
      db.select().from(tags),
      db.select().from(origins),
      db.select().from(suppliers),
    ])
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]))
    return {
      tree,
      categories: byId(tree),
      tags: byId(tagRows),
      origins: byId(originRows),
      suppliers: byId(supplierRows),
    }
  })
}

/**
 * A product row with the ids of its categories and tags, read in the same query: a product
 * page is one round trip to the database.
 */
const {
  searchText: _searchText,
  searchGrams: _searchGrams,
  description: _description,
  ingredients: _ingredients,
  options: _options,
  ...cardColumns
} = getTableColumns(products)
export const productWithLinks = {
  // The search columns are for the index only; the long texts are read for the detail.
  ...cardColumns,
  categoryIds: sql<
    number[]
  >`array(select ${productCategoryLinks.categoryId} from ${productCategoryLinks} where ${productCategoryLinks.productId} = ${products.id} order by 1)`,
  tagIds: sql<
    number[]
  >`array(select ${productTags.tagId} from ${productTags} where ${productTags.productId} = ${products.id} order by 1)`,
}
/** The card columns with the links `include` asks for (reading a link costs a subquery a row). */
function cardColumnsFor(include: ReadonlySet<Include>) {
  return {
    ...cardColumns,
    ...(include.has('categories') && { categoryIds: productWithLinks.categoryIds }),
    ...(include.has('tags') && { tagIds: productWithLinks.tagIds }),
  }
}

type Links = Pick<LinkedRow, 'categoryIds' | 'tagIds'>
/** Rows read by cardColumnsFor, with the links not read as empty lists (no include shows them). */
const linked = (rows: (Omit<LinkedRow, keyof Links> & Partial<Links>)[]): LinkedRow[] =>
  rows.map((row) => ({ categoryIds: [], tagIds: [], ...row }))

const productDetailWithLinks = {
  ...productWithLinks,
  description: products.description,
  ingredients: products.ingredients,
  options: products.options,
}
type LinkedRow = Omit<
  ProductRow,
  'searchText' | 'searchGrams' | 'description' | 'ingredients' | 'options'
> &
  Partial<Pick<ProductRow, 'description' | 'ingredients' | 'options'>> & {
    categoryIds: number[]
    tagIds: number[]
  }

/**
 * The listing a query walks (product_listings): one category, its descendants included through
 * the rows of their ancestors, or every category (0); one shop or every shop (0). Several
 * categories at once are walked as every category, filtered.
 */
function scopeOf(query: ListQuery<typeof productListSpec>): Scope {
  const categories = query.filter.categories
  return {
    categoryId: categories?.length === 1 ? (categories[0] ?? 0) : 0,
    supplierId: query.filter['suppliers.id'] ?? 0,
  }
}

/** A price range as conditions on the listing's or the products' copy of the price. */
function inPriceRange(
  range: [number, number] | null,
  price: typeof productListings.price | typeof products.price,
): SQL[] {
  return range ? [gte(price, range[0]), lte(price, range[1])] : []
}

const inScope = (scope: Scope) =>
  and(
    eq(productListings.categoryId, scope.categoryId),
    eq(productListings.supplierId, scope.supplierId),
  )

/**
 * The scope as a condition on products, for counting what a filter on the products finds: the
 * filter's own index (a search's trigrams) picks the rows, the scope is checked per row.
 */
function scopeOfProducts(scope: Scope): SQL | undefined {
  return and(
    scope.supplierId ? eq(products.supplierId, scope.supplierId) : undefined,
    scope.categoryId
      ? sql`exists (select 1 from ${productListings} where ${productListings.productId} = ${products.id} and ${inScope({ ...scope, supplierId: 0 })})`
      : undefined,
  )
}

/** The query's conditions on the products themselves: what the scope does not answer. */
async function productConditions(
  db: Database,
  query: ListQuery<typeof productListSpec>,
  scope: Scope,
): Promise<SQL | undefined> {
  const { filter } = query
  const where: (SQL | undefined)[] = []
  if (filter.name) where.push(nameCondition(filter.name))
  if (filter.origin) where.push(eq(products.originId, filter.origin))
  if (filter.star) where.push(gte(products.star, String(filter.star)))
  if (filter.categories && scope.categoryId === 0) {
    const ids = withDescendants((await reference(db)).tree, filter.categories)
    where.push(
      sql`exists (select 1 from ${productCategoryLinks} where ${productCategoryLinks.productId} = ${products.id} and ${inArray(productCategoryLinks.categoryId, ids)})`,
    )
  }
  if (filter.discount) where.push(discountAtLeast(filter.discount))
  return and(...where)
}

/**
 * §5: the card's discount, ceil(100 × (initial − price) / initial), in whole numbers
 * ((a + b − 1) div b is the ceiling of a / b), is at least `percent`. The expression is the one
 * of products_discount_idx, so the filter is read from that index.
 */
function discountAtLeast(percent: number): SQL {
  return sql`${products.initialPrice} > ${products.price} and ((100 * (${products.initialPrice} - ${products.price}) + ${products.initialPrice} - 1) / ${products.initialPrice}) >= ${percent}`
}

/**
 * A range in dong as the range in yen whose prices, at `rate`, fall inside it: the shopper
 * picks dong, the server (the authority on the rate) turns them into yen.
 */
export function vndToYenRange(range: [number, number], rate: string): [number, number] {
  const factor = Number(rate) > 0 ? Number(rate) : 1
  const low = Math.min(...range)
  const high = Math.max(...range)
  // Prices are PostgreSQL integers: an open end ('over 3.000.000 đ' asks up to 10^12 đ) stops there.
  const yen = (amount: number) => Math.min(amount, MAX_YEN_PRICE)
  return [yen(Math.ceil(low / factor)), yen(Math.floor(high / factor))]
}

/** Adds what `include` asks for to products read with their links. */
export async function withIncludes(
  db: Database,
  rows: LinkedRow[],
  include: ReadonlySet<Include>,
  lang: Lang,
  detail: boolean,
): Promise<Product[]> {
  const ref = await reference(db)
  const known = <T>(value: T | undefined): value is T => value !== undefined
  return rows.map((row) => ({
    ...toProduct(row, lang, detail),
    ...(include.has('images') && { images: productImages(row) }),
    ...(include.has('categories') && {
      categories: row.categoryIds
        .map((id) => ref.categories.get(id))
        .filter(known)
        .map((category) => toCategory(category, lang)),
    }),
    ...(include.has('tags') && {
      tags: row.tagIds
        .map((id) => ref.tags.get(id))
        .filter(known)
        .map((tag) => ({ id: tag.id, slug: tag.slug, name: tag.name[lang] })),
    }),
    ...(include.has('origin') && {
      origin: (() => {
        const origin = row.originId ? ref.origins.get(row.originId) : undefined
        return origin ? toOrigin(origin, lang) : null
      })(),
    }),
    ...(include.has('suppliers') && {
      suppliers: [ref.suppliers.get(row.supplierId)]
        .filter(known)
        .map((supplier) => ({ id: supplier.id, slug: supplier.slug, name: supplier.name })),
    }),
  }))
}

/**
 * A page of products. The page is read in order from the scope's listing index: its sort keys
 * sit beside the scope, so neither the scope's other products nor the skipped pages' products
 * are read, and only the page's own products are joined. A search in one sort is read once and
 * kept for all its pages and sorts (matches.ts); other filters on the products themselves
 * (stars, origin, discount) are applied as the listing is walked.
 * Ties break by id in the sort's direction, so one index serves both directions.
 */
export async function listProducts(
  ctx: RequestContext,
  query: ListQuery<typeof productListSpec>,
): Promise<Paged<Product>> {
  const scope = scopeOf(query)
  const listing = productListings
  const [range, ofProducts] = await Promise.all([
    priceRange(ctx.db, query),
    productConditions(ctx.db, query, scope),
  ])
  const ofListing = and(inScope(scope), ...inPriceRange(range, listing.price))
  // What the products' own filters find in the scope, read from those filters' indexes.
  const matching = and(ofProducts, scopeOfProducts(scope), ...inPriceRange(range, products.price))
  const page = { limit: query.perPage, offset: (query.page - 1) * query.perPage }
  const [sort, ...thenBy] = query.sort
  if (query.filter.name && sort && thenBy.length === 0) {
    const words = queryWords(query.filter.name)
    const { origin, star, discount, categories } = query.filter
    const onlyScope = !range && !origin && !star && !discount && !(categories && !scope.categoryId)
    return searchPage(ctx, query, sort, () =>
      words.every(isIndexedWord) && onlyScope
        ? matchesOfWords(ctx.db, words, scope)
        : readMatches(
            () =>
              ctx.db
                .select({ id: products.id, price: products.price, updatedAt: products.updatedAt })
                .from(products)
                .where(matching)
                .limit(MATCHES_KEPT + 1),
            () => idsOf(ctx.db, ctx.db.select({ id: products.id }).from(products).where(matching)),
            (found) => inScopeOrders(ctx.db, scope, found),
          ),
    )
  }
  if (!ofProducts && sort && thenBy.length === 0 && (!range || sort.field === 'price')) {
    // The common case (a shop, a category, a price range, one sort): a slice of the scope's
    // order kept in memory, and the cards of its ids.
    const order = await scopeOrder(ctx.db, scope, sort.field, scopeReads.of(ctx.db))
    const span = range ? order.priced(range[0], range[1]) : order.all
    const ids = order.page(sort.direction, page.offset, page.limit, span)
    return pageEnvelope(
      await withIncludes(ctx.db, await cardsOf(ctx.db, ids), query.include, ctx.lang, false),
      order.size(span),
      query.page,
      query.perPage,
    )
  }
  const total = countOnce(ctx.db, ['products', query.filter, query.between], () =>
    ofProducts
      ? ctx.db.select({ n: count() }).from(products).where(matching)
      : ctx.db.select({ n: count() }).from(listing).where(ofListing),
  )

  let rows: Promise<LinkedRow[]>
  if (!ofProducts && sort && thenBy.length === 0 && range) {
    // A price range sorted by time (the only one-sort scope the orders in memory leave): a
    // statement prepared once per shape, since parsing and planning cost PostgreSQL as much as
    // the read itself.
    const shape = { ...sort, include: query.include }
    rows = listingPageRead(ctx.db, shape)
      .execute({
        category: scope.categoryId,
        supplier: scope.supplierId,
        from: range[0],
        to: range[1],
        ...page,
      })
      .then(linked)
  } else {
    type SortKeys = Record<'price' | 'updated_at' | 'id', Parameters<typeof asc>[0]>
    const order = (keys: SortKeys) => {
      const by = query.sort.map(({ field, direction }) => ({ key: keys[field], direction }))
      by.push({ key: keys.id, direction: sort?.direction ?? 'desc' })
      return by.map(({ key, direction }) => (direction === 'desc' ? desc(key) : asc(key)))
    }
    rows = ctx.db
      .select(cardColumnsFor(query.include))
      .from(listing)
      .innerJoin(products, eq(products.id, listing.productId))
      .where(and(ofListing, ofProducts))
      .orderBy(
        ...order({ price: listing.price, updated_at: listing.updatedAt, id: listing.productId }),
      )
      .limit(page.limit)
      .offset(page.offset)
      .then(linked)
  }
  const [found, n] = await Promise.all([rows, total])
  return pageEnvelope(
    await withIncludes(ctx.db, found, query.include, ctx.lang, false),
    n,
    query.page,
    query.perPage,
  )
}

/** The query's price range in yen (both ranges when both are given), or null for none. */
async function priceRange(
  db: Database,
  query: ListQuery<typeof productListSpec>,
): Promise<[number, number] | null> {
  const ranges: [number, number][] = []
  const { price, price_vnd } = query.between
  if (price) ranges.push([Math.min(...price), Math.max(...price)])
  if (price_vnd) ranges.push(vndToYenRange(price_vnd, (await currentRate({ db })).amount))
  if (ranges.length === 0) return null
  return [Math.max(...ranges.map((r) => r[0])), Math.min(...ranges.map((r) => r[1]))]
}

type ListingShape = MatchOrder & { include: ReadonlySet<Include> }

/**
 * A page of one scope within a price range in one sort, prepared per shape (sort, links read):
 * the page's ids from the listing's index alone, then their products.
 */
function prepareListingPage(db: Database, shape: ListingShape, name: string) {
  const listing = productListings
  const by = shape.direction === 'desc' ? desc : asc
  const placeholder = sql.placeholder
  const ids = db
    .select({ id: listing.productId, price: listing.price, updatedAt: listing.updatedAt })
    .from(listing)
    .where(
      and(
        eq(listing.categoryId, placeholder('category')),
        eq(listing.supplierId, placeholder('supplier')),
        gte(listing.price, placeholder('from')),
        lte(listing.price, placeholder('to')),
      ),
    )
    .orderBy(by(shape.field === 'price' ? listing.price : listing.updatedAt), by(listing.productId))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page')
  return db
    .select(cardColumnsFor(shape.include))
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .orderBy(by(shape.field === 'price' ? ids.price : ids.updatedAt), by(ids.id))
    .prepare(name)
}

const listingPageReads = perDatabase(() => new Map<string, ReturnType<typeof prepareListingPage>>())

function listingPageRead(db: Database, shape: ListingShape) {
  const links = ['categories', 'tags'].filter((link) => shape.include.has(link as Include))
  const name = ['catalog_listing', shape.field, shape.direction, 'priced', ...links].join('_')
  const reads = listingPageReads.of(db)
  let read = reads.get(name)
  if (!read) {
    read = prepareListingPage(db, shape, name)
    reads.set(name, read)
  }
  return read
}

/**
 * How the kept scopes are read (scope-orders.ts): the whole catalogue in the order of one sort
 * field from that order's listing index alone, as one array (and the prices, in the same order,
 * for the order by price), so a million ids arrive as one value rather than a million rows; a
 * scope's products from the listing's rows of that scope alone, 4 bytes each in one value.
 */
const scopeReads = perDatabase((db): ScopeReads => {
  const listing = productListings
  const ofScope = (scope: Scope) =>
    and(eq(listing.categoryId, scope.categoryId), eq(listing.supplierId, scope.supplierId))
  return {
    async order(field) {
      const key = field === 'price' ? listing.price : listing.updatedAt
      const ordered = (value: typeof listing.productId | typeof listing.price) =>
        sql<number[]>`array(${db
          .select({ value })
          .from(listing)
          .where(ofScope({ categoryId: 0, supplierId: 0 }))
          .orderBy(asc(key), asc(listing.productId))})`
      const [row] = await db
        .select({
          ids: ordered(listing.productId),
          ...(field === 'price' && { prices: ordered(listing.price) }),
        })
        .from(sql`(values (1)) as one`)
      return { ids: row?.ids ?? [], prices: row?.prices }
    },
    async members(scope) {
      const [row] = await db
        .select({
          ids: sql<Uint8Array | null>`string_agg(int4send(${listing.productId}), ''::bytea)`,
        })
        .from(listing)
        .where(ofScope(scope))
      return new IdBits(bigEndianInts(row?.ids ?? null))
    },
  }
})

/**
 * The cards of the catalogue's lists by product id, with their links: a card sits on several
 * lists (its categories', its shop's, searches', the home page's rows), and a page whose answer
 * is not cached finds most of its cards here. The bench's search, category and product targets
 * touch 28,000 of the 100,000 products' cards; 50,000 leave room without churning (at 20,000
 * the dead cards grew the old space by 150 MB between collections).
 */
const cards = keptUntilChanged(
  () => new RowCache<LinkedRow>({ maxEntries: 50_000, ttlMs: KEPT_AT_MOST_MS }),
)

/** Products whose ids are in the statement's `ids` (an array: one statement for any count). */
const idInList = sql`${products.id} = any(${sql.placeholder('ids')}::int[])`

// Cards missed by requests handled together are read together.
const cardReads = perDatabase((db) => {
  const read = db.select(productWithLinks).from(products).where(idInList).prepare('catalog_cards')
  return new BatchRead<LinkedRow>(
    async (ids) => (await read.execute({ ids })).map(withSharedTexts),
    (row) => row.id,
  )
})

/**
 * The texts many products have in common (brand, kind, HS code, colour, size, capacity, stars),
 * one string each across the kept cards: each row read brings its own copies, and at 1,000,000
 * products the kept cards held 37,000 copies of '0.00' and of a few dozen brands. Bounded: a
 * catalogue of more distinct values than this shares less, nothing else.
 */
const SHARED_TEXTS = 10_000
const sharedTexts = new Map<string, string>()

function shared<T extends string | null>(text: T): T {
  if (text === null) return text
  const known = sharedTexts.get(text)
  if (known !== undefined) return known as T
  if (sharedTexts.size >= SHARED_TEXTS) sharedTexts.clear()
  sharedTexts.set(text, text)
  return text
}

function withSharedTexts(row: LinkedRow): LinkedRow {
  row.brand = shared(row.brand)
  row.productType = shared(row.productType)
  row.hsCode = shared(row.hsCode)
  row.color = shared(row.color)
  row.size = shared(row.size)
  row.capacity = shared(row.capacity)
  row.star = shared(row.star)
  return row
}

/** The cards of `ids`, in that order; an id no longer in the catalogue is left out. */
function cardsOf(db: Database, ids: readonly number[]): Promise<LinkedRow[]> {
  return cards.of(db).many(
    ids,
    (missing) => cardReads.of(db).many(missing),
    (row) => row.id,
  )
}

/**
 * Ids read as one array value, not a row each: tens of thousands of ids at 1,000,000 products
 * (a row each took the event loop tens of milliseconds to parse).
 */
async function idsOf(db: Database, ids: SQL | { getSQL(): SQL }): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`array(${ids})` })
    .from(sql`(values (1)) as one`)
  return row?.ids ?? []
}

/**
 * The matches of a search of indexed words in a scope, without another filter: the words' ids
 * from the word index alone, whatever the scope (a shop, a category); more than can be kept as
 * a list are put in the scope's orders, fewer are read with their sort keys in the scope. A
 * common word costs a range of the index, not a read of each of its products.
 */
async function matchesOfWords(db: Database, words: string[], scope: Scope): Promise<Found> {
  const found = await productsWithEveryWord(db, words)
  if (found.size > MATCHES_KEPT) return inScopeOrders(db, scope, found)
  return new Matches(
    await db
      .select({ id: products.id, price: products.price, updatedAt: products.updatedAt })
      .from(products)
      .where(
        and(sql`${products.id} = any(${sql.param(found.ids())}::int[])`, scopeOfProducts(scope)),
      ),
  )
}

/** Matches in the scope's two kept orders. */
async function inScopeOrders(db: Database, scope: Scope, found: IdBits): Promise<OrderedMatches> {
  const read = scopeReads.of(db)
  const [byTime, byPrice] = await Promise.all([
    scopeOrder(db, scope, 'updated_at', read),
    scopeOrder(db, scope, 'price', read),
  ])
  return new OrderedMatches(found, byTime, byPrice)
}

/**
 * A page of a search, from its matches read once for all its pages and sorts (matches.ts):
 * few matches in their own kept order, many from marks in the scope's orders.
 */
async function searchPage(
  ctx: RequestContext,
  query: ListQuery<typeof productListSpec>,
  order: MatchOrder,
  read: () => Promise<Found>,
): Promise<Paged<Product>> {
  // Searches that look for the same words ('bánh', 'banh', 'Banh ') share their matches.
  const words = queryWords(query.filter.name ?? '').join(' ')
  const key = ['matches', { ...query.filter, name: words }, query.between]
  const matches = await matchesOf(ctx.db, key, read)
  const ids = matches.page(order, (query.page - 1) * query.perPage, query.perPage)
  // A product removed since the search was read leaves its page one short until the next change.
  return pageEnvelope(
    await withIncludes(ctx.db, await cardsOf(ctx.db, ids), query.include, ctx.lang, false),
    matches.total,
    query.page,
    query.perPage,
  )
}

function prepareProductRead(db: Database, withLinks: boolean) {
  const { categoryIds: _categoryIds, tagIds: _tagIds, ...bare } = productDetailWithLinks
  const read = db
    .select(withLinks ? productDetailWithLinks : bare)
    .from(products)
    .where(idInList)
    .prepare(withLinks ? 'catalog_products_by_id' : 'catalog_products_by_id_bare')
  return new BatchRead(
    async (ids: number[]) => linked(await read.execute({ ids })),
    (row) => row.id,
  )
}

/**
 * The product read (its API answer and its page, uncached) is prepared once per database: its
 * SQL is not rebuilt per request, and PostgreSQL parses and plans it once per connection. The
 * products asked for by requests handled together are read in one query.
 */
const productReads = perDatabase((db) => ({
  // With the category and tag links (when `include` shows them), and without.
  linked: prepareProductRead(db, true),
  bare: prepareProductRead(db, false),
}))

export async function getProduct(
  ctx: RequestContext,
  id: number,
  include: ReadonlySet<Include>,
): Promise<Product> {
  const reads = productReads.of(ctx.db)
  const withLinks = include.has('categories') || include.has('tags')
  const row = await (withLinks ? reads.linked : reads.bare).one(id)
  if (!row) throw new NotFound()
  const [product] = await withIncludes(ctx.db, [row], include, ctx.lang, true)
  if (!product) throw new NotFound()
  return product
}

/** Best sellers across both shops: the most bought first. */
export async function topProductsForSale(
  ctx: RequestContext,
  query: ListQuery<typeof topProductsSpec>,
): Promise<Paged<Product>> {
  const rows = await ctx.db
    .select(productWithLinks)
    .from(products)
    .orderBy(desc(products.soldCount), desc(products.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  const total = await countOnce(ctx.db, ['products'], () =>
    ctx.db.select({ n: count() }).from(products),
  )
  return pageEnvelope(
    await withIncludes(ctx.db, rows, new Set(['categories']), ctx.lang, false),
    total,
    query.page,
    query.perPage,
  )
}

/** §7 product-categories: `filter[root]=1` for the roots, `include=children` for the tree. */
export async function listCategories(
  ctx: RequestContext,
  query: ListQuery<typeof categoryListSpec>,
): Promise<Paged<ProductCategory>> {
  const all = (await reference(ctx.db)).tree
  const nest = (row: CategoryRow): ProductCategory => ({
    ...toCategory(row, ctx.lang),
    ...(query.include.has('children') && {
      children: all.filter((child) => child.parentId === row.id).map(nest),
    }),
  })
  const picked = query.filter.root ? all.filter((row) => row.parentId === null) : all
  const page = picked.slice((query.page - 1) * query.perPage, query.page * query.perPage)
  return pageEnvelope(page.map(nest), picked.length, query.page, query.perPage)
}

export function listOrigins(
  ctx: RequestContext,
  query: ListQuery<typeof originListSpec>,
): Promise<Paged<Origin>> {
  return selectPage(ctx.db, origins, {
    ...query,
    orderBy: [asc(origins.id)],
    map: (row) => toOrigin(row, ctx.lang),
  })
}

/** Categories with every descendant (the tree is two levels deep, but any depth works). */
export function withDescendants(
  tree: { id: number; parentId: number | null }[],
  roots: number[],
): number[] {
  const found = new Set(roots)
  let grew = true
  while (grew) {
    grew = false
    for (const node of tree) {
      if (node.parentId !== null && found.has(node.parentId) && !found.has(node.id)) {
        found.add(node.id)
        grew = true
      }
    }
  }
  return [...found]
}
