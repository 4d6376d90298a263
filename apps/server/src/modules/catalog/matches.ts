/**
 * What a search finds, read once and kept, so every page and every sort of one search (a
 * shopper pages, re-sorts, comes back) is answered in memory. A search reads at most
 * MATCHES_READ + 1 of its matches, however common its words (ADR 022):
 * - up to MATCHES_KEPT matches, their ids with their sort keys (Matches): a page is a slice of
 *   an array kept in order, and the total is the array's length;
 * - up to MATCHES_READ, one bit per product id (ManyMatches): a page is read by walking the
 *   scope's order (scope-orders.ts) and keeping the matches;
 * - more (a word in one product of a hundred at 1,000,000 products), nothing but that there are
 *   more (WalkedMatches): a page is read by walking the scope's order and asking the database
 *   which of the next products match, a batch at a time, and the walk is kept for the next page.
 *   At least MATCHES_READ of the scope's products match, so a page at position p costs about
 *   p × scope / MATCHES_READ products checked. The total is capped: the first MATCHES_READ
 *   matches are paged, and the envelope says the total is a floor.
 */

import { TtlCache } from '../../platform/cache.ts'
import { KEPT_AT_MOST_MS, keptUntilChanged } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import type { ScopeOrder } from './scope-orders.ts'

/** The most matches one search keeps as a list (16 bytes each, plus 4 per sort asked for). */
export let MATCHES_KEPT = 5000

/** The most matches a search reads; past them its total is capped (WalkedMatches). */
export let MATCHES_READ = 10_000

/**
 * For tests: searches of a small catalogue keep their matches as bits past `kept`, and walk
 * past `read`.
 */
export function keepMatchesUpTo(kept: number, read = MATCHES_READ): () => void {
  const before = [MATCHES_KEPT, MATCHES_READ] as const
  MATCHES_KEPT = kept
  MATCHES_READ = read
  return () => {
    ;[MATCHES_KEPT, MATCHES_READ] = before
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

/** The matches of a common word: a bit per product id. */
export class ManyMatches {
  readonly #bits: Uint8Array
  readonly total: number

  constructor(ids: readonly number[]) {
    const largest = ids.reduce((a, b) => Math.max(a, b), 0)
    this.#bits = new Uint8Array((largest >>> 3) + 1)
    for (const id of ids) this.#bits[id >>> 3] = (this.#bits[id >>> 3] ?? 0) | (1 << (id & 7))
    this.total = new Set(ids).size
  }

  get bytes(): number {
    return this.#bits.byteLength
  }

  has(id: number): boolean {
    return (((this.#bits[id >>> 3] ?? 0) >>> (id & 7)) & 1) === 1
  }
}

/** Which of `ids` match the search, in any order. */
export type CheckMatches = (ids: number[]) => Promise<number[]>

/** One walk of a scope's order in one sort: how far it went, and the matches it met. */
type Walk = { position: number; found: number[]; done: Promise<unknown> }

/** The matches of a search too common to read: found by walking, a page at a time. */
export class WalkedMatches {
  readonly #walks = new Map<string, Walk>()
  /** A floor: the first `total` matches are paged. */
  readonly total = MATCHES_READ
  readonly capped = true

  /** Weighed at the most it can hold: the first `total` matches of each of the four sorts. */
  get bytes(): number {
    return 4 * this.total * 8
  }

  /**
   * The ids of one page in `sort`: the walk of the scope's order (`order`, by the sort's field)
   * goes on from where an earlier page left it until it has met `offset + limit` matches (or
   * the scope's end).
   */
  async page(
    sort: MatchOrder,
    order: ScopeOrder,
    offset: number,
    limit: number,
    check: CheckMatches,
  ): Promise<number[]> {
    const end = Math.min(offset + limit, this.total)
    const key = `${sort.field} ${sort.direction}`
    let walk = this.#walks.get(key)
    if (!walk) {
      walk = { position: 0, found: [], done: Promise.resolve() }
      this.#walks.set(key, walk)
    }
    // One walk goes on at a time; a failed step leaves it where it was for the next page.
    const step = walk.done.then(() => walkOn(walk, order, sort.direction, end, check))
    walk.done = step.catch(() => {})
    await step
    return walk.found.slice(offset, end)
  }
}

/** The fewest and most products asked about at once. */
const BATCH = { least: 200, most: 8000 }

async function walkOn(
  walk: Walk,
  order: ScopeOrder,
  direction: MatchOrder['direction'],
  wanted: number,
  check: CheckMatches,
) {
  while (walk.found.length < wanted && walk.position < order.total) {
    // As many as the matches met so far say it takes, a quarter more; before any, at least one
    // in scope / MATCHES_READ matches.
    const density =
      walk.found.length > 0 ? walk.found.length / walk.position : MATCHES_READ / order.total
    const asked = Math.ceil(((wanted - walk.found.length) / density) * 1.25)
    const ids = order.page(
      direction,
      walk.position,
      Math.min(Math.max(asked, BATCH.least), BATCH.most),
    )
    const matching = new Set(await check(ids))
    for (const id of ids) if (matching.has(id)) walk.found.push(id)
    walk.position += ids.length
  }
}

// At most 300 searches, each up to 5,000 matches × 32 bytes, a bit per product (12.5 kB at
// 100,000 products, 125 kB at 1,000,000) or a walk (320 kB at most), and 40 MB in all: 300
// common words at 1,000,000 products fit (at 24 MB the bench's searches there read words again
// that it had evicted).
const kept = keptUntilChanged(
  () =>
    new TtlCache<Matches | ManyMatches | WalkedMatches>({
      maxEntries: 300,
      ttlMs: KEPT_AT_MOST_MS,
      maxBytes: 40 * 1024 * 1024,
      bytesOf: (matches) => matches.bytes,
    }),
)

/**
 * The matches of one search (`key` names it: words, scope, filters), read by `find` (which
 * must ask for at most MATCHES_KEPT + 1 rows), and when there are more than MATCHES_KEPT, their
 * ids alone by `findIds` (which must ask for at most MATCHES_READ + 1).
 */
export function matchesOf(
  db: Database,
  key: unknown,
  find: (most: number) => Promise<Match[]>,
  findIds: (most: number) => Promise<number[]>,
): Promise<Matches | ManyMatches | WalkedMatches> {
  return kept.of(db).get(JSON.stringify(key), async () => {
    const rows = await find(MATCHES_KEPT + 1)
    if (rows.length <= MATCHES_KEPT) return new Matches(rows)
    const ids = await findIds(MATCHES_READ + 1)
    return ids.length > MATCHES_READ ? new WalkedMatches() : new ManyMatches(ids)
  })
}
