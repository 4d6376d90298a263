import {
  type BrowsableMarket,
  type LabelMap,
  MARKET_PAGE_SIZE,
  MARKET_SORTS,
  type MarketCategory,
  type MarketItem,
  type MarketList,
} from '@kaimono/contracts'
import { type AnyColumn, and, asc, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm'
import { TtlCache } from '../../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../../platform/changes.ts'
import { BatchRead } from '../../../platform/db/batch.ts'
import type { Database } from '../../../platform/db/index.ts'
import { perDatabase } from '../../../platform/db/per-database.ts'
import { fold } from '../../catalog/index.ts'
import type { MarketAdapter, MarketQuery } from '../adapter.ts'
import {
  type Bits,
  type Check,
  FREE_SHIPPING,
  type MarketLists,
  marketListsOf,
  QUICK_DECISION,
  type Range,
  searchListsOf,
} from '../list-index.ts'
import { marketCategories, marketItems, marketSellers } from '../schema.ts'

type CategoryRow = typeof marketCategories.$inferSelect

/** A market's categories by id, with the path from its root; kept a minute. */
type Tree = {
  byId: Map<string, CategoryRow>
  children: Map<string | null, CategoryRow[]>
  /** Each category and every one below it: an item may sit in an inner category too. */
  within: Map<string, string[]>
  /** Each category's path from its root as JSON text (an item's `categories`), made once. */
  paths: Map<string | null, string>
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
  return { byId, children, within, paths: new Map() }
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
 * SQL, prepared once) and its values, bound to the placeholders its SQL names; and the same
 * condition on a market's lists in this process (list-index.ts), where it can be told there
 * (`keeps`: undefined, or undefined returned, when it cannot: the list is then read by SQL).
 */
type Part = {
  shape: string
  where: SQL
  values?: Record<string, unknown>
  keeps?: (lists: MarketLists) => Keep | undefined
  /** A search's LIKE patterns: its items are found in every market at once (searchListsOf). */
  patterns?: string[]
}

/** A part of a list's condition in the market's lists: a range of items, or a check of each. */
type Keep = { range: Range } | { check: Check }
const checked = (check: Check): Keep => ({ check })
/** A check of a column the lists keep; undefined when they do not keep it (list-index.ts). */
const checkedOn = (column: ArrayLike<number>, check: Check): Keep | undefined =>
  column.length === 0 ? undefined : { check }

const NOTHING: Keep = { range: { from: 0, to: 0 } }

/** The items that have the word (a condition or a facet) as a bit of `masks`. */
function having(bits: Bits, masks: Uint32Array, word: string): Keep | undefined {
  const bit = bits.bitOf(word)
  if (bit === undefined || masks.length === 0) return undefined
  return bit === 0 ? NOTHING : checked((item) => ((masks[item] as number) & bit) !== 0)
}

const placeholder = sql.placeholder

/** A filter's value as a part, or undefined for a value the filter does not know. */
function filterPart(key: string, value: string, now: Date): Part | undefined {
  const named = `filter_${key}`
  const bound = (where: SQL, given: unknown, keeps: Part['keeps']): Part => ({
    shape: key,
    where,
    values: { [named]: given },
    keeps,
  })
  const p = placeholder(named)
  switch (key) {
    case 'price': {
      const match = /^(\d{1,9})-(\d{1,9})$/.exec(value)
      if (!match) return undefined
      const [from, to] = [Number(match[1]), Number(match[2])]
      return {
        shape: key,
        where: and(
          gte(marketItems.price, placeholder('price_from')),
          lt(marketItems.price, placeholder('price_to')),
        ) as SQL,
        values: { price_from: from, price_to: to },
        keeps: ({ columns: { price } }) =>
          checked((item) => (price[item] as number) >= from && (price[item] as number) < to),
      }
    }
    case 'status':
      return bound(
        sql`${marketItems.productCondition} @> array[${p}::text]`,
        value,
        ({ columns }) => having(columns.conditionBits, columns.conditions, value),
      )
    case 'rank':
    case 'gender':
    case 'colors': {
      const facet = `${key === 'colors' ? 'color' : key}:${value}`
      return bound(sql`${marketItems.facets} @> array[${p}::text]`, facet, ({ columns }) =>
        having(columns.facetBits, columns.facets, facet),
      )
    }
    case 'shipping':
      return {
        shape: key,
        where: sql`${marketItems.delivery} @> ARRAY['free_shipping']::text[]`,
        keeps: ({ columns: { flags } }) =>
          checked((item) => ((flags[item] as number) & FREE_SHIPPING) !== 0),
      }
    case 'reviews': {
      // Compared as PostgreSQL compares a real: in single precision.
      const least = Math.fround(Number(value))
      return bound(
        sql`${marketItems.rateRatio} >= ${p}::real`,
        Number(value),
        ({ columns: { rateRatio } }) =>
          checkedOn(rateRatio, (item) => (rateRatio[item] as number) >= least),
      )
    }
    case 'new_arrivals': {
      const since = new Date(now.getTime() - NEW_ARRIVAL_DAYS * DAY_MS)
      return bound(
        sql`${marketItems.createdAt} > ${p}::timestamptz`,
        since.toISOString(),
        ({ columns: { createdAt } }) =>
          checkedOn(createdAt, (item) => (createdAt[item] as number) > since.getTime() * 1000),
      )
    }
    case 'discount': {
      const percent = Number(value)
      return bound(
        sql`${marketItems.initialPrice} > ${marketItems.price} AND 100 * (${marketItems.initialPrice} - ${marketItems.price}) >= ${p}::int * ${marketItems.initialPrice}`,
        percent,
        ({ columns }) =>
          checkedOn(columns.initialPrice, (item) => {
            const price = columns.price[item] as number
            const initial = columns.initialPrice[item] as number
            return initial > price && 100 * (initial - price) >= percent * initial
          }),
      )
    }
    case 'ending': {
      if (value === 'buy_now') {
        return {
          shape: 'buy_now',
          where: isNotNull(marketItems.quickDecisionPrice),
          keeps: ({ columns: { flags } }) =>
            checked((item) => ((flags[item] as number) & QUICK_DECISION) !== 0),
        }
      }
      const before = new Date(now.getTime() + DAY_MS)
      return bound(
        sql`${marketItems.endTime} < ${p}::timestamptz`,
        before.toISOString(),
        ({ columns: { endTime } }) =>
          checkedOn(endTime, (item) => (endTime[item] as number) < before.getTime() * 1000),
      )
    }
    default:
      return undefined
  }
}

/**
 * The items of a category's page: a root's read by their root (one index range), a leaf's by
 * itself, any other's by it and every one below it; a category the market lacks has none.
 */
function categoryPart(tree: Tree, category: CategoryRow | undefined): Part {
  if (!category) return { shape: 'none', where: sql`false`, keeps: () => NOTHING }
  const { id } = category
  // In the lists, a category's items are those of its range (list-index.ts).
  const range = (lists: MarketLists): Keep => ({ range: lists.rangeOf(id) })
  if (category.parentId === null) {
    return {
      shape: 'root',
      where: eq(marketItems.categoryRoot, placeholder('category')),
      values: { category: id },
      keeps: (lists) => (lists.columns.rootsInTree ? range(lists) : undefined),
    }
  }
  const ids = tree.within.get(id) ?? [id]
  if (ids.length === 1) {
    return {
      shape: 'leaf',
      where: eq(marketItems.categoryId, placeholder('category')),
      values: { category: id },
      keeps: range,
    }
  }
  return {
    shape: 'within',
    where: sql`${marketItems.categoryId} = any(${placeholder('categories')}::text[])`,
    values: { categories: ids },
    keeps: range,
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
  const patterns = words.map((word) => `%${escaped(word)}%`)
  return {
    shape: `words${words.length}`,
    where: and(
      ...words.map((_, n) => sql`${marketItems.searchText} LIKE ${placeholder(`word${n}`)}`),
    ) as SQL,
    values: Object.fromEntries(patterns.map((pattern, n) => [`word${n}`, pattern])),
    patterns,
  }
}

/** A JSON object of `fields` (name, value), written by PostgreSQL. */
const jsonObject = (fields: [string, SQL | AnyColumn][]) =>
  sql`json_build_object(${sql.join(
    fields.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`

/** A JSON object when `present` holds, else null. */
const jsonWhen = (present: SQL, fields: [string, SQL | AnyColumn][]) =>
  sql`case when ${present} then ${jsonObject(fields)} end`

/**
 * An item as §3 Other-market product item, written by PostgreSQL as JSON text: every field but
 * `categories` and `weight_g`, which come from the market's tree (itemText). A list's item (not
 * `long`) goes without its descriptions and reviews' comments. Written where the row is read, a
 * page of 30 items reaches this process as 30 strings instead of 30 rows of 27 columns, which
 * took more of a list's time to parse, map and write out again than everything else it did.
 */
function cardOf(long: boolean): SQL<string> {
  const off = sql`${marketItems.initialPrice} - ${marketItems.price}`
  return sql<string>`${jsonObject([
    ['id', marketItems.id],
    ['name', marketItems.name],
    ['names', marketItems.names],
    ['price', marketItems.price],
    ['initial_price', marketItems.initialPrice],
    [
      'discount',
      jsonWhen(sql`${marketItems.initialPrice} > ${marketItems.price}`, [
        ['price', off],
        ['percent', sql`ceil(100 * (${off})::numeric / ${marketItems.initialPrice})::int`],
      ]),
    ],
    ['image_uri', sql`coalesce(${marketItems.images}[1], '')`],
    ['image_list', marketItems.images],
    ['label', marketItems.label],
    ['url', marketItems.url],
    [
      'shop',
      jsonWhen(sql`${marketSellers.id} is not null`, [
        ['id', marketSellers.id],
        ['name', marketSellers.name],
        ['image_uri', marketSellers.imageUri],
        [
          'rate',
          jsonWhen(sql`${marketSellers.rateRatio} is not null`, [
            ['ratio', marketSellers.rateRatio],
          ]),
        ],
      ]),
    ],
    ['sale_status', marketItems.saleStatus],
    ['product_condition', marketItems.productCondition],
    ['delivery', marketItems.delivery],
    ['description_html', long ? marketItems.descriptionHtml : sql`null`],
    ['description_text', long ? marketItems.descriptionText : sql`null`],
    ['variants', marketItems.variants],
    ['size', marketItems.sizes],
    [
      'rate',
      jsonWhen(sql`${marketItems.rateRatio} is not null`, [
        ['count', marketItems.rateCount],
        ['ratio', marketItems.rateRatio],
        ['comments', long ? marketItems.comments : sql`'[]'::json`],
      ]),
    ],
    ['is_sold_out', marketItems.isSoldOut],
    ['end_time', sql`floor(extract(epoch from ${marketItems.endTime}))::bigint`],
    ['quick_decision_price', marketItems.quickDecisionPrice],
    ['bid_count', marketItems.bidCount],
    [
      'delivery_detail',
      jsonWhen(sql`${marketItems.deliveryText} is not null`, [
        ['estimated_delivery_time_text', marketItems.deliveryText],
      ]),
    ],
    ['origin', marketItems.origin],
  ])}::text`
}

/** What a page or a detail reads of each item: its card, and what the tree adds to it. */
const cardColumns = (long: boolean) => ({
  categoryId: marketItems.categoryId,
  weightG: marketItems.weightG,
  card: cardOf(long),
})
type CardRow = { categoryId: string | null; weightG: number | null; card: string }

/** An item's JSON text: its card with its category path and weight (its category's default). */
function itemText(tree: Tree, row: CardRow): string {
  let path = tree.paths.get(row.categoryId)
  if (path === undefined) {
    path = JSON.stringify(pathOf(tree, row.categoryId))
    tree.paths.set(row.categoryId, path)
  }
  const category = row.categoryId === null ? undefined : tree.byId.get(row.categoryId)
  const weight = row.weightG ?? category?.defaultWeightG ?? null
  return `{"categories":${path},"weight_g":${weight},${row.card.slice(1)}`
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
 * in it), then their cards.
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
    .select(cardColumns(false))
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
    .select(cardColumns(true))
    .from(marketItems)
    .leftJoin(marketSellers, sellerJoin)
    .where(
      and(eq(marketItems.market, placeholder('market')), eq(marketItems.id, placeholder('id'))),
    )
    .prepare('market_detail'),
  cards: cardsRead(db),
  sellerItems: itemsRead(
    db,
    [eq(marketItems.sellerId, placeholder('seller'))],
    SORTS.newest ?? [],
    'market_seller_items',
  ),
}))

/** An item's key across markets, in `cardsRead`. */
const cardKey = (market: string, id: string) => `${market}\u0000${id}`

/**
 * Items' cards by market and id, every market's at once: the pages found in one round of the
 * event loop are read in one query (BatchRead): one write to the database, one wake-up of it and
 * one connection of the pool for all of them, rather than one each (a query a market took more
 * connections than the pool has, and pages waited for one).
 */
function cardsRead(db: Database) {
  const read = db
    .select({ market: marketItems.market, id: marketItems.id, ...cardColumns(false) })
    .from(marketItems)
    .leftJoin(marketSellers, sellerJoin)
    .where(
      sql`(${marketItems.market}, ${marketItems.id}) in (select * from unnest(${placeholder('markets')}::text[], ${placeholder('ids')}::text[]))`,
    )
    .prepare('market_cards')
  return new BatchRead(
    (keys: string[]) => {
      const split = keys.map((key) => key.split('\u0000'))
      return read.execute({
        markets: split.map(([market]) => market),
        ids: split.map(([, id]) => id),
      })
    },
    (row) => cardKey(row.market, row.id),
  )
}

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

  /** A page of items as JSON texts, and whether another page follows. */
  /** A page's rows, a page and one more, read by SQL (`read`) or found in the market's lists. */
  async function rowsOf(
    read: ItemsRead,
    parts: Part[],
    sort: string,
    pageNumber: number,
  ): Promise<CardRow[]> {
    const offset = (pageNumber - 1) * MARKET_PAGE_SIZE
    const limit = MARKET_PAGE_SIZE + 1
    const lists = marketListsOf(db, market)
    const search = parts.find((part) => part.patterns)
    if (lists && search?.patterns) {
      // A search's items in every market, read once for all of them (a search across markets
      // asks eleven at once): this market's page is found in its share, as a category's is.
      const found = await searchListsOf(db, search.patterns)
      if (found) {
        const mine = found.get(market)
        if (!mine) return []
        const rest = parts.filter((part) => part !== search)
        const ids = pageOf(mine, rest, sort, offset, limit)
        if (ids) return ids.length === 0 ? [] : cardsOf(ids)
      }
    }
    const ids = lists ? pageOf(lists, parts, sort, offset, limit) : undefined
    if (ids) return ids.length === 0 ? [] : cardsOf(ids)
    const values = Object.assign({}, ...parts.map((part) => part.values ?? {}))
    return read.execute({ ...values, market, limit, offset })
  }

  /** The cards of these items, in this order (cardsRead). */
  const cardsOf = (ids: string[]): Promise<CardRow[]> =>
    reads.of(db).cards.many(ids.map((id) => cardKey(market, id)))

  /** A page's ids found in the market's lists; undefined when they cannot tell. */
  function pageOf(lists: MarketLists, parts: Part[], sort: string, offset: number, limit: number) {
    let range: Range = { from: 0, to: lists.count }
    const checks: Check[] = []
    for (const part of parts) {
      const keep = part.keeps?.(lists)
      if (!keep) return undefined
      if ('check' in keep) checks.push(keep.check)
      else {
        range = {
          from: Math.max(range.from, keep.range.from),
          to: Math.min(range.to, keep.range.to),
        }
      }
    }
    return lists.page(sort, range, checks, offset, limit)
  }

  async function page(rowsRead: Promise<CardRow[]>, pageNumber: number) {
    const [rows, known] = await Promise.all([rowsRead, tree()])
    const shown = rows.slice(0, MARKET_PAGE_SIZE)
    return {
      items: shown.map((row) => itemText(known, row)),
      categories: shown.map((row) => row.categoryId),
      pagination: { page: pageNumber, is_allow_next: rows.length > MARKET_PAGE_SIZE },
    }
  }

  async function listJson(query: MarketQuery): Promise<string> {
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
        keeps: ({ columns: { endTime } }) =>
          checkedOn(endTime, (item) => (endTime[item] as number) > at.getTime() * 1000),
      })
    }
    const sort = query.sort ?? MARKET_SORTS[market][0]?.value ?? 'newest'
    const order = SORTS[sort] ? sort : 'newest'
    const read = listRead(db, order, parts)
    const { items, categories, pagination } = await page(
      rowsOf(read, parts, order, query.page),
      query.page,
    )
    const sub = (category ? known.children.get(category.id) : known.children.get(null)) ?? []
    const siblings = category ? (known.children.get(category.parentId) ?? []) : []
    // A search suggests the categories its items are in; a category page, its neighbours.
    const found = new Set(categories.flatMap((id) => (id === null ? [] : [id])))
    const suggest = query.search
      ? [...found].flatMap((id) => known.byId.get(id) ?? []).slice(0, 8)
      : siblings.filter((row) => row.id !== category?.id)
    const rest: Omit<MarketList, 'items'> = {
      sub_categories: sub.map(toCategory),
      suggest_categories: suggest.map(toCategory),
      pagination,
    }
    // Joined once: the items joined, then put in a template, were two copies of 100 kB a page.
    const pieces = ['{"items":[']
    for (const [n, item] of items.entries()) pieces.push(n === 0 ? item : `,${item}`)
    pieces.push('],', JSON.stringify(rest).slice(1))
    return pieces.join('')
  }

  return {
    listJson,
    list: async (query) => JSON.parse(await listJson(query)) as MarketList,

    async detail(id) {
      const [row] = await reads.of(db).detail.execute({ market, id })
      return row ? (JSON.parse(itemText(await tree(), row)) as MarketItem) : null
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
        reads.of(db).sellerItems.execute({
          seller: sellerId,
          market,
          limit: MARKET_PAGE_SIZE + 1,
          offset: (pageNumber - 1) * MARKET_PAGE_SIZE,
        }),
        pageNumber,
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
        items: JSON.parse(`[${items.join(',')}]`) as MarketItem[],
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
