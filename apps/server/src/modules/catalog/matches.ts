/**
 * What a search finds, read once and kept: the ids of the matching products with their sort
 * keys. Every page and every sort of one search (a shopper pages, re-sorts, comes back) is then
 * a slice of an array kept in order, and its total is the array's length. A search that finds
 * more than MATCHES_KEPT products is not kept: its word is common, so the listing walked in
 * order finds a page's matches within a few rows each (service.ts).
 */

import { TtlCache } from '../../platform/cache.ts'
import type { Database } from '../../platform/db/index.ts'
import { perDatabase } from '../../platform/db/per-database.ts'

/** The most matches one search keeps (12 bytes each, plus 4 per sort asked for). */
export const MATCHES_KEPT = 5000

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

// At most 300 searches × 5,000 matches × 28 bytes: 42 MB in the worst case, far less in practice.
const kept = perDatabase(() => new TtlCache<Matches | null>({ maxEntries: 300, ttlMs: 30_000 }))

/**
 * The matches of one search (`key` names it: words, scope, filters), read by `find` (which
 * must ask for at most MATCHES_KEPT + 1 rows); null when there are more than MATCHES_KEPT.
 */
export function matchesOf(
  db: Database,
  key: unknown,
  find: () => Promise<Match[]>,
): Promise<Matches | null> {
  return kept.of(db).get(JSON.stringify(key), async () => {
    const rows = await find()
    return rows.length > MATCHES_KEPT ? null : new Matches(rows)
  })
}

/** Drops every kept search (the catalogue changed). */
export function forgetMatches(db: Database): void {
  kept.made(db)?.clear()
}
