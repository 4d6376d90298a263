/**
 * A listing's scopes held in memory. Reading a page of a category or a shop from PostgreSQL
 * costs little there (0.5 ms, an index-only scan) but a round trip and a parse here, the larger
 * part of a request once its answer is not cached. So the whole catalogue is read once in each
 * sort's order (one index-only scan each), and every other scope (a category with its
 * descendants, a shop, both) once as a set of product ids, a bit each, with how many of its
 * products come before each block of 1,024 positions of the whole order. Every page, sort
 * direction, price range and total of a scope is then a count to the block and a walk within it.
 *
 * At 1,000,000 products the two orders take 12 MB and each scope 125 kB and 4 kB of counts; a
 * copy of the orders per scope took 72 MB (six scopes a product: its category, that category's
 * root and every category, each in its shop and every shop). A scope no one asks for is not read.
 */

import { TtlCache } from '../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import type { IdBits } from './id-bits.ts'
import type { MatchOrder } from './matches.ts'

/** Positions [from, to) of the whole catalogue's order. */
export type Span = { from: number; to: number }

/**
 * How often a common word's matches are marked in an order (matches.ts): a page starts at the
 * mark before it, so it walks past at most this many before its own.
 */
export const MARK_EVERY = 32

/**
 * A scope's products are counted per block of this many positions of the whole order: finding
 * a page walks at most one block, and a walk skips the blocks without any of them (a category's
 * products sit in a few bands of the order by price: its kinds of goods).
 */
const BLOCK_BITS = 10
const BLOCK = 1 << BLOCK_BITS

const every = () => true

/**
 * One scope in one order: the whole catalogue's product ids ascending by (key, id), the key
 * being the price or the last change, and the scope's products among them (all of them when
 * `members` is null). Descending is the same array read backwards, so ties break by id in the
 * sort's direction, as the listing's indexes do. Prices are kept beside their ids (4 bytes each)
 * for price ranges; the times are not needed once the ids are in order.
 */
export class ScopeOrder {
  readonly #ids: Int32Array
  readonly #prices: Int32Array | null
  readonly #members: IdBits | null
  /** How many of the scope's products are before each block (of members only). */
  readonly #before: Int32Array
  readonly total: number

  constructor(ids: Int32Array, prices: Int32Array | null = null, members: IdBits | null = null) {
    this.#ids = ids
    this.#prices = prices
    this.#members = members
    if (!members) {
      this.#before = new Int32Array(0)
      this.total = ids.length
      return
    }
    const before = new Int32Array((ids.length >>> BLOCK_BITS) + 2)
    let kept = 0
    for (let i = 0; i < ids.length; i++) {
      if ((i & (BLOCK - 1)) === 0) before[i >>> BLOCK_BITS] = kept
      if (members.has(ids[i] ?? 0)) kept++
    }
    before.fill(kept, ((ids.length - 1) >>> BLOCK_BITS) + 1)
    this.#before = before
    this.total = kept
  }

  /** The same order narrowed to `members` (a scope of the catalogue), sharing its arrays. */
  within(members: IdBits): ScopeOrder {
    return new ScopeOrder(this.#ids, this.#prices, members)
  }

  /**
   * What it takes in memory: the whole order's arrays for the catalogue, the bits and counts for
   * a scope (whose whole order is the catalogue's, counted once).
   */
  get bytes(): number {
    return this.#members
      ? this.#members.bytes + this.#before.byteLength
      : this.#ids.byteLength + (this.#prices?.byteLength ?? 0)
  }

  get all(): Span {
    return { from: 0, to: this.#ids.length }
  }

  has(id: number): boolean {
    return this.#members === null || this.#members.has(id)
  }

  /** The positions of the prices within [low, high]; only an order by price knows them. */
  priced(low: number, high: number): Span {
    const prices = this.#prices
    if (!prices) throw new Error('only an order by price knows its prices')
    const from = firstAtLeast(prices, low)
    return { from, to: Math.max(from, firstAtLeast(prices, high + 1)) }
  }

  /** How many of the scope's products `span` holds. */
  size(span: Span): number {
    return this.#rank(span.to) - this.#rank(span.from)
  }

  /** The ids of a page of the scope's products within `span`, ascending or descending. */
  page(direction: MatchOrder['direction'], offset: number, limit: number, span = this.all) {
    const from = this.#rank(span.from)
    const to = this.#rank(span.to)
    if (offset >= to - from || limit <= 0) return []
    // The page's first product, counted among the scope's from the order's start.
    const first = direction === 'asc' ? from + offset : to - 1 - offset
    const count = Math.min(limit, direction === 'asc' ? to - first : first - from + 1)
    return this.walk(this.#positionOf(first), direction, every, 0, count)
  }

  /** How many of the scope's products `keep` keeps. */
  count(keep: (id: number) => boolean): number {
    let kept = 0
    for (const id of this.#ids) if (this.has(id) && keep(id)) kept++
    return kept
  }

  /**
   * Where the scope's products `keep` keeps are, for paging through them without walking from
   * the start: the positions of the first kept product and of every `every`th one after it,
   * ascending, the position of the last one (-1 for none), and how many it keeps.
   */
  marks(
    keep: (id: number) => boolean,
    every: number,
  ): { marks: Int32Array; last: number; kept: number } {
    const ids = this.#ids
    const marks: number[] = []
    let kept = 0
    let last = -1
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] ?? 0
      if (!this.has(id) || !keep(id)) continue
      if (kept % every === 0) marks.push(i)
      kept++
      last = i
    }
    return { marks: Int32Array.from(marks), last, kept }
  }

  /**
   * The ids of the scope's products `keep` keeps from position `from` on (included), ascending or
   * descending: `skip` of them left out, then up to `limit`. Blocks without any of the scope's
   * products are stepped over whole.
   */
  walk(
    from: number,
    direction: MatchOrder['direction'],
    keep: (id: number) => boolean,
    skip: number,
    limit: number,
  ): number[] {
    const ids: number[] = []
    const step = direction === 'asc' ? 1 : -1
    const before = this.#before
    let skipped = 0
    for (let i = from; i >= 0 && i < this.#ids.length && ids.length < limit; i += step) {
      const block = i >>> BLOCK_BITS
      if (this.#members && before[block] === before[block + 1]) {
        // None of the scope's products in this block: on to the next one's edge.
        i = step > 0 ? (block + 1) * BLOCK - 1 : block * BLOCK
        continue
      }
      const id = this.#ids[i] ?? 0
      if (!this.has(id) || !keep(id)) continue
      if (skipped < skip) skipped++
      else ids.push(id)
    }
    return ids
  }

  /** How many of the scope's products are before `position`. */
  #rank(position: number): number {
    const to = Math.min(Math.max(position, 0), this.#ids.length)
    if (!this.#members) return to
    const block = to >>> BLOCK_BITS
    let rank = this.#before[block] ?? this.total
    for (let i = block * BLOCK; i < to; i++) if (this.has(this.#ids[i] ?? 0)) rank++
    return rank
  }

  /** The position of the scope's product `rank` (counted from 0 in ascending order). */
  #positionOf(rank: number): number {
    if (!this.#members) return rank
    // The block holding it: the last one with at most `rank` products before it.
    const block = firstAbove(this.#before, rank) - 1
    let left = rank - (this.#before[block] ?? 0)
    for (let i = block * BLOCK; i < this.#ids.length; i++) {
      if (!this.has(this.#ids[i] ?? 0)) continue
      if (left === 0) return i
      left--
    }
    return this.#ids.length
  }
}

/** The first position whose value is at least `value`, in values sorted ascending. */
function firstAtLeast(values: Int32Array, value: number): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((values[middle] ?? 0) < value) low = middle + 1
    else high = middle
  }
  return low
}

/** The first position whose value is above `value`, in values sorted ascending. */
const firstAbove = (values: Int32Array, value: number) => firstAtLeast(values, value + 1)

export type Scope = { categoryId: number; supplierId: number }

/** The whole catalogue: every category of every shop. */
const CATALOGUE: Scope = { categoryId: 0, supplierId: 0 }

/** How a scope is read from the database. */
export type ScopeReads = {
  /** The whole catalogue's ids ascending by (key, id), with their prices in the order by price. */
  order: (
    field: MatchOrder['field'],
  ) => Promise<{ ids: ArrayLike<number>; prices?: ArrayLike<number> }>
  /** The products of a scope. */
  members: (scope: Scope) => Promise<IdBits>
}

/**
 * The most the kept orders take. At 1,000,000 products the whole orders take 12 MB and every
 * scope of both orders (51 of them in the demo catalogue) about 13 MB: the bound is for
 * catalogues past that, not to evict at it.
 */
export const SCOPE_ORDERS_BYTES = 48 * 1024 * 1024

// A scope's order is dropped with the catalogue's other answers when the catalogue changes.
// 2 orders × (24 categories and all) × (2 shops and both): 150 at most today. The products of a
// scope are read once for both orders.
const kept = keptUntilChanged(
  () =>
    new TtlCache<ScopeOrder>({
      maxEntries: 400,
      ttlMs: KEPT_AT_MOST_MS,
      maxBytes: SCOPE_ORDERS_BYTES,
      bytesOf: (order) => order.bytes,
    }),
)
const members = keptUntilChanged(
  () => new TtlCache<IdBits>({ maxEntries: 200, ttlMs: KEPT_AT_MOST_MS }),
)

/**
 * Scopes' products are read one at a time: at 1,000,000 products a shop's are a 2 MB `bytea` that
 * arrives as 4 MB of hex text, gathered and decoded in buffers of several times that, and the
 * first visits of every shop's listing and filter, four at a time, held about 50 MB of them at
 * once for a moment (RSS 443 MB). A category's take 20 to 50 ms there, once per change.
 */
let readingMembers: Promise<unknown> = Promise.resolve()

function oneAtATime<T>(read: () => Promise<T>): Promise<T> {
  const next = readingMembers.then(read)
  readingMembers = next.catch(() => {})
  return next
}

/** The order of one scope by `field`, read by `reads` on the first request and kept. */
export function scopeOrder(
  db: Database,
  scope: Scope,
  field: MatchOrder['field'],
  reads: ScopeReads,
): Promise<ScopeOrder> {
  const key = `${scope.categoryId} ${scope.supplierId} ${field}`
  return kept.of(db).get(key, async () => {
    if (scope.categoryId === CATALOGUE.categoryId && scope.supplierId === CATALOGUE.supplierId) {
      const { ids, prices } = await reads.order(field)
      return new ScopeOrder(Int32Array.from(ids), prices ? Int32Array.from(prices) : null)
    }
    const [whole, products] = await Promise.all([
      scopeOrder(db, CATALOGUE, field, reads),
      members
        .of(db)
        .get(`${scope.categoryId} ${scope.supplierId}`, () =>
          oneAtATime(() => reads.members(scope)),
        ),
    ])
    return whole.within(products)
  })
}
