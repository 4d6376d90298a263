import { CartShopId, MAX_LINE_QUANTITY } from './cart.ts'
import { CheckoutItem } from './checkout.ts'
import { CheckoutPrice, ShippingRegionId } from './pricing.ts'
import { z } from './zod.ts'

export * from './estimate-rules.ts'

/**
 * Issue 15 landed cost: POST /market/checkout/estimate prices catalogue items and market items
 * (issue 18: at their adapter's price and weight) at a quantity (a product page, or a cart's
 * selection as the customer is choosing it), by air and by sea, with the pricing function of
 * checkout. Public: it reads only the catalogue, the markets and the price list.
 */
export const EstimateInput = z.object({
  items: z
    .array(
      CheckoutItem.extend({
        quantity: z
          .number('validation.quantity')
          .int('validation.quantity')
          .min(1, 'validation.quantity')
          .max(MAX_LINE_QUANTITY, 'validation.quantityMax'),
      }),
      'validation.required',
    )
    .min(1, 'validation.required')
    .max(200),
  /** The warehouse region; by default the signed-in customer's default address's, else north. */
  region: ShippingRegionId.optional(),
})
export type EstimateInput = z.input<typeof EstimateInput>

const Transit = z.object({ min_days: z.number().int(), max_days: z.number().int() })

/** One method's figures: the checkout's pricing table without invitation credits. */
export const MethodEstimate = z.object({
  /** Null when an item may not travel by this method (catalogue flags). */
  price: CheckoutPrice.nullable(),
  transit: Transit,
})
export type MethodEstimate = z.infer<typeof MethodEstimate>

export const Estimate = z.object({
  data: z.object({
    region: ShippingRegionId,
    /** Where the region came from: asked for, the customer's default address, or the default. */
    region_source: z.enum(['asked', 'address', 'default']),
    air: MethodEstimate,
    sea: MethodEstimate,
    /** Items that cannot be priced: not in the catalogue, or not (or no longer) for sale at their market. */
    unavailable: z.array(z.object({ shop_id: CartShopId, product_id: z.string() })),
  }),
})
export type Estimate = z.infer<typeof Estimate>
