/**
 * A small in-process cache with a time to live, a size bound (least recently used out) and
 * single flight: requests that miss together share one computation. For public answers that
 * many requests ask for at once (the catalogue's first page); every process keeps its own, so
 * a change reaches other processes within the time to live.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expiresAt: number }>()
  readonly #maxEntries: number
  readonly #ttlMs: number
  #generation = 0

  constructor({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }) {
    this.#maxEntries = maxEntries
    this.#ttlMs = ttlMs
  }

  get(key: string, produce: () => Promise<V>): Promise<V> {
    const now = Date.now()
    const hit = this.#entries.get(key)
    if (hit && hit.expiresAt > now) {
      // Refresh its place in the recency order.
      this.#entries.delete(key)
      this.#entries.set(key, hit)
      return hit.value
    }
    const generation = this.#generation
    const value = produce()
    const entry = { value, expiresAt: now + this.#ttlMs }
    this.#entries.set(key, entry)
    // A failure is not kept; nor is an answer computed before the last clear().
    value.then(
      () => {
        if (generation !== this.#generation) this.#drop(key, entry)
      },
      () => this.#drop(key, entry),
    )
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
    return value
  }

  /** Forgets everything, including answers being computed now. */
  clear(): void {
    this.#generation++
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }

  #drop(key: string, entry: { value: Promise<V> }) {
    if (this.#entries.get(key) === entry) this.#entries.delete(key)
  }
}
