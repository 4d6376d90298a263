/**
 * Rows by id, kept for a time to live with a size bound (the oldest out first), for rows many
 * answers share: one product's card sits on its categories' pages, its shop's, a search's and
 * the home page's rows. The ids a request does not find are read together, in one query. Like
 * TtlCache, every process keeps its own, so another process's change shows within the time to
 * live; clear() drops everything, and rows read before it are not kept.
 */
export class RowCache<V> {
  readonly #rows = new Map<number, { row: V; expiresAt: number }>()
  readonly #maxEntries: number
  readonly #ttlMs: number
  #generation = 0

  constructor({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }) {
    this.#maxEntries = maxEntries
    this.#ttlMs = ttlMs
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
      const hit = this.#rows.get(id)
      if (hit && hit.expiresAt > now) found.set(id, hit.row)
      else missing.add(id)
    }
    if (missing.size > 0) {
      const generation = this.#generation
      const rows = await read([...missing])
      const expiresAt = Date.now() + this.#ttlMs
      for (const row of rows) {
        const id = idOf(row)
        found.set(id, row)
        if (generation !== this.#generation) continue
        this.#rows.delete(id)
        this.#rows.set(id, { row, expiresAt })
      }
      this.#evict()
    }
    return ids.flatMap((id) => {
      const row = found.get(id)
      return row === undefined ? [] : [row]
    })
  }

  /** Forgets every row, including rows being read now. */
  clear(): void {
    this.#generation++
    this.#rows.clear()
  }

  get size(): number {
    return this.#rows.size
  }

  #evict() {
    while (this.#rows.size > this.#maxEntries) {
      const oldest = this.#rows.keys().next().value
      if (oldest === undefined) break
      this.#rows.delete(oldest)
    }
  }
}
