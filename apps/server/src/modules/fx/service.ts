import type {
  Currency,
  currencyListSpec,
  ExchangeRate,
  exchangeRateSpec,
  FxRateSource,
  FxTimeline,
  Paged,
} from '@kaimono/contracts'
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { changed, forgetOnChange } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import { selectPage } from '../../platform/db/paging.ts'
import { BadRequest } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { namedLock } from '../../platform/jobs/index.ts'
import { unixSeconds } from '../../platform/time.ts'
import { normalizeDecimal } from './decimal.ts'
import { currencies, fxRates } from './schema.ts'

export function listCurrencies(
  ctx: RequestContext,
  query: ListQuery<typeof currencyListSpec>,
): Promise<Paged<Currency>> {
  return selectPage(ctx.db, currencies, {
    ...query,
    orderBy: [asc(currencies.id)],
    map: (row) => ({
      id: row.id as Currency['id'],
      name: row.name[ctx.lang],
      _name: row.name,
      symbol: row.symbol,
    }),
  })
}

const DAY = 86_400
const MAX_RANGE = 366 * DAY
const DEFAULT_RANGE = 30 * DAY
/** The current rate is read at most once a minute per process: every page's header shows it. */
const CURRENT_RATE_TTL_MS = 60_000
/** Serialises writes of exchange rates. */
const rateWrites = namedLock('fx.rate-writes')

type Pair = { from: 'JPY'; to: 'VND' }
const JPY_VND: Pair = { from: 'JPY', to: 'VND' }

type CurrentRate = Omit<ExchangeRate, 'type' | 'from' | 'to' | 'timelines'>
const DEFAULT_RATE: CurrentRate = { amount: '1', timeline: null, valid_to: null, source: 'default' }

const pairIs = (pair: Pair) =>
  and(eq(fxRates.fromCurrency, pair.from), eq(fxRates.toCurrency, pair.to))

const cache = new WeakMap<Database, { rate: CurrentRate; expiresAt: number }>()
forgetOnChange((db) => cache.delete(db))

/** After a write, every process reads the rate afresh (platform/changes.ts). */
export function forgetCurrentRate(db: Database): void {
  cache.delete(db)
}

/** §1: the rate in force now; 1 when none is known. */
export async function currentRate({ db }: DbContext): Promise<CurrentRate> {
  const cached = cache.get(db)
  if (cached && cached.expiresAt > Date.now()) return cached.rate
  const [row] = await db
    .select()
    .from(fxRates)
    .where(
      and(
        pairIs(JPY_VND),
        lte(fxRates.validFrom, sql`now()`),
        or(isNull(fxRates.validTo), gt(fxRates.validTo, sql`now()`)),
      ),
    )
    .orderBy(desc(fxRates.validFrom))
    .limit(1)
  const rate: CurrentRate = row
    ? {
        amount: normalizeDecimal(row.rate),
        timeline: unixSeconds(row.validFrom),
        valid_to: row.validTo && unixSeconds(row.validTo),
        source: row.source,
      }
    : DEFAULT_RATE
  const expiresAt = Math.min(
    Date.now() + CURRENT_RATE_TTL_MS,
    row?.validTo?.getTime() ?? Number.POSITIVE_INFINITY,
  )
  cache.set(db, { rate, expiresAt })
  return rate
}

/** GET /api/amount-with-conditions: the rate now, and with `include` its periods in a range. */
export async function getExchangeRate(
  ctx: RequestContext,
  query: ListQuery<typeof exchangeRateSpec>,
): Promise<ExchangeRate> {
  const range = timelineRange(query)
  const rate: ExchangeRate = { type: 'exchange-rates', ...JPY_VND, ...(await currentRate(ctx)) }
  if (range) rate.timelines = await timelines(ctx.db, JPY_VND, range)
  return rate
}

function timelineRange(
  query: ListQuery<typeof exchangeRateSpec>,
): [from: number, to: number] | null {
  const wanted = query.include.size > 0
  const given = query.between.timeline
  const param = 'filter_between[timeline]'
  const refuse = (key: 'invalidParameter' | 'timelineNeedsInclude') =>
    new BadRequest(key, { param })
  if (!given) {
    const now = unixSeconds(new Date())
    return wanted ? [now - DEFAULT_RANGE, now] : null
  }
  if (!wanted) throw refuse('timelineNeedsInclude')
  const [from, to] = given
  if (from > to || to - from > MAX_RANGE) throw refuse('invalidParameter')
  return [from, to]
}

async function timelines(
  db: Database,
  pair: Pair,
  [from, to]: [number, number],
): Promise<FxTimeline[]> {
  const rows = await db
    .select()
    .from(fxRates)
    .where(
      and(
        pairIs(pair),
        lte(fxRates.validFrom, new Date(to * 1000)),
        or(isNull(fxRates.validTo), gt(fxRates.validTo, new Date(from * 1000))),
      ),
    )
    .orderBy(asc(fxRates.validFrom), asc(fxRates.id))
  return rows.map((row) => ({
    timeline: unixSeconds(row.validFrom),
    valid_to: row.validTo && unixSeconds(row.validTo),
    source: row.source,
    amounts: [{ currency_id: pair.to, amount: normalizeDecimal(row.rate) }],
  }))
}

/**
 * Closes the open JPY → VND rate and opens `rate` from now, in one transaction; nothing changes
 * when the rate is the one already in force, so a feed polled every few minutes adds no rows.
 */
export async function replaceRate(
  db: Database,
  rate: string,
  source: FxRateSource,
): Promise<'changed' | 'unchanged'> {
  const outcome = await db.transaction(async (tx) => {
    await rateWrites.hold(tx)
    const [open] = await tx
      .select()
      .from(fxRates)
      .where(and(pairIs(JPY_VND), isNull(fxRates.validTo)))
      .orderBy(desc(fxRates.validFrom))
      .limit(1)
      .for('update')
    if (open && normalizeDecimal(open.rate) === normalizeDecimal(rate)) return 'unchanged'
    if (open) {
      await tx.update(fxRates).set({ validTo: sql`now()` }).where(eq(fxRates.id, open.id))
    }
    await tx.insert(fxRates).values({
      fromCurrency: JPY_VND.from,
      toCurrency: JPY_VND.to,
      rate,
      validFrom: sql`now()`,
      source,
    })
    return 'changed' as const
  })
  forgetCurrentRate(db)
  // Pages show prices in dong at the rate in force.
  if (outcome === 'changed') changed(db)
  return outcome
}
