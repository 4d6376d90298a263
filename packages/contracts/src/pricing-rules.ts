// Plain values of the price list, without zod, for the browser bundle.

/**
 * Where a parcel is delivered from: `north` is the Hanoi warehouse, `south` the Saigon one.
 * Provinces from Thừa Thiên Huế northwards are served from Hanoi (ADR 009).
 */
export const SHIPPING_REGIONS = ['north', 'south'] as const
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number]

/** Bounds a staff member may set, so that a typo cannot price an order at zero or a fortune. */
export const PRICE_LIST_LIMITS = {
  tiers: 20,
  maxVnd: 1_000_000_000,
  maxRatePerKgVnd: 10_000_000,
  minDivisor: 1_000,
  maxDivisor: 10_000,
  maxMinimumG: 100_000,
  maxStepG: 10_000,
} as const
