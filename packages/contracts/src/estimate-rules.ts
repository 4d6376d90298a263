// Plain values of the landed-cost estimate, without zod, for the browser bundle.

/**
 * Issue 15: how long a parcel takes from our Japanese warehouse to the Vietnamese one, in days,
 * by method: what the product page, the cart and /service-price-table tell the customer. Air
 * leaves with the next consolidated flight; sea waits for a container to fill.
 */
export const TRANSIT_DAYS = {
  air: { min: 5, max: 10 },
  sea: { min: 25, max: 40 },
} as const
