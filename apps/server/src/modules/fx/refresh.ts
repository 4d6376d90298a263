import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../platform/config.ts'
import type { Database } from '../../platform/db/index.ts'
import type { Job } from '../../platform/jobs/index.ts'
import { addPercent } from './decimal.ts'
import { replaceRate } from './service.ts'
import { fetchVcbSellRate } from './vcb.ts'

/** The job's name: its runs are claimed under it (ARCHITECTURE §6). */
export const FX_REFRESH_JOB = 'fx.vcb-refresh'
const FEED_TIMEOUT_MS = 10_000
/** The feed's timeout and the write after it, with room to spare. */
const JOB_TIMEOUT_MS = 60_000

export type RefreshOptions = {
  url: string
  marginPercent: number
  timeoutMs?: number
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  signal?: AbortSignal
}

export type RefreshOutcome = 'changed' | 'unchanged' | 'failed'

/**
 * One poll of Vietcombank's feed. A bad, slow or missing feed is a warning and the rate in
 * force stays; it never throws.
 */
export async function refreshFromVcb(
  db: Database,
  options: RefreshOptions,
): Promise<RefreshOutcome> {
  const { url, log } = options
  try {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    const sell = await fetchVcbSellRate(url, 'JPY', signal)
    const rate = addPercent(sell, options.marginPercent)
    const outcome = await replaceRate(db, rate, 'vcb')
    if (outcome === 'changed') log.info({ rate, sell, url }, 'exchange rate JPY → VND updated')
    return outcome
  } catch (error) {
    if (options.signal?.aborted) return 'failed'
    log.warn({ err: error, url }, 'exchange rate feed unusable; keeping the rate in force')
    return 'failed'
  }
}

/**
 * §6: the poll, right after the app is ready and then every interval; N processes poll the bank
 * as often as one does. None without a feed.
 */
export function fxRefreshJob(
  config: Config,
  db: Database,
  log: RefreshOptions['log'],
): Job | undefined {
  const url = config.VCB_RATES_URL
  if (!url) return undefined
  return {
    name: FX_REFRESH_JOB,
    everyMs: config.VCB_RATES_INTERVAL_SECONDS * 1000,
    timeoutMs: JOB_TIMEOUT_MS,
    run: (signal) =>
      refreshFromVcb(db, { url, marginPercent: config.FX_MARGIN_PERCENT, log, signal }),
  }
}
