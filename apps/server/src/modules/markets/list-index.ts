import { BROWSABLE_MARKETS, type BrowsableMarket, MARKET_SORTS } from '@kaimono/contracts'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { keptUntilChanged, prepareAhead } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import { marketItems } from './schema.ts'

/**
 * A market's lists in this process (ADR 028): what every item is filtered and ordered by, in
 * typed arrays, and each sort's order, so that a page of a category, in any sort and with any
 * filters, is found here and only its 30 items are read from the database. At 1,000,000 items a
 * list read its page from an index of PostgreSQL in 1.5 ms of the database's time (a plan, a
 * range of the index read past its offset, the rows), and a third of the pages were empty; here
 * a page is a walk of an array, and an empty page asks the database nothing.
 *
 * An item is its position in the market's items ordered by id, as PostgreSQL orders them: the
 * position breaks the sorts' ties as the id does in SQL, so a page here is the page the SQL
 * reads (mirror.test.ts compares both). Built ahead by a serving process, at start and after
 * each change of the mirror (prepareAhead); until it is built, lists are read by SQL.
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

  /**
   * The ids of the items `keeps` keeps, in `sort`'s order, from `offset`, `limit` at most; or
   * undefined when this market is not ordered by `sort`.
   */
  page(sort: string, keeps: Check, offset: number, limit: number): string[] | undefined {
    const order = this.columns.orders.get(sort)
    if (!order) return undefined
    const ids: string[] = []
    let found = 0
    for (let at = 0; at < order.length && ids.length < limit; at++) {
      const item = order[at] as number
      if (!keeps(item)) continue
      if (found >= offset) ids.push(this.idOf(item))
      found += 1
    }
    return ids
  }

  /** What its arrays take, in bytes. */
  get bytes(): number {
    let bytes = 0
    for (const value of [...Object.values(this.columns), ...this.columns.orders.values()]) {
      if (ArrayBuffer.isView(value)) bytes += value.byteLength
    }
    return bytes
  }
}

/** What is known of every item of a market, by its position. */
export type ListColumns = {
  /** The ids, as UTF-8, one after another (`idStarts`): a million strings would fill the heap. */
  idBytes: Buffer
  idStarts: Int32Array
  price: Int32Array
  /** -1: none. */
  initialPrice: Int32Array
  /** NaN: none. */
  rateRatio: Float32Array
  /** Microseconds since 1970, as PostgreSQL keeps them (NaN: none). */
  createdAt: Float64Array
  endTime: Float64Array
  /** A category's code (`codes`); NONE when the item has none. */
  root: Uint16Array
  leaf: Uint16Array
  /** A bit for each condition (`conditionBits`), each facet (`facetBits`). */
  conditions: Uint32Array
  facets: Uint32Array
  /** FREE_SHIPPING, QUICK_DECISION. */
  flags: Uint8Array
  codes: ReadonlyMap<string, number>
  conditionBits: Bits
  facetBits: Bits
  /** Each sort's order of the items (SORTS in the mirror adapter). */
  orders: ReadonlyMap<string, Int32Array>
}

/** Whether an item (its position) is kept by a list's condition. */
export type Check = (item: number) => boolean

export const NONE = 0xffff
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

/** An item's order in each sort, the position (its id's place) breaking ties as SQL's id does. */
type SortKeys = { rateCount: Int32Array; bidCount: Float64Array }
type Compare = (a: number, b: number) => number
const SORT_ORDERS: Record<string, (c: ListColumns, k: SortKeys) => Compare> = {
  newest: (c) => (a, b) => descending(c.createdAt[a], c.createdAt[b]) || a - b,
  popular: (_, k) => (a, b) => descending(k.rateCount[a], k.rateCount[b]) || a - b,
  price_asc: (c) => (a, b) => ascending(c.price[a], c.price[b]) || a - b,
  price_desc: (c) => (a, b) => descending(c.price[a], c.price[b]) || b - a,
  reviews: (c, k) => (a, b) =>
    descending(c.rateRatio[a], c.rateRatio[b]) ||
    descending(k.rateCount[a], k.rateCount[b]) ||
    a - b,
  ending: (c) => (a, b) => ascending(c.endTime[a], c.endTime[b]) || a - b,
  bids: (_, k) => (a, b) => descending(k.bidCount[a], k.bidCount[b]) || a - b,
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

/** Items read at a time while building (a batch's rows are on the heap at once). */
const BATCH = 20_000
const SEPARATOR = '\u001f'

/** Lets the requests waiting run between two parts of a build. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Reads a market's items, a batch at a time, into its lists; null when it has none. */
export async function buildMarketLists(
  db: Database,
  market: BrowsableMarket,
  sorts: readonly string[],
): Promise<MarketLists | null> {
  const read = {
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
  const readBatch = (after: string | null) =>
    db
      .select(read)
      .from(marketItems)
      .where(
        after === null
          ? eq(marketItems.market, market)
          : and(eq(marketItems.market, market), gt(marketItems.id, after)),
      )
      .orderBy(asc(marketItems.id))
      .limit(BATCH)
  // The arrays are made for the count read first; rows are kept a batch at a time.
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(marketItems)
    .where(eq(marketItems.market, market))
  const count = counted?.count ?? 0
  if (count === 0) return null
  const price = new Int32Array(count)
  const initialPrice = new Int32Array(count)
  const rateRatio = new Float32Array(count)
  const rateCount = new Int32Array(count)
  const bidCount = new Float64Array(count)
  const createdAt = new Float64Array(count)
  const endTime = new Float64Array(count)
  const root = new Uint16Array(count)
  const leaf = new Uint16Array(count)
  const conditions = new Uint32Array(count)
  const facets = new Uint32Array(count)
  const flags = new Uint8Array(count)
  const codes = new Map<string, number>()
  const conditionBits = new Bits()
  const facetBits = new Bits()
  const idParts: Buffer[] = []
  const idStarts = new Int32Array(count + 1)
  const codeOf = (id: string | null) => {
    if (id === null) return NONE
    let code = codes.get(id)
    if (code === undefined) {
      code = codes.size
      if (code >= NONE) throw new Error(`${market}: more than ${NONE} categories`)
      codes.set(id, code)
    }
    return code
  }
  const bitsOf = (words: string, bits: Bits) => {
    let mask = 0
    if (words !== '') for (const word of words.split(SEPARATOR)) mask |= bits.add(word)
    return mask >>> 0
  }
  let at = 0
  let idLength = 0
  let after: string | null = null
  while (at < count) {
    const rows = await readBatch(after)
    if (rows.length === 0) break
    for (const row of rows) {
      if (at >= count) break
      const id = Buffer.from(row.id)
      idParts.push(id)
      idStarts[at] = idLength
      idLength += id.length
      price[at] = row.price
      initialPrice[at] = row.initialPrice ?? -1
      rateRatio[at] = row.rateRatio ?? Number.NaN
      rateCount[at] = row.rateCount
      bidCount[at] = row.bidCount ?? Number.NaN
      createdAt[at] = Number(row.createdAt)
      endTime[at] = row.endTime === null ? Number.NaN : Number(row.endTime)
      root[at] = codeOf(row.root)
      leaf[at] = codeOf(row.leaf)
      conditions[at] = bitsOf(row.conditions, conditionBits)
      facets[at] = bitsOf(row.facets, facetBits)
      flags[at] = (row.free ? FREE_SHIPPING : 0) | (row.quick ? QUICK_DECISION : 0)
      at += 1
    }
    after = rows.at(-1)?.id ?? null
    await pause()
  }
  idStarts[at] = idLength
  const size = at
  const orders = new Map<string, Int32Array>()
  const columns: ListColumns = {
    idBytes: Buffer.concat(idParts, idLength),
    idStarts: idStarts.subarray(0, size + 1),
    price: price.subarray(0, size),
    initialPrice: initialPrice.subarray(0, size),
    rateRatio: rateRatio.subarray(0, size),
    createdAt: createdAt.subarray(0, size),
    endTime: endTime.subarray(0, size),
    root: root.subarray(0, size),
    leaf: leaf.subarray(0, size),
    conditions: conditions.subarray(0, size),
    facets: facets.subarray(0, size),
    flags: flags.subarray(0, size),
    codes,
    conditionBits,
    facetBits,
    orders,
  }
  const keys = { rateCount, bidCount }
  for (const sort of new Set(sorts)) {
    const compare = SORT_ORDERS[sort]
    if (!compare) continue
    const order = new Int32Array(size)
    for (let item = 0; item < size; item++) order[item] = item
    order.sort(compare(columns, keys))
    orders.set(sort, order)
    await pause()
  }
  return new MarketLists(columns)
}

/** Each market's lists as last built, of one database; forgotten when its mirror changes. */
class Built {
  readonly lists = new Map<BrowsableMarket, MarketLists>()
  /** Counts the changes: a build begun before one is not kept. */
  generation = 0

  clear() {
    this.lists.clear()
    this.generation += 1
  }
}
const built = keptUntilChanged(() => new Built())

/** A market's lists, if they are built. */
export const marketListsOf = (db: Database, market: BrowsableMarket): MarketLists | undefined =>
  built.made(db)?.lists.get(market)

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
    const lists = await buildMarketLists(db, market, sortsOf(market))
    if (kept.generation !== generation) return
    if (lists) kept.lists.set(market, lists)
  }
}
prepareAhead(prepareMarketLists)
