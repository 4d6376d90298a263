/** How many entries a cache keeps and how long; `maxBytes` bounds the entries weighed too. */
export type Bounds = { maxEntries: number; ttlMs: number; maxBytes?: number }

type Entry<V> = { value: V; expiresAt: number; bytes?: number }

/**
 * Entries by key with a time to live and a size bound, the least recently put (or touched) out
 * first; entries weighed (`weigh`) are also bound by their bytes in all. clear() moves the
 * generation on, so that a value computed before it can be told apart and not kept.
 */
export class Expiring<K, V> {
  readonly #entries = new Map<K, Entry<V>>()
  readonly #maxEntries: number
  readonly #maxBytes: number
  readonly #ttlMs: number
  #bytes = 0
  #generation = 0

  constructor({ maxEntries, ttlMs, maxBytes = Number.POSITIVE_INFINITY }: Bounds) {
    this.#maxEntries = maxEntries
    this.#maxBytes = maxBytes
    this.#ttlMs = ttlMs
  }

  get generation(): number {
    return this.#generation
  }

  get size(): number {
    return this.#entries.size
  }

  /** The bytes of the entries weighed. */
  get bytes(): number {
    return this.#bytes
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
    this.#shrink()
    return entry
  }

  /**
   * Counts `bytes` for `entry` if it is still the entry of `key`; the least recently used go
   * past the bound (one entry stays, however large).
   */
  weigh(key: K, entry: { value: V }, bytes: number): void {
    const kept = this.#entries.get(key)
    if (kept !== entry || kept.bytes !== undefined) return
    kept.bytes = bytes
    this.#bytes += bytes
    this.#shrink()
  }

  /** Makes `entry` the most recent under `key`, its time to live unchanged. */
  touch(key: K, entry: { value: V; expiresAt: number }): void {
    const before = this.#entries.get(key)
    if (before !== entry) this.#forget(key)
    else this.#entries.delete(key)
    this.#entries.set(key, entry)
  }

  /** Drops `key` if `entry` is still its entry. */
  drop(key: K, entry: { value: V }): void {
    if (this.#entries.get(key) === entry) this.#forget(key)
  }

  /** Forgets everything. */
  clear(): void {
    this.#generation++
    this.#entries.clear()
    this.#bytes = 0
  }

  /** Drops the least recently used while there are more entries or bytes than the bounds. */
  #shrink(): void {
    const entries = this.#entries
    while (entries.size > this.#maxEntries || (this.#bytes > this.#maxBytes && entries.size > 1)) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      this.#forget(oldest)
    }
  }

  #forget(key: K): void {
    this.#bytes -= this.#entries.get(key)?.bytes ?? 0
    this.#entries.delete(key)
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
  readonly #bytesOf: ((value: V) => number) | undefined

  /** With `maxBytes`, each value counts `bytesOf(value)` bytes once computed. */
  constructor(bounds: Bounds & { bytesOf?: (value: V) => number }) {
    this.#entries = new Expiring(bounds)
    this.#bytesOf = bounds.bytesOf
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
      (computed) => {
        if (generation !== this.#entries.generation) this.#entries.drop(key, entry)
        else if (this.#bytesOf) this.#entries.weigh(key, entry, this.#bytesOf(computed))
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

  /** The bytes of the values computed and kept, when they are weighed. */
  get bytes(): number {
    return this.#entries.bytes
  }
}
