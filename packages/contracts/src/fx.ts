import { CurrencyId } from './reference.ts'
import { z } from './zod.ts'

/** ARCHITECTURE §2: a rate is exact decimal text ("172.5"), never a binary float. */
export const DecimalString = z.string().regex(/^\d+(\.\d+)?$/)

/** Where a rate came from: the seed, Vietcombank's feed, a staff member; `default` is §1's 1. */
export const FX_RATE_SOURCES = ['seed', 'vcb', 'staff'] as const
export const FxRateSource = z.enum(FX_RATE_SOURCES)
export type FxRateSource = z.infer<typeof FxRateSource>

/** One period a rate was in force; times in unix seconds (§3). */
export const FxTimeline = z.object({
  timeline: z.number().int().describe('unix seconds: when this rate took effect'),
  valid_to: z.number().int().nullable().describe('unix seconds: when it stopped; null while open'),
  source: FxRateSource,
  amounts: z.array(z.object({ currency_id: CurrencyId, amount: DecimalString })),
})
export type FxTimeline = z.infer<typeof FxTimeline>

/** §7 amount-with-conditions for `type=exchange-rates`: 1 `from` is worth `amount` `to`. */
export const ExchangeRate = z.object({
  type: z.literal('exchange-rates'),
  from: CurrencyId,
  to: CurrencyId,
  amount: DecimalString.describe('the rate in force now; "1" when none is known (§1)'),
  timeline: z.number().int().nullable().describe('unix seconds the rate took effect; null for 1'),
  valid_to: z.number().int().nullable(),
  source: z.enum([...FX_RATE_SOURCES, 'default']),
  timelines: z.array(FxTimeline).optional().describe('with include=timelines.amounts'),
})
export type ExchangeRate = z.infer<typeof ExchangeRate>

export const AmountWithConditions = z.object({ data: ExchangeRate })
export type AmountWithConditions = z.infer<typeof AmountWithConditions>
