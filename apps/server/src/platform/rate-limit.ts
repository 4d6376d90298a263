export type RateLimitRule = { window: number; max: number }
type Window = { start: number; until: number; count: number }

/**
 * At most `rule.max` per `rule.window` seconds per key (Better Auth's `customStorage` shape).
 * The counts live in this process's memory; with several processes a Redis store (INCR with
 * EXPIRE) can stand in behind the same interface.
 */
export type RateLimiter = {
  consume(
    key: string,
    rule: RateLimitRule,
  ): Promise<{ allowed: boolean; retryAfter: number | null }>
}

/**
 * A fixed-window limiter in this process's memory: at most `max` requests per `window` seconds
 * per key, the count starting afresh `window` seconds after the first one. (Better Auth's own
 * memory limiter restarts its window on every request, so a busy shared address never recovers.)
 */
export function fixedWindowLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>()
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.until <= at) windows.delete(key)
  }
  return {
    async consume(key, rule) {
      const at = now()
      let window = windows.get(key)
      if (!window || window.until <= at) {
        if (windows.size >= 50_000) sweep(at)
        window = { start: at, until: at + rule.window * 1000, count: 0 }
        windows.set(key, window)
      }
      if (window.count >= rule.max) {
        return { allowed: false, retryAfter: Math.ceil((window.until - at) / 1000) }
      }
      window.count += 1
      return { allowed: true, retryAfter: null }
    },
  }
}
