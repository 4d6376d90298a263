/**
 * What a search finds, read once and kept, so every page and every sort of one search (a
 * shopper pages, re-sorts, comes back) is answered in memory:
 * - up to MATCHES_KEPT matches, their ids with their sort keys (Matches): a page is a slice of
 *   an array kept in order, and the total is the array's length;
 * - more (a common word), one bit per product id (ManyMatches): a page is read by walking the
 *   scope's order (scope-orders.ts) and keeping the matches; at least one product in twenty
 *   matches then, so five pages of twelve take a few thousand steps at most.
 */

import { TtlCache } from '../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'

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

/** How many bits each byte has set. */
const BITS_SET = Uint8Array.from({ length: 256 }, (_, byte) =>
  byte
    .toString(2)
    .split('')
    .reduce((sum, bit) => sum + Number(bit), 0),
)

/** The matches of a common word: a bit per product id. */
export class ManyMatches {
  readonly #bits: Uint8Array
  readonly total: number

  /**
   * `ids` may repeat. `within`, when given, is the scope the search is narrowed to (a shop, a
   * category) while `ids` are the matches in every scope: the total is then counted in it.
   */
  constructor(ids: readonly number[], within?: { count(keep: (id: number) => boolean): number }) {
    const largest = ids.reduce((a, b) => Math.max(a, b), 0)
    this.#bits = new Uint8Array((largest >>> 3) + 1)
    for (const id of ids) this.#bits[id >>> 3] = (this.#bits[id >>> 3] ?? 0) | (1 << (id & 7))
    this.total = within
      ? within.count((id) => this.has(id))
      : this.#bits.reduce((sum, byte) => sum + (BITS_SET[byte] ?? 0), 0)
  }

  get bytes(): number {
    return this.#bits.byteLength
  }

  has(id: number): boolean {
    return (((this.#bits[id >>> 3] ?? 0) >>> (id & 7)) & 1) === 1
  }
}

// At most 300 searches, each up to 5,000 matches × 32 bytes or a bit per product (12.5 kB at
// 100,000 products, 125 kB at 1,000,000), and 40 MB in all: 300 common words at 1,000,000
// products fit (at 24 MB the bench's searches there read words again that it had evicted).
const kept = keptUntilChanged(
  () =>
    new TtlCache<Matches | ManyMatches>({
      maxEntries: 300,
      ttlMs: KEPT_AT_MOST_MS,
      maxBytes: 40 * 1024 * 1024,
      bytesOf: (matches) => matches.bytes,
    }),
)

/** The matches of one search (`key` names it: words, scope, filters), read by `read` once. */
export function matchesOf(
  db: Database,
  key: unknown,
  read: () => Promise<Matches | ManyMatches>,
): Promise<Matches | ManyMatches> {
  return kept.of(db).get(JSON.stringify(key), read)
}

/**
 * Matches read by `find` (which must ask for at most MATCHES_KEPT + 1 rows), and when there are
 * more than MATCHES_KEPT, their ids alone by `findAll`.
 */
export async function readMatches(
  find: () => Promise<Match[]>,
  findAll: () => Promise<number[]>,
): Promise<Matches | ManyMatches> {
  const rows = await find()
  return rows.length > MATCHES_KEPT ? new ManyMatches(await findAll()) : new Matches(rows)
}
