import { Expiring } from './cache.ts'

/**
 * Rows by id, kept for a time to live with a size bound (the oldest out first), for rows many
 * answers share: one product's card sits on its categories' pages, its shop's, a search's and
 * the home page's rows. The ids a request does not find are read together, in one query. Like
 * TtlCache, every process keeps its own, so another process's change shows within the time to
 * live; clear() drops everything, and rows read before it are not kept.
 */
export class RowCache<V> {
  readonly #rows: Expiring<number, V>

  constructor(bounds: { maxEntries: number; ttlMs: number }) {
    this.#rows = new Expiring(bounds)
  }

  /**
   * The rows of `ids`, in their order; an id `read` does not find is left out. `read` gets the
   * ids not kept (each once) and returns their rows in any order.
   */
  async many(
    ids: readonly number[],
    read: (missing: number[]) => Promise<V[]>,
    idOf: (row: V) => number,
  ): Promise<V[]> {
    const now = Date.now()
    const found = new Map<number, V>()
    const missing = new Set<number>()
    for (const id of ids) {
      const hit = this.#rows.live(id, now)
      if (hit) found.set(id, hit.value)
      else missing.add(id)
    }
    if (missing.size > 0) {
      const generation = this.#rows.generation
      const rows = await read([...missing])
      const keep = generation === this.#rows.generation
      for (const row of rows) {
        found.set(idOf(row), row)
        if (keep) this.#rows.put(idOf(row), row)
      }
    }
    return ids.flatMap((id) => {
      const row = found.get(id)
      return row === undefined ? [] : [row]
    })
  }

  /** Forgets every row, including rows being read now. */
  clear(): void {
    this.#rows.clear()
  }

  get size(): number {
    return this.#rows.size
  }
}
