import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Config } from '../../platform/config.ts'
import type { Database } from '../../platform/db/index.ts'
import { appMeta } from '../../platform/db/meta-schema.ts'
import { addPercent } from './decimal.ts'
import { replaceRate } from './service.ts'
import { fetchVcbSellRate } from './vcb.ts'

/** Any fixed number: the advisory lock that lets one process at a time claim a poll (§6). */
const FX_REFRESH_LOCK = 7_240_011
const POLLED_AT_KEY = 'fx.vcb.polled_at'
const FEED_TIMEOUT_MS = 10_000

export type RefreshOptions = {
  url: string
  marginPercent: number
  /** No process polls again until this long after the last poll by any process. */
  intervalMs: number
  timeoutMs?: number
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  signal?: AbortSignal
}

export type RefreshOutcome = 'changed' | 'unchanged' | 'not due' | 'failed'

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
    if (!(await claimPoll(db, options.intervalMs))) return 'not due'
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
 * Under the advisory lock, records this poll unless another process polled within the
 * interval, so N processes poll the bank as often as one does.
 */
async function claimPoll(db: Database, intervalMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${FX_REFRESH_LOCK}) as locked`,
    )) as { rows: { locked: boolean }[] }
    if (!locked.rows[0]?.locked) return false
    const claimed = await tx
      .insert(appMeta)
      .values({ key: POLLED_AT_KEY, value: sql`to_jsonb(now())` })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: sql`to_jsonb(now())`, updatedAt: sql`now()` },
        setWhere: sql`${appMeta.updatedAt} <= now() - make_interval(secs => ${intervalMs / 1000})`,
      })
      .returning({ key: appMeta.key })
    return claimed.length > 0
  })
}

/** Polls while the app runs: first right after it is ready, then every interval. */
export function registerFxRefresh(app: FastifyInstance, config: Config, db: Database): void {
  const url = config.VCB_RATES_URL
  if (!url) return
  const stopping = new AbortController()
  const intervalMs = config.VCB_RATES_INTERVAL_SECONDS * 1000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()

  const poll = () => {
    running = refreshFromVcb(db, {
      url,
      marginPercent: config.FX_MARGIN_PERCENT,
      intervalMs,
      log: app.log,
      signal: stopping.signal,
    }).finally(() => {
      // A second past the interval, so this process's own claim has surely expired.
      if (!stopping.signal.aborted) timer = setTimeout(poll, intervalMs + 1000).unref()
    })
  }
  app.addHook('onReady', async () => {
    timer = setTimeout(poll, 0).unref()
  })
  app.addHook('onClose', async () => {
    stopping.abort()
    clearTimeout(timer)
    await running
  })
}
