import type { PriceList, ShipmentMethodId, ShippingRegion } from '@kaimono/contracts'

/** Order values (goods and tax) the price list's examples price: under a minimum, and two tiers. */
export const EXAMPLE_ORDERS_VND = [300_000, 2_000_000, 10_000_000] as const
/** Parcels the examples ship to the Hanoi warehouse: a light one and a heavy one. */
export const EXAMPLE_PARCELS_G = [2_500, 15_000] as const

/**
 * The service fee of an order worth `valueVnd`, for the price list's examples: the bracket whose
 * start is the highest the value reaches, its percent of the value, at least its minimum (ADR 009,
 * step 4). What an order really costs is priced by the checkout, on the server.
 */
export function exampleServiceFee(list: Pick<PriceList, 'service_fee_tiers'>, valueVnd: number) {
  const tier = list.service_fee_tiers.reduce((found, tier) =>
    tier.from_vnd <= valueVnd && tier.from_vnd >= found.from_vnd ? tier : found,
  )
  const fee = Math.max(Math.round((valueVnd * Number(tier.percent)) / 100), tier.min_fee_vnd)
  return { percent: tier.percent, fee, minimum: fee === tier.min_fee_vnd }
}

/**
 * The shipping fee of a parcel of `weightG` (its volume no larger than its weight), for the
 * examples: at least the method's minimum, rounded up to its step, at the region's rate per kg
 * (ADR 009, steps 6 and 7).
 */
export function exampleShippingFee(
  list: Pick<PriceList, 'shipping'>,
  method: ShipmentMethodId,
  region: ShippingRegion,
  weightG: number,
) {
  const rules = list.shipping[method]
  const step = rules.weight_step_g
  const chargeableG = Math.ceil(Math.max(weightG, rules.min_chargeable_g) / step) * step
  return {
    chargeableG,
    fee: Math.round((chargeableG * rules.rate_per_kg_vnd[region]) / 1000),
  }
}
