import type { z } from 'zod'

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

/** The clock an official API's spacing reads; tests pass a fake one that never waits. */
export type ApiClock = { now: () => number; sleep: Sleep }

export const realClock: ApiClock = {
  now: Date.now,
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason)
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop)
        resolve()
      }, ms)
      const stop = () => {
        clearTimeout(timer)
        reject(signal.reason)
      }
      signal.addEventListener('abort', stop, { once: true })
    }),
}

/**
 * Requests to one API key, started at least `intervalMs` apart, in the order they were asked
 * for: a market's documented limit is per key, and a burst of customers must not break it.
 * After a 429 the next start also waits the Retry-After the market named.
 */
export function spacedRequests(intervalMs: number, clock: ApiClock) {
  let nextAt = 0
  return {
    async run<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
      const at = Math.max(clock.now(), nextAt)
      nextAt = at + intervalMs
      const wait = at - clock.now()
      if (wait > 0) await clock.sleep(wait, signal)
      signal.throwIfAborted()
      return work()
    },
    holdOff(seconds: number) {
      nextAt = Math.max(nextAt, clock.now() + seconds * 1000)
    },
  }
}

/** An official API answered with something other than the documented format or a success. */
export class MarketApiError extends Error {
  readonly status: number | undefined
  readonly retryAfter: number | undefined
  constructor(message: string, status?: number, retryAfter?: number) {
    super(message)
    this.name = 'MarketApiError'
    this.status = status
    this.retryAfter = retryAfter
  }
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/**
 * GETs `url` and parses its JSON body with `schema`. A failure status, a body that is not JSON
 * (an HTML error page) or JSON not in the documented shape throws a MarketApiError naming the
 * market, never a half-read answer. `missing` lists the statuses that mean "no such thing".
 */
export async function getJson<T>(
  market: string,
  url: URL,
  schema: z.ZodType<T>,
  fetchImpl: typeof globalThis.fetch,
  signal: AbortSignal,
  missing: readonly number[] = [],
): Promise<T | null> {
  const response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } })
  const text = await response.text()
  if (missing.includes(response.status)) return null
  if (!response.ok) {
    const reason = errorReason(text)
    throw new MarketApiError(
      `${market} answered HTTP ${response.status}${reason ? ` (${reason})` : ''}`,
      response.status,
      retryAfterSeconds(response.headers.get('retry-after')),
    )
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new MarketApiError(`${market} answered a body that is not JSON: ${text.slice(0, 60)}`)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.join('.') || 'body'
    throw new MarketApiError(
      `${market} answered an unexpected shape at ${where}: ${issue?.message}`,
    )
  }
  return parsed.data
}

/** The `{ error, error_description }` (Rakuten) or `{ Error: { Message } }` (Yahoo) of a refusal. */
function errorReason(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Record<string, unknown>
    if (typeof body.error === 'string') {
      const detail = typeof body.error_description === 'string' ? `: ${body.error_description}` : ''
      return `${body.error}${detail}`
    }
    const error = body.Error as { Message?: unknown } | undefined
    if (error && typeof error.Message === 'string') return error.Message
  } catch {}
  return undefined
}

/**
 * One official search API under one key: each call is `baseUrl` with the key's parameters and
 * the call's, sent through the key's request spacing and read with `schema`; a 429 holds the
 * next calls off for its Retry-After (a second when it names none).
 */
export function officialSearch<T>(options: {
  market: string
  baseUrl: string
  keyParams: Record<string, string>
  schema: z.ZodType<T>
  intervalMs: number
  fetch: typeof globalThis.fetch
  clock: ApiClock
  /** Statuses that mean "no such thing" (Rakuten's 404 not_found): answered as null. */
  missing?: readonly number[]
}) {
  const { market, baseUrl, keyParams, schema, intervalMs, fetch, clock, missing } = options
  const requests = spacedRequests(intervalMs, clock)
  return async function search(
    params: Record<string, string>,
    signal: AbortSignal,
  ): Promise<T | null> {
    const url = new URL(baseUrl)
    for (const [key, value] of Object.entries({ ...keyParams, ...params })) {
      url.searchParams.set(key, value)
    }
    try {
      return await requests.run(() => getJson(market, url, schema, fetch, signal, missing), signal)
    } catch (error) {
      if (error instanceof MarketApiError && error.status === 429) {
        requests.holdOff(error.retryAfter ?? 1)
      }
      throw error
    }
  }
}
