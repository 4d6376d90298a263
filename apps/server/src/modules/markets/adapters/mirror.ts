import {
  type BrowsableMarket,
  type LabelMap,
  MARKET_PAGE_SIZE,
  MARKET_SORTS,
  type MarketCategory,
  type MarketItem,
  type MarketList,
} from '@kaimono/contracts'
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  isNotNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm'
import { TtlCache } from '../../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../../platform/changes.ts'
import type { Database } from '../../../platform/db/index.ts'
import { perDatabase } from '../../../platform/db/per-database.ts'
import { fold } from '../../catalog/index.ts'
import type { MarketAdapter, MarketQuery } from '../adapter.ts'
import { marketCategories, marketItems, marketSellers } from '../schema.ts'

type ItemRow = typeof marketItems.$inferSelect
type SellerRow = typeof marketSellers.$inferSelect
type CategoryRow = typeof marketCategories.$inferSelect

/** A market's categories by id, with the path from its root; kept a minute. */
type Tree = {
  byId: Map<string, CategoryRow>
  children: Map<string | null, CategoryRow[]>
  /** Each category and every one below it: an item may sit in an inner category too. */
  within: Map<string, string[]>
}

function buildTree(rows: CategoryRow[]): Tree {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const children = new Map<string | null, CategoryRow[]>()
  for (const row of rows) {
    const parent = row.parentId !== null && byId.has(row.parentId) ? row.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), row])
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position)
  const within = new Map<string, string[]>()
  const withinOf = (id: string): string[] => {
    const known = within.get(id)
    if (known) return known
    const below = children.get(id)
    const found = [id, ...(below ?? []).flatMap((child) => withinOf(child.id))]
    within.set(id, found)
    return found
  }
  for (const row of rows) withinOf(row.id)
  return { byId, children, within }
}

export const toCategory = (row: CategoryRow): MarketCategory => ({
  id: row.id,
  parent_id: row.parentId,
  lang: row.name,
})

/** The path from the root to a category, as §3 `categories[{id, lang}]` lists it. */
function pathOf(tree: Tree, id: string | null): MarketItem['categories'] {
  const path: MarketItem['categories'] = []
  let at = id === null ? undefined : tree.byId.get(id)
  while (at && path.length < 8) {
    path.unshift({ id: at.id, lang: at.name })
    at = at.parentId === null ? undefined : tree.byId.get(at.parentId)
  }
  return path
}

const NEW_ARRIVAL_DAYS = 7
const DAY_MS = 86_400_000

/** One key of a sort: a column, and its direction as the indexes hold it (schema.ts). */
type SortKey = { column: AnyColumn; key: string; direction: 'asc' | 'desc' | 'desc nulls last' }
const by = (
  key: keyof typeof marketItems.$inferSelect,
  direction: SortKey['direction'],
): SortKey => ({ column: marketItems[key] as AnyColumn, key, direction })

/**
 * How a list is ordered by each sort name (MARKET_SORTS); the id breaks ties. Each is an index's
 * order, for the market, a root category and a leaf (schema.ts): drizzle's `.desc()` in an index
 * is DESC NULLS LAST, which a plain ORDER BY … DESC (nulls first) could not be read from.
 */
const SORTS: Record<string, SortKey[]> = {
  newest: [by('createdAt', 'desc nulls last'), by('id', 'asc')],
  popular: [by('rateCount', 'desc nulls last'), by('id', 'asc')],
  price_asc: [by('price', 'asc'), by('id', 'asc')],
  price_desc: [by('price', 'desc'), by('id', 'desc')],
  reviews: [
    by('rateRatio', 'desc nulls last'),
    by('rateCount', 'desc nulls last'),
    by('id', 'asc'),
  ],
  ending: [by('endTime', 'asc'), by('id', 'asc')],
  bids: [by('bidCount', 'desc nulls last'), by('id', 'asc')],
}

const ordered = (column: AnyColumn | SQL.Aliased, direction: SortKey['direction']) =>
  direction === 'asc'
    ? asc(column)
    : direction === 'desc'
      ? desc(column)
      : sql`${column} DESC NULLS LAST`

/**
 * One part of a list's condition: its shape (which query it takes: the same shape is the same
 * SQL, prepared once) and its values, bound to the placeholders its SQL names.
 */
type Part = { shape: string; where: SQL; values?: Record<string, unknown> }

const placeholder = sql.placeholder

/** A filter's value as a part, or undefined for a value the filter does not know. */
function filterPart(key: string, value: string, now: Date): Part | undefined {
  const named = `filter_${key}`
  const bound = (where: SQL, given: unknown): Part => ({
    shape: key,
    where,
    values: { [named]: given },
  })
  const p = placeholder(named)
  switch (key) {
    case 'price': {
      const match = /^(\d{1,9})-(\d{1,9})$/.exec(value)
      if (!match) return undefined
      return {
        shape: key,
        where: and(
          gte(marketItems.price, placeholder('price_from')),
          lt(marketItems.price, placeholder('price_to')),
        ) as SQL,
        values: { price_from: Number(match[1]), price_to: Number(match[2]) },
      }
    }
    case 'status':
      return bound(sql`${marketItems.productCondition} @> array[${p}::text]`, value)
    case 'rank':
    case 'gender':
      return bound(sql`${marketItems.facets} @> array[${p}::text]`, `${key}:${value}`)
    case 'colors':
      return bound(sql`${marketItems.facets} @> array[${p}::text]`, `color:${value}`)
    case 'shipping':
      return { shape: key, where: sql`${marketItems.delivery} @> ARRAY['free_shipping']::text[]` }
    case 'reviews':
      return bound(sql`${marketItems.rateRatio} >= ${p}::real`, Number(value))
    case 'new_arrivals':
      return bound(
        sql`${marketItems.createdAt} > ${p}::timestamptz`,
        new Date(now.getTime() - NEW_ARRIVAL_DAYS * DAY_MS).toISOString(),
      )
    case 'discount':
      return bound(
        sql`${marketItems.initialPrice} > ${marketItems.price} AND 100 * (${marketItems.initialPrice} - ${marketItems.price}) >= ${p}::int * ${marketItems.initialPrice}`,
        Number(value),
      )
    case 'ending':
      return value === 'buy_now'
        ? { shape: 'buy_now', where: isNotNull(marketItems.quickDecisionPrice) }
        : bound(
            sql`${marketItems.endTime} < ${p}::timestamptz`,
            new Date(now.getTime() + DAY_MS).toISOString(),
          )
    default:
      return undefined
  }
}

/**
 * The items of a category's page: a root's read by their root (one index range), a leaf's by
 * itself, any other's by it and every one below it; a category the market lacks has none.
 */
function categoryPart(tree: Tree, category: CategoryRow | undefined): Part {
  if (!category) return { shape: 'none', where: sql`false` }
  if (category.parentId === null) {
    return {
      shape: 'root',
      where: eq(marketItems.categoryRoot, placeholder('category')),
      values: { category: category.id },
    }
  }
  const ids = tree.within.get(category.id) ?? [category.id]
  if (ids.length === 1) {
    return {
      shape: 'leaf',
      where: eq(marketItems.categoryId, placeholder('category')),
      values: { category: category.id },
    }
  }
  return {
    shape: 'within',
    where: sql`${marketItems.categoryId} = any(${placeholder('categories')}::text[])`,
    values: { categories: ids },
  }
}

/** Words of a search, each of which the names must hold (folded, trigram-indexed). */
function searchPart(search: string): Part | undefined {
  const words = fold(search)
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 8)
  if (words.length === 0) return undefined
  const escaped = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`)
  return {
    shape: `words${words.length}`,
    where: and(
      ...words.map((_, n) => sql`${marketItems.searchText} LIKE ${placeholder(`word${n}`)}`),
    ) as SQL,
    values: Object.fromEntries(words.map((word, n) => [`word${n}`, `%${escaped(word)}%`])),
  }
}

const discountOf = (price: number, initial: number | null) =>
  initial !== null && initial > price
    ? { price: initial - price, percent: Math.ceil((100 * (initial - price)) / initial) }
    : null

/** A mirror row as §3 Other-market product item. */
function toItem(
  row: ListedRow & Partial<Pick<ItemRow, 'descriptionHtml' | 'descriptionText' | 'comments'>>,
  seller: Pick<SellerRow, 'id' | 'name' | 'imageUri' | 'rateRatio'> | null,
  tree: Tree,
  long: boolean,
): MarketItem {
  const category = row.categoryId === null ? undefined : tree.byId.get(row.categoryId)
  return {
    id: row.id,
    name: row.name,
    names: row.names,
    price: row.price,
    initial_price: row.initialPrice,
    discount: discountOf(row.price, row.initialPrice),
    image_uri: row.images[0] ?? '',
    image_list: row.images,
    label: row.label,
    url: row.url,
    shop: seller
      ? {
          id: seller.id,
          name: seller.name,
          image_uri: seller.imageUri,
          rate: seller.rateRatio === null ? null : { ratio: seller.rateRatio },
        }
      : null,
    sale_status: row.saleStatus,
    product_condition: row.productCondition,
    delivery: row.delivery,
    categories: pathOf(tree, row.categoryId),
    description_html: long ? (row.descriptionHtml ?? null) : null,
    description_text: long ? (row.descriptionText ?? null) : null,
    variants: row.variants,
    size: row.sizes,
    rate:
      row.rateRatio === null
        ? null
        : { count: row.rateCount, ratio: row.rateRatio, comments: (long && row.comments) || [] },
    is_sold_out: row.isSoldOut,
    end_time: row.endTime === null ? null : Math.floor(row.endTime.getTime() / 1000),
    quick_decision_price: row.quickDecisionPrice,
    bid_count: row.bidCount,
    delivery_detail:
      row.deliveryText === null ? null : { estimated_delivery_time_text: row.deliveryText },
    origin: row.origin,
    weight_g: row.weightG ?? category?.defaultWeightG ?? null,
  }
}

/**
 * The columns a list's item shows: not the long texts and comments (only the detail shows them),
 * nor what only finds or files it (its search text, filter values, brand, root, last change):
 * a page of 30 rows is then a third lighter to send and parse.
 */
const {
  descriptionHtml: _html,
  descriptionText: _text,
  comments: _comments,
  searchText: _searchText,
  facets: _facets,
  brand: _brand,
  categoryRoot: _root,
  updatedAt: _updatedAt,
  ...LIST_COLUMNS
} = getTableColumns(marketItems)
type ListedRow = { [K in keyof typeof LIST_COLUMNS]: ItemRow[K] }
const SELLER_COLUMNS = {
  id: marketSellers.id,
  name: marketSellers.name,
  imageUri: marketSellers.imageUri,
  rateRatio: marketSellers.rateRatio,
}

/** Each market's category tree, kept until the mirror changes (ADR 020). */
const trees = keptUntilChanged(() => new TtlCache<Tree>({ maxEntries: 32, ttlMs: KEPT_AT_MOST_MS }))

const sellerJoin = and(
  eq(marketSellers.market, marketItems.market),
  eq(marketSellers.id, marketItems.sellerId),
)

/**
 * A page of items whose condition and order are prepared (market, limit, offset bound): first
 * the page's ids, read in the sort's order from its index alone (every column a filter reads is
 * in it), then their rows.
 */
function itemsRead(db: Database, where: SQL[], sort: SortKey[], name: string) {
  const page = db
    .select({
      market: marketItems.market,
      ...Object.fromEntries(sort.map((key) => [key.key, key.column])),
    })
    .from(marketItems)
    .where(and(eq(marketItems.market, placeholder('market')), ...where))
    .orderBy(...sort.map((key) => ordered(key.column, key.direction)))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page')
  const column = (key: string) => (page as unknown as Record<string, AnyColumn>)[key] as AnyColumn
  return db
    .select({ item: LIST_COLUMNS, seller: SELLER_COLUMNS })
    .from(page)
    .innerJoin(
      marketItems,
      and(eq(marketItems.market, column('market')), eq(marketItems.id, column('id'))),
    )
    .leftJoin(marketSellers, sellerJoin)
    .orderBy(...sort.map((key) => ordered(column(key.key), key.direction)))
    .prepare(name)
}
type ItemsRead = ReturnType<typeof itemsRead>

/**
 * Shapes of lists prepared at most: a category's kind, a search's number of words, filters and
 * a sort. Past it a shape is read unnamed, its SQL made for each request.
 */
const LIST_SHAPES = 2_000

/**
 * The reads of the mirror, made once per database: each list shape's SQL is built once and
 * prepared by name (drizzle's building of a list's query took a fifth of a list's time, and
 * PostgreSQL parses a named statement once per connection).
 */
const reads = perDatabase((db) => ({
  lists: new Map<string, ItemsRead>(),
  detail: db
    .select({ item: marketItems, seller: SELLER_COLUMNS })
    .from(marketItems)
    .leftJoin(marketSellers, sellerJoin)
    .where(
      and(eq(marketItems.market, placeholder('market')), eq(marketItems.id, placeholder('id'))),
    )
    .prepare('market_detail'),
  sellerItems: itemsRead(
    db,
    [eq(marketItems.sellerId, placeholder('seller'))],
    SORTS.newest ?? [],
    'market_seller_items',
  ),
}))

function listRead(db: Database, sort: string, parts: Part[]): ItemsRead {
  const { lists } = reads.of(db)
  const shape = [sort, ...parts.map((part) => part.shape)].join(' ')
  const known = lists.get(shape)
  if (known) return known
  const where = parts.map((part) => part.where)
  const order = SORTS[sort] ?? []
  if (lists.size >= LIST_SHAPES) return itemsRead(db, where, order, '')
  const read = itemsRead(db, where, order, `market_list_${lists.size + 1}`)
  lists.set(shape, read)
  return read
}

export type MirrorOptions = {
  db: Database
  market: BrowsableMarket
  now?: () => Date
}

/**
 * The default adapter (ARCHITECTURE §5): a market's listings as the mirror keeps them in our
 * database (seeded, and refreshed by `npm run market:import`). Works offline. Queries are not
 * cancelled by `signal`: each is one indexed read, and the guard stops waiting for it.
 */
export function mirrorAdapter({
  db,
  market,
  now = () => new Date(),
}: MirrorOptions): MarketAdapter {
  const tree = () =>
    trees
      .of(db)
      .get(market, async () =>
        buildTree(
          await db
            .select()
            .from(marketCategories)
            .where(eq(marketCategories.market, market))
            .orderBy(asc(marketCategories.position)),
        ),
      )

  function page(read: ItemsRead, values: Record<string, unknown>, pageNumber: number, known: Tree) {
    return read
      .execute({
        ...values,
        market,
        limit: MARKET_PAGE_SIZE + 1,
        offset: (pageNumber - 1) * MARKET_PAGE_SIZE,
      })
      .then((rows) => ({
        items: rows
          .slice(0, MARKET_PAGE_SIZE)
          .map(({ item, seller }) => toItem(item, seller, known, false)),
        pagination: { page: pageNumber, is_allow_next: rows.length > MARKET_PAGE_SIZE },
      }))
  }

  return {
    async list(query: MarketQuery): Promise<MarketList> {
      const known = await tree()
      const at = new Date(now())
      const category = query.category === undefined ? undefined : known.byId.get(query.category)
      const parts: Part[] = []
      if (query.category !== undefined) parts.push(categoryPart(known, category))
      const search = query.search ? searchPart(query.search) : undefined
      if (search) parts.push(search)
      const filters = Object.entries(query.filters ?? {}).sort(([a], [b]) => a.localeCompare(b))
      for (const [key, value] of filters) {
        const part = filterPart(key, value, at)
        if (part) parts.push(part)
      }
      // Auctions that have ended are not listed (they are still found by id).
      if (market === 'yahoo-auction') {
        parts.push({
          shape: 'open',
          where: sql`${marketItems.endTime} > ${placeholder('now')}::timestamptz`,
          values: { now: at.toISOString() },
        })
      }
      const sort = query.sort ?? MARKET_SORTS[market][0]?.value ?? 'newest'
      const order = SORTS[sort] ? sort : 'newest'
      const read = listRead(db, order, parts)
      const values = Object.assign({}, ...parts.map((part) => part.values ?? {}))
      const { items, pagination } = await page(read, values, query.page, known)
      const sub = (category ? known.children.get(category.id) : known.children.get(null)) ?? []
      const siblings = category ? (known.children.get(category.parentId) ?? []) : []
      // A search suggests the categories its items are in; a category page, its neighbours.
      const found = new Set(items.flatMap((item) => item.categories.slice(-1).map((c) => c.id)))
      const suggest = query.search
        ? [...found].flatMap((id) => known.byId.get(id) ?? []).slice(0, 8)
        : siblings.filter((row) => row.id !== category?.id)
      return {
        items,
        sub_categories: sub.map(toCategory),
        suggest_categories: suggest.map(toCategory),
        pagination,
      }
    },

    async detail(id) {
      const [row] = await reads.of(db).detail.execute({ market, id })
      return row ? toItem(row.item, row.seller, await tree(), true) : null
    },

    async categories() {
      const known = await tree()
      return [...known.byId.values()].sort((a, b) => a.position - b.position).map(toCategory)
    },

    async sellerShop(sellerId, pageNumber) {
      const [seller] = await db
        .select()
        .from(marketSellers)
        .where(and(eq(marketSellers.market, market), eq(marketSellers.id, sellerId)))
      if (!seller) return null
      const { items, pagination } = await page(
        reads.of(db).sellerItems,
        { seller: sellerId },
        pageNumber,
        await tree(),
      )
      return {
        seller: {
          name: seller.name,
          image_uri: seller.imageUri,
          description: seller.description,
          identity_verification: seller.identityVerification,
          rate:
            seller.rateRatio === null
              ? null
              : { ratio: seller.rateRatio, max_ratio: seller.maxRatio },
        },
        items,
        pagination,
      }
    },

    async sellerReview(sellerId) {
      const [seller] = await db
        .select()
        .from(marketSellers)
        .where(and(eq(marketSellers.market, market), eq(marketSellers.id, sellerId)))
      if (!seller) return null
      const total = seller.good + seller.normal + seller.bad
      return {
        good: seller.good,
        normal: seller.normal,
        bad: seller.bad,
        good_rate_percent: total === 0 ? 0 : Math.round((1000 * seller.good) / total) / 10,
      }
    },
  }
}

/** Names in every language, for a feed or a seed that gives only some. */
export const namesOf = (name: string, names: Partial<LabelMap> | undefined): LabelMap => ({
  ja: names?.ja ?? name,
  vi: names?.vi ?? names?.en ?? name,
  en: names?.en ?? names?.vi ?? name,
})
