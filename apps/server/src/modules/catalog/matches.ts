/**
 * What a search finds, read once and kept, so every page and every sort of one search (a
 * shopper pages, re-sorts, comes back) is answered in memory:
 * - up to MATCHES_KEPT matches, their ids with their sort keys (Matches), sorted here;
 * - more (a common word), a bit per product id, paged by walking the scope's kept orders
 *   (scope-orders.ts) from marks set every 32 matches (OrderedMatches).
 */

import { TtlCache } from '../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import { IdBits } from './id-bits.ts'
import { MARK_EVERY, type ScopeOrder } from './scope-orders.ts'

/** The most matches one search keeps as a list (16 bytes each, plus 4 per sort asked for). */
export let MATCHES_KEPT = 5000

/** For tests: searches of a small catalogue keep their matches as bits past `most`. */
export function keepMatchesUpTo(most: number): () => void {
  const before = MATCHES_KEPT
  MATCHES_KEPT = most
  return () => {
    MATCHES_KEPT = before
  }
}

/** How a list is sorted: the sort's first field, and its direction (ties break by id so). */
export type MatchOrder = { field: 'price' | 'updated_at'; direction: 'asc' | 'desc' }

export type Match = { id: number; price: number; updatedAt: Date }

export class Matches {
  readonly #ids: Int32Array
  readonly #prices: Int32Array
  readonly #times: Float64Array
  readonly #orders = new Map<string, Int32Array>()

  constructor(rows: Match[]) {
    this.#ids = Int32Array.from(rows, (row) => row.id)
    this.#prices = Int32Array.from(rows, (row) => row.price)
    this.#times = Float64Array.from(rows, (row) => row.updatedAt.getTime())
  }

  get total(): number {
    return this.#ids.length
  }

  /** What it takes in memory, with room for the order of each of the four sorts. */
  get bytes(): number {
    return this.#ids.length * (4 + 4 + 8 + 4 * 4)
  }

  /** The ids of one page in `order`: the key, then the id, both in the order's direction. */
  page(order: MatchOrder, offset: number, limit: number): number[] {
    const positions = this.#sorted(order).subarray(offset, offset + limit)
    return Array.from(positions, (i) => this.#ids[i] ?? 0)
  }

  #sorted({ field, direction }: MatchOrder): Int32Array {
    const name = `${field} ${direction}`
    const known = this.#orders.get(name)
    if (known) return known
    const keys = field === 'price' ? this.#prices : this.#times
    const ids = this.#ids
    const sign = direction === 'asc' ? 1 : -1
    const positions = Int32Array.from(ids.keys()).sort(
      (a, b) => sign * ((keys[a] ?? 0) - (keys[b] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0)),
    )
    this.#orders.set(name, positions)
    return positions
  }
}

/**
 * The matches of a common word in a scope: a bit per product id, and in each of the scope's two
 * orders the position of every MARK_EVERY-th match. A page walks the order from the mark before
 * it, past at most MARK_EVERY matches and the products between them; the scope's orders are
 * shared, so a search keeps its bits (125 kB at 1,000,000 products) and 4 bytes per 32 matches
 * an order. (Keeping each order's matches whole took 12 bytes a match: 1.3 MB for a word in
 * 111,000 of 1,000,000 products, and the bench's 205 words outgrew the cache.)
 */
export class OrderedMatches {
  readonly #found: IdBits
  readonly #keep: (id: number) => boolean
  readonly #orders: Record<
    MatchOrder['field'],
    { order: ScopeOrder; marks: Int32Array; last: number }
  >
  readonly total: number

  constructor(found: IdBits, byTime: ScopeOrder, byPrice: ScopeOrder) {
    this.#found = found
    this.#keep = (id) => found.has(id)
    const time = byTime.marks(this.#keep, MARK_EVERY)
    const price = byPrice.marks(this.#keep, MARK_EVERY)
    this.#orders = {
      updated_at: { order: byTime, marks: time.marks, last: time.last },
      price: { order: byPrice, marks: price.marks, last: price.last },
    }
    this.total = time.kept
  }

  get bytes(): number {
    return (
      this.#found.bytes +
      4 * (this.#orders.price.marks.length + this.#orders.updated_at.marks.length)
    )
  }

  page({ field, direction }: MatchOrder, offset: number, limit: number): number[] {
    const { order, marks, last: lastAt } = this.#orders[field]
    if (offset >= this.total) return []
    if (direction === 'asc') {
      const mark = Math.floor(offset / MARK_EVERY)
      return order.walk(marks[mark] ?? 0, 'asc', this.#keep, offset - mark * MARK_EVERY, limit)
    }
    // Descending, the page starts at the match `last` of the ascending order, and walks down
    // from the mark after it (or from the last match).
    const last = this.total - 1 - offset
    const mark = Math.floor(last / MARK_EVERY) + 1
    const from = marks[mark]
    return from === undefined
      ? order.walk(lastAt, 'desc', this.#keep, this.total - 1 - last, limit)
      : order.walk(from, 'desc', this.#keep, mark * MARK_EVERY - last, limit)
  }
}

export type Found = Matches | OrderedMatches

// At most 300 searches, each up to 5,000 matches × 32 bytes or a bit per product (12.5 kB at
// 100,000 products, 125 kB at 1,000,000) and its marks, and 40 MB in all: 300 common words at
// 1,000,000 products fit (at 24 MB the bench's searches there read words again that it had
// evicted).
const kept = keptUntilChanged(
  () =>
    new TtlCache<Found>({
      maxEntries: 300,
      ttlMs: KEPT_AT_MOST_MS,
      maxBytes: 40 * 1024 * 1024,
      bytesOf: (matches) => matches.bytes,
    }),
)

/** The matches of one search (`key` names it: words, scope, filters), read by `read` once. */
export function matchesOf(db: Database, key: unknown, read: () => Promise<Found>): Promise<Found> {
  return kept.of(db).get(JSON.stringify(key), read)
}

/**
 * Matches read by `find` (which must ask for at most MATCHES_KEPT + 1 rows), and when there are
 * more than MATCHES_KEPT, their ids alone by `findAll`, put in order by `inOrder`.
 */
export async function readMatches(
  find: () => Promise<Match[]>,
  findAll: () => Promise<number[]>,
  inOrder: (ids: IdBits) => Promise<OrderedMatches>,
): Promise<Found> {
  const rows = await find()
  return rows.length > MATCHES_KEPT ? inOrder(new IdBits(await findAll())) : new Matches(rows)
}
