/**
 * Failures counted per key, for limits that should slow down whoever keeps failing (wrong
 * passwords) and leave alone whoever succeeds. The memory store is per process; a Redis store
 * (HINCRBY and HSET of the last time, with EXPIRE) can stand in behind `FailureStore`.
 */
export type FailureRecord = { count: number; last: number }

export type FailureStore = {
  read(key: string): Promise<FailureRecord | null>
  /** Counts one failure at `at` (ms); the key is forgotten `keepSeconds` after its last failure. */
  fail(key: string, at: number, keepSeconds: number): Promise<void>
  clear(key: string): Promise<void>
}

/**
 * `free` failures cost nothing; after them each attempt waits `baseSeconds` after the last
 * failure, doubling with each further failure up to `maxSeconds`.
 */
export type BackoffPolicy = { free: number; baseSeconds: number; maxSeconds: number }

/** Whole seconds until the next attempt is allowed; 0 when it is allowed now. */
export function backoffWait(
  record: FailureRecord | null,
  policy: BackoffPolicy,
  now: number,
): number {
  if (!record || record.count < policy.free) return 0
  const delay = Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (record.count - policy.free))
  return Math.max(0, Math.ceil((record.last + delay * 1000 - now) / 1000))
}

const MAX_KEYS = 100_000

export function memoryFailureStore(now: () => number = Date.now): FailureStore {
  const records = new Map<string, FailureRecord & { until: number }>()
  const live = (key: string) => {
    const record = records.get(key)
    if (record && record.until <= now()) {
      records.delete(key)
      return undefined
    }
    return record
  }
  const makeRoom = () => {
    const at = now()
    for (const [key, record] of records) if (record.until <= at) records.delete(key)
    // Still full: the oldest entries go first (a Map iterates in insertion order).
    for (const key of records.keys()) {
      if (records.size < MAX_KEYS) break
      records.delete(key)
    }
  }
  return {
    async read(key) {
      const record = live(key)
      return record ? { count: record.count, last: record.last } : null
    },
    async fail(key, at, keepSeconds) {
      const count = (live(key)?.count ?? 0) + 1
      records.delete(key)
      if (records.size >= MAX_KEYS) makeRoom()
      records.set(key, { count, last: at, until: at + keepSeconds * 1000 })
    },
    async clear(key) {
      records.delete(key)
    },
  }
}
