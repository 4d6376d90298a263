import type { Lang } from '@kaimono/contracts'
import { Unavailable } from './errors.ts'

/**
 * A call to a service outside Kaimono (a marketplace, a bank's feed, a translation service),
 * given a signal that aborts when its time is up.
 */
export type OutsideCall<T> = (signal: AbortSignal) => Promise<T>

export type OutsideOptions = {
  /** The service's name in logs, and to customers when `names` is not given. */
  service: string
  /** How customers see it named, in their language (a market's): "メルカリ から応答がありません". */
  names?: Record<Lang, string>
  /** Longest wait for one call. */
  timeoutMs: number
  /** Failures in a row (errors or timeouts) after which calls are refused without trying. */
  failuresToOpen: number
  /** How long refused calls stay refused; then one call tries, and its outcome decides. */
  openMs: number
  now?: () => number
}

export type BreakerState = 'closed' | 'open' | 'trying'

/**
 * Retry-After of a call that failed or timed out while the breaker is still closed: the service
 * is likely to fail again in the next moments, and a short pause spares it a burst of retries.
 */
export const RETRY_SOON_SECONDS = 5

/** What the timer rejects with: told apart from the work's own failures. */
const TIMED_OUT = Symbol('timed out')

/** The service did not answer in time, failed, or has been failing: a 503 that names it. */
export class OutsideUnavailable extends Unavailable {
  readonly service: string
  readonly reason: 'timeout' | 'failed' | 'open'
  constructor(
    service: string,
    reason: OutsideUnavailable['reason'],
    retryAfter?: number,
    names?: Record<Lang, string>,
  ) {
    super(retryAfter, 'outsideUnavailable', { service: names ?? service })
    this.service = service
    this.reason = reason
  }
}

/**
 * Every call to one outside service goes through its guard: a timeout (the call is aborted and
 * answered as unavailable), and a circuit breaker (after `failuresToOpen` failures in a row the
 * service is not asked for `openMs`, so a market that hangs costs its customers a quick 503
 * instead of a wait each, and a recovering one gets one call at a time until it answers).
 */
export function outsideService(options: OutsideOptions) {
  const { service, names, timeoutMs, failuresToOpen, openMs, now = Date.now } = options
  let failures = 0
  let openUntil = 0
  let trying = false

  const state = (): BreakerState =>
    failures < failuresToOpen ? 'closed' : now() < openUntil || trying ? 'open' : 'trying'

  const failed = () => {
    failures++
    if (failures >= failuresToOpen) openUntil = now() + openMs
  }

  /** Seconds until a call may be tried again: the breaker's time left, or a short pause. */
  const retryAfter = () =>
    state() === 'open' ? Math.max(1, Math.ceil((openUntil - now()) / 1000)) : RETRY_SOON_SECONDS

  async function call<T>(work: OutsideCall<T>): Promise<T> {
    const current = state()
    if (current === 'open') throw new OutsideUnavailable(service, 'open', retryAfter(), names)
    const trial = current === 'trying'
    if (trial) trying = true
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort()
        reject(TIMED_OUT)
      }, timeoutMs)
    })
    try {
      const answer = await Promise.race([work(controller.signal), timedOut])
      failures = 0
      return answer
    } catch (error) {
      failed()
      if (error === TIMED_OUT) throw new OutsideUnavailable(service, 'timeout', retryAfter(), names)
      if (error instanceof OutsideUnavailable) throw error
      throw Object.assign(new OutsideUnavailable(service, 'failed', retryAfter(), names), {
        cause: error,
      })
    } finally {
      clearTimeout(timer)
      if (trial) trying = false
    }
  }

  return { call, state }
}
