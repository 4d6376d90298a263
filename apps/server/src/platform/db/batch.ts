/**
 * Reads by id gathered across requests: every id asked for while the event loop handles one
 * round of I/O (the requests that arrived together) is read in one query when that round ends.
 * Under load a round carries several requests, and each query costs a round trip, a write to
 * the database's socket and a statement's bind and execute at the database, whatever its size:
 * 32 shoppers asking for 32 products make a few queries, not 32.
 */
export class BatchRead<V, K = number> {
  readonly #read: (ids: K[]) => Promise<V[]>
  readonly #idOf: (row: V) => K
  #waiting: Map<K, { resolve: (row: V | undefined) => void; reject: (e: unknown) => void }[]> =
    new Map()

  /** `read` returns the rows of the ids it finds, in any order. */
  constructor(read: (ids: K[]) => Promise<V[]>, idOf: (row: V) => K) {
    this.#read = read
    this.#idOf = idOf
  }

  /** The row of `id`, or undefined when there is none. */
  one(id: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) setImmediate(() => this.#flush())
      const waiting = this.#waiting.get(id)
      if (waiting) waiting.push({ resolve, reject })
      else this.#waiting.set(id, [{ resolve, reject }])
    })
  }

  /** The rows of `ids` that exist, in any order. */
  async many(ids: readonly K[]): Promise<V[]> {
    const rows = await Promise.all(ids.map((id) => this.one(id)))
    return rows.filter((row): row is Awaited<V> => row !== undefined)
  }

  async #flush() {
    const waiting = this.#waiting
    this.#waiting = new Map()
    try {
      const rows = await this.#read([...waiting.keys()])
      for (const row of rows) {
        for (const { resolve } of waiting.get(this.#idOf(row)) ?? []) resolve(row)
        waiting.delete(this.#idOf(row))
      }
      for (const callers of waiting.values()) for (const { resolve } of callers) resolve(undefined)
    } catch (error) {
      for (const callers of waiting.values()) for (const { reject } of callers) reject(error)
    }
  }
}
