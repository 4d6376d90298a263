import {
  BROWSABLE_MARKETS,
  type BrowsableMarket,
  MARKET_FILTERS,
  MARKET_SORTS,
} from '@kaimono/contracts'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { keptUntilChanged, prepareAhead } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import { marketCategories, marketItems } from './schema.ts'

/**
 * A market's lists in this process (ADR 028): what every item is filtered and ordered by, in
 * typed arrays, and its place in each sort, so that a page of a category, in any sort and with
 * any filters, is found here and only its 30 items are read from the database. At 1,000,000
 * items a list read its page from an index of PostgreSQL in 1.5 ms of the database's time (a
 * plan, a range of the index read past its offset, the rows), and a third of the pages were
 * empty; here a page is a walk of an array, and an empty page asks the database nothing.
 *
 * Items are numbered in the order of their categories' tree (a category, then each below it, as
 * the market orders them), so that every category's items, with all those below it, are one
 * range of numbers: a category's page walks only its own items. Ties of a sort are broken by the
 * item's id, in PostgreSQL's order of ids, as the SQL breaks them: a page here is the page the
 * SQL reads (list-index.test.ts compares both). Built ahead by a serving process, at start and
 * after each change of the mirror (prepareAhead); until it is built, lists are read by SQL.
 */
export class MarketLists {
  readonly columns: ListColumns

  constructor(columns: ListColumns) {
    this.columns = columns
  }

  get count(): number {
    return this.columns.price.length
  }

  idOf(item: number): string {
    const { idBytes, idStarts } = this.columns
    return idBytes.toString('utf8', idStarts[item], idStarts[item + 1])
  }

  /** The items of a category and all below it, as a range of numbers; none for an unknown one. */
  rangeOf(category: string): Range {
    return this.columns.ranges.get(category) ?? { from: 0, to: 0 }
  }

  /**
   * The ids of the items of `range` that every check keeps, in `sort`'s order, from `offset`,
   * `limit` at most; undefined when this market is not ordered by `sort`. The best `offset +
   * limit` are kept in a heap as the range is walked: an item placed after the heap's last is
   * passed over before any check is asked.
   */
  page(
    sort: string,
    range: Range,
    checks: readonly Check[],
    offset: number,
    limit: number,
  ): string[] | undefined {
    const place = this.columns.places.get(sort)
    if (!place) return undefined
    const wanted = offset + limit
    const heap = new Heap(place, wanted)
    items: for (let item = range.from; item < range.to; item++) {
      if (heap.full && (place[item] as number) >= heap.lastPlace) continue
      for (const check of checks) if (!check(item)) continue items
      heap.add(item)
    }
    return heap
      .inOrder()
      .slice(offset)
      .map((item) => this.idOf(item))
  }

  /** What its arrays take, in bytes. */
  get bytes(): number {
    let bytes = 0
    for (const value of [...Object.values(this.columns), ...this.columns.places.values()]) {
      if (ArrayBuffer.isView(value)) bytes += value.byteLength
    }
    return bytes
  }
}

/** Items numbered from..to (not included). */
export type Range = { from: number; to: number }

/** The items placed first in a sort, `size` at most, the last placed on top (a max-heap). */
class Heap {
  readonly #items: Int32Array
  readonly #place: Int32Array
  #size = 0

  constructor(place: Int32Array, size: number) {
    this.#place = place
    this.#items = new Int32Array(size)
  }

  get full(): boolean {
    return this.#size === this.#items.length
  }

  /** The place of the last of the items kept. */
  get lastPlace(): number {
    return this.#place[this.#items[0] as number] as number
  }

  add(item: number): void {
    const items = this.#items
    const place = this.#place
    if (items.length === 0) return
    if (!this.full) {
      // Up from the bottom.
      let at = this.#size++
      while (at > 0) {
        const parent = (at - 1) >> 1
        if ((place[items[parent] as number] as number) >= (place[item] as number)) break
        items[at] = items[parent] as number
        at = parent
      }
      items[at] = item
      return
    }
    // In place of the top, down to its place.
    let at = 0
    for (;;) {
      const left = 2 * at + 1
      if (left >= this.#size) break
      const right = left + 1
      const larger =
        right < this.#size &&
        (place[items[right] as number] as number) > (place[items[left] as number] as number)
          ? right
          : left
      if ((place[items[larger] as number] as number) <= (place[item] as number)) break
      items[at] = items[larger] as number
      at = larger
    }
    items[at] = item
  }

  inOrder(): number[] {
    const place = this.#place
    return Array.from(this.#items.subarray(0, this.#size)).sort(
      (a, b) => (place[a] as number) - (place[b] as number),
    )
  }
}

/** What is known of every item of a market, by its number. */
export type ListColumns = {
  /** The ids, as UTF-8, one after another (`idStarts`): a million strings would fill the heap. */
  idBytes: Buffer
  idStarts: Int32Array
  price: Int32Array
  /**
   * -1: none. This column and those below it are empty in a market none of whose filters reads
   * them (its lists asked for with such a filter are read by SQL).
   */
  initialPrice: Int32Array
  /** NaN: none. */
  rateRatio: Float32Array
  /** Microseconds since 1970, as PostgreSQL keeps them (NaN: none). */
  createdAt: Float64Array
  endTime: Float64Array
  /** A bit for each condition (`conditionBits`), each facet (`facetBits`). */
  conditions: Uint32Array
  facets: Uint32Array
  /** FREE_SHIPPING, QUICK_DECISION. */
  flags: Uint8Array
  conditionBits: Bits
  facetBits: Bits
  /** Each category's items and those of every category below it. */
  ranges: ReadonlyMap<string, Range>
  /**
   * False when an item's root (`category_root`) is not the root of its category's tree: a
   * root's range is then not its items, and its lists are read by SQL.
   */
  rootsInTree: boolean
  /** Each item's place in each sort's order (SORTS in the mirror adapter). */
  places: ReadonlyMap<string, Int32Array>
}

/** Whether an item (its number) is kept by a list's condition. */
export type Check = (item: number) => boolean

export const FREE_SHIPPING = 1
export const QUICK_DECISION = 2

/**
 * Words (a condition, a facet) numbered as bits, at most 32. Past 32 distinct words a word has
 * no bit, and `bitOf` says so (undefined): the list is then read by SQL.
 */
export class Bits {
  readonly #bits = new Map<string, number>()
  #full = false

  add(word: string): number {
    const known = this.#bits.get(word)
    if (known !== undefined) return known
    if (this.#bits.size >= 32) {
      this.#full = true
      return 0
    }
    const bit = 2 ** this.#bits.size
    this.#bits.set(word, bit)
    return bit
  }

  /** The word's bit; 0 for a word no item has; undefined when that cannot be told. */
  bitOf(word: string): number | undefined {
    return this.#bits.get(word) ?? (this.#full ? undefined : 0)
  }
}

/** Each sort's order of two items; ties go by id, in PostgreSQL's order of ids, as in SQL. */
type SortKeys = Pick<Columns, (typeof COLUMN_KEYS)[number]> & { idRank: Int32Array }
type Compare = (a: number, b: number) => number
const SORT_ORDERS: Record<string, (c: SortKeys) => Compare> = {
  newest: (c) => (a, b) => descending(c.createdAt[a], c.createdAt[b]) || byId(c, a, b),
  popular: (c) => (a, b) => descending(c.rateCount[a], c.rateCount[b]) || byId(c, a, b),
  price_asc: (c) => (a, b) => ascending(c.price[a], c.price[b]) || byId(c, a, b),
  price_desc: (c) => (a, b) => descending(c.price[a], c.price[b]) || byId(c, b, a),
  reviews: (c) => (a, b) =>
    descending(c.rateRatio[a], c.rateRatio[b]) ||
    descending(c.rateCount[a], c.rateCount[b]) ||
    byId(c, a, b),
  ending: (c) => (a, b) => ascending(c.endTime[a], c.endTime[b]) || byId(c, a, b),
  bids: (c) => (a, b) => descending(c.bidCount[a], c.bidCount[b]) || byId(c, a, b),
}

/** Descending, none (NaN) last, as DESC NULLS LAST. */
function descending(a = Number.NaN, b = Number.NaN): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1
  if (Number.isNaN(b)) return -1
  return b - a
}
/** Ascending, none (NaN) last, as ASC. */
function ascending(a = Number.NaN, b = Number.NaN): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1
  if (Number.isNaN(b)) return -1
  return a - b
}

const byId = (c: SortKeys, a: number, b: number) =>
  (c.idRank[a] as number) - (c.idRank[b] as number)

/** Items read at a time while building (a batch's rows are on the heap at once). */
const BATCH = 20_000
const SEPARATOR = '\u001f'

/** Lets the requests waiting run between two parts of a build. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A market's categories in the order of their tree (each, then those below it, by position),
 * and where each one's part of the tree ends.
 */
async function treeOrder(db: Database, market: BrowsableMarket) {
  const rows = await db
    .select({ id: marketCategories.id, parentId: marketCategories.parentId })
    .from(marketCategories)
    .where(eq(marketCategories.market, market))
    .orderBy(asc(marketCategories.position), asc(marketCategories.id))
  const known = new Set(rows.map((row) => row.id))
  const children = new Map<string | null, string[]>()
  for (const row of rows) {
    const parent = row.parentId !== null && known.has(row.parentId) ? row.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), row.id])
  }
  const order = new Map<string, { at: number; end: number; root: string }>()
  const visit = (id: string, root: string) => {
    const entry = { at: order.size, end: 0, root }
    order.set(id, entry)
    for (const child of children.get(id) ?? []) if (!order.has(child)) visit(child, root)
    entry.end = order.size
  }
  for (const root of children.get(null) ?? []) visit(root, root)
  return order
}

/** What a market's lists are made of, read for each item. */
const ITEM_COLUMNS = {
  id: marketItems.id,
  root: marketItems.categoryRoot,
  leaf: marketItems.categoryId,
  price: marketItems.price,
  initialPrice: marketItems.initialPrice,
  rateRatio: marketItems.rateRatio,
  rateCount: marketItems.rateCount,
  bidCount: marketItems.bidCount,
  createdAt: sql<number>`(extract(epoch from ${marketItems.createdAt}) * 1000000)::float8`,
  endTime: sql<number | null>`(extract(epoch from ${marketItems.endTime}) * 1000000)::float8`,
  quick: sql<boolean>`${marketItems.quickDecisionPrice} is not null`,
  free: sql<boolean>`'free_shipping' = any(${marketItems.delivery})`,
  conditions: sql<string>`array_to_string(${marketItems.productCondition}, ${SEPARATOR})`,
  facets: sql<string>`array_to_string(${marketItems.facets}, ${SEPARATOR})`,
}
type ItemRow = {
  id: string
  root: string | null
  leaf: string | null
  price: number
  initialPrice: number | null
  rateRatio: number | null
  rateCount: number
  bidCount: number | null
  createdAt: number
  endTime: number | null
  quick: boolean
  free: boolean
  conditions: string
  facets: string
}
type TreeOrder = Awaited<ReturnType<typeof treeOrder>>

/** Reads a market's items, a batch at a time, into its lists; null when it has none. */
export async function buildMarketLists(
  db: Database,
  market: BrowsableMarket,
  sorts: readonly string[],
  filters: readonly string[],
): Promise<MarketLists | null> {
  const builder = new ListsBuilder(await treeOrder(db, market))
  const readBatch = (after: string | null) =>
    db
      .select(ITEM_COLUMNS)
      .from(marketItems)
      .where(
        after === null
          ? eq(marketItems.market, market)
          : and(eq(marketItems.market, market), gt(marketItems.id, after)),
      )
      .orderBy(asc(marketItems.id))
      .limit(BATCH)
  for (let after: string | null = null; ; ) {
    const rows = await readBatch(after)
    builder.add(rows)
    if (rows.length < BATCH) break
    after = rows.at(-1)?.id ?? null
    await pause()
  }
  return builder.finish(sorts, filters)
}

/**
 * Items, given in the order of their ids (an item's rank), made into lists: numbered by their
 * category's place in the tree, ordered by each sort.
 */
class ListsBuilder {
  readonly #tree: TreeOrder
  readonly #byRank = new Columns(0)
  readonly #category: number[] = []
  readonly #ids: Buffer[] = []
  readonly #conditionBits = new Bits()
  readonly #facetBits = new Bits()
  #rootsInTree = true

  constructor(tree: TreeOrder) {
    this.#tree = tree
  }

  add(rows: readonly ItemRow[]): void {
    const byRank = this.#byRank
    const category = this.#category
    const bitsOf = (words: string, bits: Bits) => {
      let mask = 0
      if (words !== '') for (const word of words.split(SEPARATOR)) mask |= bits.add(word)
      return mask >>> 0
    }
    byRank.grow(category.length + rows.length)
    for (const row of rows) {
      const at = category.length
      const place = row.leaf === null ? undefined : this.#tree.get(row.leaf)
      if ((place?.root ?? null) !== row.root) this.#rootsInTree = false
      category.push(place?.at ?? this.#tree.size)
      this.#ids.push(Buffer.from(row.id))
      byRank.price[at] = row.price
      byRank.initialPrice[at] = row.initialPrice ?? -1
      byRank.rateRatio[at] = row.rateRatio ?? Number.NaN
      byRank.rateCount[at] = row.rateCount
      byRank.bidCount[at] = row.bidCount ?? Number.NaN
      byRank.createdAt[at] = Number(row.createdAt)
      byRank.endTime[at] = row.endTime === null ? Number.NaN : Number(row.endTime)
      byRank.conditions[at] = bitsOf(row.conditions, this.#conditionBits)
      byRank.facets[at] = bitsOf(row.facets, this.#facetBits)
      byRank.flags[at] = (row.free ? FREE_SHIPPING : 0) | (row.quick ? QUICK_DECISION : 0)
    }
  }

  async finish(sorts: readonly string[], filters: readonly string[]): Promise<MarketLists | null> {
    const tree = this.#tree
    const category = this.#category
    const ids = this.#ids
    const byRank = this.#byRank
    const count = category.length
    if (count === 0) return null
    // Where each category's items start (the last, tree.size, holds those in no known category).
    const starts = new Int32Array(tree.size + 2)
    for (const at of category) starts[at + 1] = (starts[at + 1] as number) + 1
    for (let at = 1; at < starts.length; at++) {
      starts[at] = (starts[at] as number) + (starts[at - 1] as number)
    }
    const ranges = new Map<string, Range>()
    for (const [id, place] of tree) {
      ranges.set(id, { from: starts[place.at] as number, to: starts[place.end] as number })
    }
    const next = starts.slice()
    const numberOf = new Int32Array(count)
    for (let rank = 0; rank < count; rank++) {
      const at = category[rank] as number
      numberOf[rank] = next[at] as number
      next[at] = (next[at] as number) + 1
    }
    const numbered = new Columns(count)
    const idRank = new Int32Array(count)
    const idStarts = new Int32Array(count + 1)
    for (let rank = 0; rank < count; rank++) {
      const item = numberOf[rank] as number
      numbered.copy(item, byRank, rank)
      idRank[item] = rank
    }
    for (let item = 0; item < count; item++) {
      idStarts[item + 1] = (idStarts[item] as number) + (ids[idRank[item] as number]?.length ?? 0)
    }
    const idBytes = Buffer.allocUnsafeSlow(idStarts[count] as number)
    for (let item = 0; item < count; item++) {
      ids[idRank[item] as number]?.copy(idBytes, idStarts[item])
    }
    // A small build (a search's items) is made at once; a market's whole lists let requests run
    // between their parts.
    const big = count > BATCH
    if (big) await pause()
    const places = new Map<string, Int32Array>()
    const keys: SortKeys = { ...numbered, idRank }
    for (const sort of new Set(sorts)) {
      const compare = SORT_ORDERS[sort]
      if (!compare) continue
      const order = new Int32Array(count)
      for (let item = 0; item < count; item++) order[item] = item
      order.sort(compare(keys))
      const place = new Int32Array(count)
      for (let at = 0; at < count; at++) place[order[at] as number] = at
      places.set(sort, place)
      if (big) await pause()
    }
    // A column no filter of the market reads is not kept (a list asked for with it is read by SQL).
    const kept = <C extends { subarray(from: number, to: number): C }>(
      column: C,
      ...by: string[]
    ) => (by.some((filter) => filters.includes(filter)) ? column : column.subarray(0, 0))
    return new MarketLists({
      idBytes,
      idStarts,
      price: numbered.price,
      initialPrice: kept(numbered.initialPrice, 'discount'),
      rateRatio: kept(numbered.rateRatio, 'reviews'),
      createdAt: kept(numbered.createdAt, 'new_arrivals'),
      endTime: kept(numbered.endTime, 'ending', 'open'),
      conditions: kept(numbered.conditions, 'status'),
      facets: kept(numbered.facets, 'rank', 'gender', 'colors'),
      flags: numbered.flags,
      conditionBits: this.#conditionBits,
      facetBits: this.#facetBits,
      ranges,
      rootsInTree: this.#rootsInTree,
      places,
    })
  }
}

/** The values of items as they are read, growing by batches, and as numbered. */
class Columns {
  price = new Int32Array(0)
  initialPrice = new Int32Array(0)
  rateRatio = new Float32Array(0)
  rateCount = new Int32Array(0)
  bidCount = new Float64Array(0)
  createdAt = new Float64Array(0)
  endTime = new Float64Array(0)
  conditions = new Uint32Array(0)
  facets = new Uint32Array(0)
  flags = new Uint8Array(0)

  constructor(size: number) {
    this.grow(size)
  }

  /** Room for `size` items, those already in kept. */
  grow(size: number): void {
    if (size <= this.price.length) return
    for (const key of COLUMN_KEYS) {
      const old = this[key]
      const grown = new (old.constructor as new (size: number) => typeof old)(
        Math.max(size, 2 * old.length),
      )
      grown.set(old as never)
      ;(this as Record<string, unknown>)[key] = grown
    }
  }

  copy(to: number, from: Columns, at: number): void {
    for (const key of COLUMN_KEYS) this[key][to] = from[key][at] as number
  }
}
const COLUMN_KEYS = [
  'price',
  'initialPrice',
  'rateRatio',
  'rateCount',
  'bidCount',
  'createdAt',
  'endTime',
  'conditions',
  'facets',
  'flags',
] as const

/** Each market's lists as last built, of one database; forgotten when its mirror changes. */
class Built {
  readonly lists = new Map<BrowsableMarket, MarketLists>()
  /** Each market's categories in tree order, read once. */
  readonly trees = new Map<BrowsableMarket, Promise<TreeOrder>>()
  /** The lists of a search's items (searchListsOf), by its words, the least recent first. */
  readonly searches = new Map<string, { lists: Promise<SearchLists>; items: number }>()
  /** The items those hold, all searches together. */
  searchItems = 0
  /** Counts the changes: a build begun before one is not kept. */
  generation = 0

  clear() {
    this.lists.clear()
    this.trees.clear()
    this.searches.clear()
    this.searchItems = 0
    this.generation += 1
  }
}
const built = keptUntilChanged(() => new Built())

/** A market's lists, if they are built. */
export const marketListsOf = (db: Database, market: BrowsableMarket): MarketLists | undefined =>
  built.made(db)?.lists.get(market)

/** A search's items in every market, each market's as lists; null when there are too many. */
export type SearchLists = ReadonlyMap<BrowsableMarket, MarketLists> | null

/**
 * Items a search may find across every market and still be listed here; past it, each market's
 * page is read by SQL. At 60 bytes an item in the lists, a search's lists take 300 kB at most.
 */
export const SEARCH_ITEMS_MOST = 5_000
/** The items the searches kept hold together, at most (about 12 MB of lists). */
const SEARCH_ITEMS_KEPT = 200_000

/**
 * The items whose names hold every one of `patterns` (LIKE patterns of the search's folded
 * words), in every market at once, made into each market's lists: one query for a search asked
 * of eleven markets, instead of one a market (the search across markets, issue 19), and each
 * market's page then found in its lists as a category's is. Kept by the words, the searches most
 * recently asked first, until the mirror changes.
 */
export function searchListsOf(
  db: Database,
  patterns: readonly string[],
  mostKept = SEARCH_ITEMS_KEPT,
): Promise<SearchLists> {
  const kept = built.of(db)
  const key = patterns.join('\u0000')
  const known = kept.searches.get(key)
  if (known) {
    kept.searches.delete(key)
    kept.searches.set(key, known)
    return known.lists
  }
  const generation = kept.generation
  const entry = {
    items: 0,
    lists: (async (): Promise<SearchLists> => {
      const rows = await db
        .select({ market: marketItems.market, ...ITEM_COLUMNS })
        .from(marketItems)
        .where(and(...patterns.map((pattern) => sql`${marketItems.searchText} LIKE ${pattern}`)))
        .orderBy(asc(marketItems.market), asc(marketItems.id))
        .limit(SEARCH_ITEMS_MOST + 1)
      if (rows.length > SEARCH_ITEMS_MOST) return null
      const byMarket = new Map<BrowsableMarket, ItemRow[]>()
      for (const row of rows) {
        const market = row.market as BrowsableMarket
        const items = byMarket.get(market)
        if (items) items.push(row)
        else byMarket.set(market, [row])
      }
      const lists = new Map<BrowsableMarket, MarketLists>()
      for (const [market, items] of byMarket) {
        const builder = new ListsBuilder(await treeOf(db, market))
        builder.add(items)
        const made = await builder.finish(sortsOf(market), filtersOf(market))
        if (made) lists.set(market, made)
      }
      return lists
    })(),
  }
  kept.searches.set(key, entry)
  entry.lists.then(
    (lists) => {
      // Counted only where it is still kept (a change of the mirror meanwhile dropped it).
      if (kept.generation !== generation || kept.searches.get(key) !== entry) return
      for (const one of lists?.values() ?? []) entry.items += one.count
      kept.searchItems += entry.items
      // The least recently asked go first when the kept searches hold too many items.
      for (const [old, { items }] of kept.searches) {
        if (kept.searchItems <= mostKept) break
        kept.searches.delete(old)
        kept.searchItems -= items
      }
    },
    () => kept.searches.delete(key),
  )
  return entry.lists
}

/** A market's categories in tree order, read once until the mirror changes. */
function treeOf(db: Database, market: BrowsableMarket): Promise<TreeOrder> {
  const kept = built.of(db)
  let tree = kept.trees.get(market)
  if (!tree) {
    tree = treeOrder(db, market)
    kept.trees.set(market, tree)
    tree.catch(() => kept.trees.delete(market))
  }
  return tree
}

/** The filters a market's lists are asked for with: its own, and an auction's being open. */
const filtersOf = (market: BrowsableMarket) => [
  ...MARKET_FILTERS[market].map((filter) => filter.key),
  ...(market === 'yahoo-auction' ? ['open'] : []),
]

/** The sorts a market's lists are ordered by: its own, and the newest (the fallback). */
const sortsOf = (market: BrowsableMarket) => [
  ...MARKET_SORTS[market].map((sort) => sort.value),
  'newest',
]

/**
 * Builds every market's lists, one market after another (a serving process does it ahead, at
 * start and after each change: prepareAhead). A change of the mirror meanwhile voids the build.
 */
export async function prepareMarketLists(db: Database): Promise<void> {
  const kept = built.of(db)
  const generation = kept.generation
  for (const market of BROWSABLE_MARKETS) {
    const lists = await buildMarketLists(db, market, sortsOf(market), filtersOf(market))
    if (kept.generation !== generation) return
    if (lists) kept.lists.set(market, lists)
  }
}
prepareAhead(prepareMarketLists)
