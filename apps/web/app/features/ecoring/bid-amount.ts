import { type EcoringItem, ecoringBidAmount, ecoringStep } from '@kaimono/contracts'
import { formatJpy } from '#app/lib/format.ts'

/** The bid a form may send at most, in yen (the API refuses more). */
const MOST_YEN = 100_000_000

/**
 * What the bid input shows after the digits typed (§5: the unit's zeros and the yen sign): a step
 * of ¥1,000 reads `12` then `,000 ¥`, so the whole amount reads as one number; a step that is not
 * a power of ten (¥500) cannot, and reads `× ¥500`.
 */
export function stepSuffix(step: number): string {
  if (step === 1) return '¥'
  const written = formatJpy(step)
  return /^¥1[0,]+$/.test(written) ? `${written.slice(2)} ¥` : `× ${written}`
}

/** §5 the input takes digits only, without leading zeros, and no more than the steps allowed. */
export function bidDigits(typed: string, step: number): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '')
  return digits.slice(0, String(Math.floor(MOST_YEN / step)).length)
}

export type BidFigures = {
  /** The lot's smallest step (§5), in yen. */
  step: number
  /** The least bid the lot takes, in yen, and the number to type for it. */
  least: number
  leastSteps: number
  /** The bid the digits typed make (§5: the number times the step), or null for none. */
  amount: number | null
  suffix: string
}

/**
 * The bid form's figures for the digits typed on a lot with its steps and the least bid it takes
 * (worked out by the loader with `ecoringMinimumBid`).
 */
export function bidFigures(
  typed: string,
  lot: Pick<EcoringItem, 'bid_step_unit'>,
  least: number,
): BidFigures {
  const step = ecoringStep(lot.bid_step_unit)
  const steps = Number(typed)
  return {
    step,
    least,
    leastSteps: Math.ceil(least / step),
    amount: typed !== '' && steps > 0 ? ecoringBidAmount(steps, lot.bid_step_unit) : null,
    suffix: stepSuffix(step),
  }
}
