// Plain values and functions, no schema: the browser bundle imports these without zod.

/** §9: price filter ranges in yen; the last is shown as "above 100,000". */
export const PRICE_RANGES = [
  [1, 500],
  [500, 2500],
  [2500, 5000],
  [5000, 10000],
  [10000, 50000],
  [50000, 100000],
  [100000, 5000000],
] as const

/** §9: product sorts; 'Discount' and 'Most buy' are shown as coming soon. */
export const PRODUCT_SORTS = ['-updated_at', 'updated_at', 'price', '-price'] as const

/**
 * Product pictures are drawn as SVG; link previews (Facebook, Zalo, Twitter) take no SVG, so
 * each picture is also served as a square PNG of this many pixels a side.
 */
export const PRODUCT_PNG_SIZE = 1200

/** §5: the discount percent is the ceiling of the reduction versus the initial price. */
export function discountPercent(price: number, initialPrice: number): number {
  if (!(initialPrice > price) || initialPrice <= 0) return 0
  // Whole numbers first: (14 / 100) * 100 is 14.000000000000002 in floating point, whose
  // ceiling would show -15% for a 14% reduction (and disagree with filter[discount]).
  return Math.ceil((100 * (initialPrice - price)) / initialPrice)
}

/** §5: star ratings are capped at 5 (and never below 0). */
export function capStar(star: number): number {
  return Math.min(5, Math.max(0, star))
}
