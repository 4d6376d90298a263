/**
 * A listing's scopes held in memory, each in each sort's order. Reading a page of a category or
 * a shop from PostgreSQL costs little there (0.5 ms, an index-only scan) but a round trip and a
 * parse here, the larger part of a request once its answer is not cached. A scope's order is
 * read once (one index-only scan) and every page, sort direction, price range and total of that
 * scope is then an array slice. At 100,000 products every scope of both orders takes about
 * 6 MB; a scope no one asks for is not read.
 */

import { TtlCache } from '../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import type { MatchOrder } from './matches.ts'

/** Positions [from, to) of an order. */
export type Span = { from: number; to: number }

/**
 * One scope's product ids ascending by (key, id), the key being the price or the last change.
 * Descending is the same array read backwards, so ties break by id in the sort's direction, as
 * the listing's indexes do. Prices are kept beside their ids (4 bytes each) for price ranges;
 * the times are not needed once the ids are in order.
 */
export class ScopeOrder {
  readonly #ids: Int32Array
  readonly #prices: Int32Array | null

  constructor(ids: Int32Array, prices: Int32Array | null = null) {
    this.#ids = ids
    this.#prices = prices
  }

  get total(): number {
    return this.#ids.length
  }

  /** What it takes in memory. */
  get bytes(): number {
    return this.#ids.byteLength + (this.#prices?.byteLength ?? 0)
  }

  get all(): Span {
    return { from: 0, to: this.#ids.length }
  }

  /** The positions of the prices within [low, high]; only an order by price knows them. */
  priced(low: number, high: number): Span {
    const prices = this.#prices
    if (!prices) throw new Error('only an order by price knows its prices')
    const from = firstAtLeast(prices, low)
    return { from, to: Math.max(from, firstAtLeast(prices, high + 1)) }
  }

  /** The ids of a page of `span`, ascending or descending. */
  page(direction: MatchOrder['direction'], offset: number, limit: number, span = this.all) {
    const size = span.to - span.from
    const start = Math.min(offset, size)
    const end = Math.min(offset + limit, size)
    const ids: number[] = []
    for (let i = start; i < end; i++) {
      const at = direction === 'asc' ? span.from + i : span.to - 1 - i
      ids.push(this.#ids[at] ?? 0)
    }
    return ids
  }

  /** How many of the scope's products `keep` keeps. */
  count(keep: (id: number) => boolean): number {
    let kept = 0
    for (const id of this.#ids) if (keep(id)) kept++
    return kept
  }

  /**
   * Where the products `keep` keeps are, for paging through them without walking from the start:
   * the positions of the first kept product and of every `every`th one after it, ascending, the
   * position of the last one (-1 for none), and how many it keeps.
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
      if (!keep(ids[i] ?? 0)) continue
      if (kept % every === 0) marks.push(i)
      kept++
      last = i
    }
    return { marks: Int32Array.from(marks), last, kept }
  }

  /**
   * The ids `keep` keeps from position `from` on (included), ascending or descending: `skip` of
   * them left out, then up to `limit`.
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
    let skipped = 0
    for (let i = from; i >= 0 && i < this.#ids.length && ids.length < limit; i += step) {
      const id = this.#ids[i] ?? 0
      if (!keep(id)) continue
      if (skipped < skip) skipped++
      else ids.push(id)
    }
    return ids
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

export type Scope = { categoryId: number; supplierId: number }

/** Reads one scope's ids ascending by (key, id), with their prices in the order by price. */
export type ReadOrder = (
  scope: Scope,
  field: MatchOrder['field'],
) => Promise<{ ids: readonly number[]; prices?: readonly number[] }>

/**
 * The most the kept orders take: at 100,000 products all of them take 6 MB; at 1,000,000 about
 * 70 MB, the orders of all products 12 MB of it. At 32 MB the bench's listings at 1,000,000
 * products read the same orders again and again (a listing page first visited took 4.5 s
 * instead of 0.6): the bound is for catalogues past that, not to evict at it.
 */
export const SCOPE_ORDERS_BYTES = 80 * 1024 * 1024

// A scope's order is dropped with the catalogue's other answers when the catalogue changes.
// 2 orders × (24 categories and all) × (2 shops and both): 150 at most today.
const kept = keptUntilChanged(
  () =>
    new TtlCache<ScopeOrder>({
      maxEntries: 400,
      ttlMs: KEPT_AT_MOST_MS,
      maxBytes: SCOPE_ORDERS_BYTES,
      bytesOf: (order) => order.bytes,
    }),
)

/** The order of one scope by `field`, read by `read` on the first request and kept. */
export function scopeOrder(
  db: Database,
  scope: Scope,
  field: MatchOrder['field'],
  read: ReadOrder,
): Promise<ScopeOrder> {
  const key = `${scope.categoryId} ${scope.supplierId} ${field}`
  return kept.of(db).get(key, async () => {
    const { ids, prices } = await read(scope, field)
    return new ScopeOrder(Int32Array.from(ids), prices ? Int32Array.from(prices) : null)
  })
}
