import type { Lang } from '@kaimono/contracts'
import { formatVnd } from '#app/lib/format.ts'

/** §1: a yen amount in dong at the rate in force, rounded to the whole dong. */
export function jpyToVnd(jpy: number, rate: string | number): number {
  const factor = Number(rate)
  return Math.round(jpy * (Number.isFinite(factor) && factor > 0 ? factor : 1))
}

/** Vietnamese shops show prices in whole thousands of dong: 1.234.000 đ. */
export const VND_DISPLAY_STEP = 1000

/**
 * The rule for showing a price (cards, product page, header dropdowns, listing): to the nearest
 * 1.000 đ, halves up (1.234.499 → 1.234.000, 1.234.500 → 1.235.000); an amount under 1.000 đ is
 * shown as it is, never as 0 đ. Only for showing goods prices: the cart, checkout, orders and
 * payments show and charge the exact amount, and the price filter compares exact amounts.
 */
export function roundVndForDisplay(vnd: number): number {
  if (!Number.isFinite(vnd)) return 0
  if (Math.abs(vnd) < VND_DISPLAY_STEP) return Math.round(vnd)
  return Math.sign(vnd) * Math.round(Math.abs(vnd) / VND_DISPLAY_STEP) * VND_DISPLAY_STEP
}

/** A yen price as a shopper sees it in dong: converted, rounded for display, formatted. */
export function formatDisplayVnd(jpy: number, rate: string | number, lang: Lang): string {
  return formatVnd(roundVndForDisplay(jpyToVnd(jpy, rate)), lang)
}
