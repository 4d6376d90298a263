/**
 * Entries by key with a time to live and a size bound, the least recently put (or touched) out
 * first. clear() moves the generation on, so that a value computed before it can be told apart
 * and not kept.
 */
export class Expiring<K, V> {
  readonly #entries = new Map<K, { value: V; expiresAt: number }>()
  readonly #maxEntries: number
  readonly #ttlMs: number
  #generation = 0

  constructor({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }) {
    this.#maxEntries = maxEntries
    this.#ttlMs = ttlMs
  }

  get generation(): number {
    return this.#generation
  }

  get size(): number {
    return this.#entries.size
  }

  /** The entry of `key` while it lives. */
  live(key: K, now = Date.now()): { value: V; expiresAt: number } | undefined {
    const entry = this.#entries.get(key)
    return entry && entry.expiresAt > now ? entry : undefined
  }

  /** `value` under `key`, as the most recent entry; the oldest go past the bound. */
  put(key: K, value: V, now = Date.now()): { value: V; expiresAt: number } {
    const entry = { value, expiresAt: now + this.#ttlMs }
    this.touch(key, entry)
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
    return entry
  }

  /** Makes `entry` the most recent under `key`, its time to live unchanged. */
  touch(key: K, entry: { value: V; expiresAt: number }): void {
    this.#entries.delete(key)
    this.#entries.set(key, entry)
  }

  /** Drops `key` if `entry` is still its entry. */
  drop(key: K, entry: { value: V }): void {
    if (this.#entries.get(key) === entry) this.#entries.delete(key)
  }

  /** Forgets everything. */
  clear(): void {
    this.#generation++
    this.#entries.clear()
  }
}

/**
 * A small in-process cache with a time to live, a size bound (least recently used out) and
 * single flight: requests that miss together share one computation. For public answers that
 * many requests ask for at once (the catalogue's first page); every process keeps its own, so
 * a change reaches other processes within the time to live.
 */
export class TtlCache<V> {
  readonly #entries: Expiring<string, Promise<V>>

  constructor(bounds: { maxEntries: number; ttlMs: number }) {
    this.#entries = new Expiring(bounds)
  }

  get(key: string, produce: () => Promise<V>): Promise<V> {
    const now = Date.now()
    const hit = this.#entries.live(key, now)
    if (hit) {
      // Refresh its place in the recency order.
      this.#entries.touch(key, hit)
      return hit.value
    }
    const generation = this.#entries.generation
    const value = produce()
    const entry = this.#entries.put(key, value, now)
    // A failure is not kept; nor is an answer computed before the last clear().
    value.then(
      () => {
        if (generation !== this.#entries.generation) this.#entries.drop(key, entry)
      },
      () => this.#entries.drop(key, entry),
    )
    return value
  }

  /** Forgets everything, including answers being computed now. */
  clear(): void {
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }
}
