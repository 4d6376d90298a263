import { Redis } from 'ioredis'
import { Expiring } from './cache.ts'

/**
 * Answers kept for a while and shared by every process when Redis is there (`REDIS_URL`), in
 * this process otherwise: what outside services answered (a market's list, an item), so that
 * the service is asked once per time to live, not once per visitor. Values are JSON.
 */
export type SharedCache = {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>
  close(): Promise<void>
}

type Log = { warn(object: object, message: string): void }

/**
 * In this process: bounded to `maxEntries` and to `maxBytes` of JSON text (two bytes a
 * character: a page of a market's items, in Japanese, is 50,000 characters), the least recently
 * put out first.
 */
export function memoryCache({
  maxEntries,
  maxBytes,
  now = Date.now,
}: {
  maxEntries: number
  maxBytes?: number
  now?: () => number
}): SharedCache & { clear(): void } {
  // Each entry carries its own expiry: the bound's time to live is only an upper limit.
  // A string is kept as it is (`text`): a list already written as JSON is not written again.
  const entries = new Expiring<string, { json: string; text: boolean; until: number }>({
    maxEntries,
    maxBytes,
    ttlMs: Number.POSITIVE_INFINITY,
  })
  return {
    async get<T>(key: string) {
      const entry = entries.live(key, now())?.value
      if (!entry || entry.until <= now()) return undefined
      return (entry.text ? entry.json : JSON.parse(entry.json)) as T
    },
    async set(key, value, ttlSeconds) {
      const text = typeof value === 'string'
      const json = text ? value : JSON.stringify(value)
      const entry = entries.put(key, { json, text, until: now() + ttlSeconds * 1000 }, now())
      entries.weigh(key, entry, json.length * 2)
    },
    clear: () => entries.clear(),
    async close() {},
  }
}

/**
 * In Redis, under `prefix`: SET with EX, GET. Redis away is a miss, never a failure: the caller
 * asks the service instead, and the log says so.
 */
export async function redisCache(url: string, log: Log, prefix = 'kaimono:cache:') {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  redis.on('error', (err) => log.warn({ err }, 'redis cache connection error'))
  await redis.connect()
  const cache: SharedCache = {
    async get<T>(key: string) {
      try {
        const json = await redis.get(prefix + key)
        return json === null ? undefined : (JSON.parse(json) as T)
      } catch (err) {
        log.warn({ err, key }, 'redis cache read failed: asking the service')
        return undefined
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'EX', Math.max(1, ttlSeconds))
      } catch (err) {
        log.warn({ err, key }, 'redis cache write failed')
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
  return cache
}

/**
 * The answer kept under `key`, else `load()`'s, kept `ttlSeconds`. Misses of one key at once in
 * this process share one load; a failed load is not kept.
 */
export function cachedLoader(cache: SharedCache) {
  const loading = new Map<string, Promise<unknown>>()
  return async function cached<T>(
    key: string,
    ttlSeconds: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const kept = await cache.get<T>(key)
    if (kept !== undefined) return kept
    const pending = loading.get(key) as Promise<T> | undefined
    if (pending) return pending
    const loaded = load().then(async (value) => {
      await cache.set(key, value, ttlSeconds)
      return value
    })
    loading.set(key, loaded)
    try {
      return await loaded
    } finally {
      loading.delete(key)
    }
  }
}
