type Rule = { window: number; max: number }
type Window = { start: number; until: number; count: number }

/**
 * A fixed-window limiter in this process's memory: at most `max` requests per `window` seconds
 * per key, the count starting afresh `window` seconds after the first one. (Better Auth's own
 * memory limiter restarts its window on every request, so a busy shared address never recovers.)
 */
export function fixedWindowLimiter(now: () => number = Date.now) {
  const windows = new Map<string, Window>()
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.until <= at) windows.delete(key)
  }
  return {
    async consume(
      key: string,
      rule: Rule,
    ): Promise<{ allowed: boolean; retryAfter: number | null }> {
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
