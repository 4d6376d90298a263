// Plain values of the home page, without zod, for the browser bundle.

/** §2 Home rows computed from the catalogue. */
export const HOME_COLLECTIONS = [
  'trending',
  'best_sellers',
  'new_arrivals',
  'top_rated',
  'weekly_sale',
] as const
export type HomeCollectionName = (typeof HOME_COLLECTIONS)[number]

/** §2: the weekly sale promotes discounts of up to 50 %. */
export const WEEKLY_SALE_MAX_DISCOUNT = 50
