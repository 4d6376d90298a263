import { PRICE_LIST_LIMITS as LIMITS, SHIPPING_REGIONS } from './pricing-rules.ts'
import { ShipmentMethodId } from './reference.ts'
import { z } from './zod.ts'

export { PRICE_LIST_LIMITS, SHIPPING_REGIONS, type ShippingRegion } from './pricing-rules.ts'

export const ShippingRegionId = z.enum(SHIPPING_REGIONS)

const Vnd = z.number().int().min(0).max(LIMITS.maxVnd)
/** A percentage as exact decimal text with at most two decimals ("7", "4.5"), at most 100. */
const Percent = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'pricing.percent')
  .refine((value) => Number(value) <= 100, 'pricing.percent')

/**
 * One bracket of the service fee: a purchase (goods and tax, in VND) of at least `from_vnd`
 * pays `percent` of itself, and never less than `min_fee_vnd`.
 */
export const ServiceFeeTier = z.strictObject({
  from_vnd: Vnd,
  percent: Percent,
  min_fee_vnd: Vnd,
})
export type ServiceFeeTier = z.infer<typeof ServiceFeeTier>

/** How one shipment method weighs a parcel and what a kilogram costs to each region. */
export const ShippingMethodRates = z.strictObject({
  /** A lighter order is charged this much (issue 6: 1 kg by air, 10 kg by sea). */
  min_chargeable_g: z.number().int().min(0).max(LIMITS.maxMinimumG),
  /** Volumetric weight in kg = length × width × height in cm³ ÷ this. */
  volumetric_divisor: z.number().int().min(LIMITS.minDivisor).max(LIMITS.maxDivisor),
  /** The chargeable weight is rounded up to a multiple of this. */
  weight_step_g: z.number().int().min(1).max(LIMITS.maxStepG),
  rate_per_kg_vnd: z.strictObject({
    north: z.number().int().min(0).max(LIMITS.maxRatePerKgVnd),
    south: z.number().int().min(0).max(LIMITS.maxRatePerKgVnd),
  }),
})
export type ShippingMethodRates = z.infer<typeof ShippingMethodRates>

/** The price list as staff edit it: every bracket, and both methods to both regions. */
export const PriceListDocument = z.strictObject({
  service_fee_tiers: z
    .array(ServiceFeeTier)
    .min(1)
    .max(LIMITS.tiers)
    .superRefine((tiers, ctx) => {
      if (tiers[0] && tiers[0].from_vnd !== 0) {
        ctx.addIssue({ code: 'custom', path: [0, 'from_vnd'], message: 'pricing.firstTier' })
      }
      tiers.forEach((tier, i) => {
        const before = tiers[i - 1]
        if (before && tier.from_vnd <= before.from_vnd) {
          ctx.addIssue({ code: 'custom', path: [i, 'from_vnd'], message: 'pricing.tierOrder' })
        }
      })
    }),
  shipping: z.strictObject({ air: ShippingMethodRates, sea: ShippingMethodRates }),
})
export type PriceListDocument = z.infer<typeof PriceListDocument>

/** GET /api/service-prices: the list, the constants that go with it, and the regions. */
/**
 * The price list's worked examples (/price-list), priced by the server with the steps an order
 * is priced with: the service fee of goods (with their tax) worth `value_vnd`, and the shipping
 * fee of a parcel of `weight_g` by air and by sea to a region.
 */
export const PriceExamples = z.object({
  service_fees: z.array(
    z.object({
      value_vnd: z.number().int(),
      percent: z.string(),
      fee_vnd: z.number().int(),
      /** The bracket's minimum fee applied (the percent came to less). */
      minimum: z.boolean(),
    }),
  ),
  shipping: z.array(
    z.object({
      weight_g: z.number().int(),
      region: ShippingRegionId,
      air_vnd: z.number().int(),
      sea_vnd: z.number().int(),
    }),
  ),
})
export type PriceExamples = z.infer<typeof PriceExamples>

export const PriceList = PriceListDocument.extend({
  /** §9: tax on the goods, as the cart lines carry it. */
  tax_percent: z.number().int(),
  /** §9: what one activated invitation code takes off one order's shipping fee. */
  invitation_credit_vnd: z.number().int(),
  regions: z.array(
    z.object({
      id: ShippingRegionId,
      /** The provinces of the 2025 scheme it serves, in display order. */
      provinces: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  updated_at: z.number().int().describe('unix seconds of the last change'),
  examples: PriceExamples,
})
export type PriceList = z.infer<typeof PriceList>

/** What one shop order costs: the pricing table of the checkout (issue 6), per shop. */
export const OrderPrice = z.object({
  shipment_method: ShipmentMethodId,
  region: ShippingRegionId,
  payment_rate: z.string().describe('JPY → VND rate the order is priced at (exact decimal)'),
  purchase_cost_jpy: z.number().int(),
  tax_jpy: z.number().int(),
  purchase_cost_vnd: z.number().int(),
  tax_vnd: z.number().int(),
  service_fee_percent: z.string(),
  service_fee_vnd: z.number().int(),
  actual_weight_g: z.number().int(),
  volumetric_weight_g: z.number().int(),
  chargeable_weight_g: z.number().int(),
  shipping_rate_per_kg_vnd: z.number().int(),
  /** Before the invitation credit. */
  shipping_fee_vnd: z.number().int(),
  /** Taken off the shipping fee, never more than it. */
  invitation_credit_vnd: z.number().int(),
  /** How many of the oldest unused activations this order uses up. */
  invitation_credits_used: z.number().int(),
  total_vnd: z.number().int(),
})
export type OrderPrice = z.infer<typeof OrderPrice>

/** The sums of a checkout's shop orders, as the pricing table's last column shows them. */
export const CheckoutTotals = OrderPrice.pick({
  purchase_cost_jpy: true,
  tax_jpy: true,
  purchase_cost_vnd: true,
  tax_vnd: true,
  service_fee_vnd: true,
  shipping_fee_vnd: true,
  invitation_credit_vnd: true,
  total_vnd: true,
})
export type CheckoutTotals = z.infer<typeof CheckoutTotals>

export const CheckoutPrice = z.object({
  orders: z.array(OrderPrice.extend({ shop_id: z.string() })),
  total: CheckoutTotals,
})
export type CheckoutPrice = z.infer<typeof CheckoutPrice>
