import { CartShopId } from './cart.ts'
import { CheckoutPrice } from './pricing.ts'
import { ShipmentMethodId } from './reference.ts'
import { z } from './zod.ts'

/** A cart line chosen for checkout: its shop and its product id there. */
export const CheckoutItem = z.object({
  shop_id: CartShopId,
  product_id: z.union([z.string(), z.number().int().nonnegative()]).transform((id) => String(id)),
})

/**
 * The checkout page's pricing table (issue 6): POST /market/checkout/quote prices the chosen
 * cart lines, one order per shop, with the same function order creation uses.
 */
export const QuoteInput = z.object({
  items: z.array(CheckoutItem, 'validation.required').min(1, 'validation.required').max(200),
  shipment_method_id: ShipmentMethodId.default('air'),
  /** One of the customer's addresses; it decides the warehouse region. */
  address_id: z.number('validation.required').int().positive(),
})
export type QuoteInput = z.input<typeof QuoteInput>

export const Quote = z.object({
  data: CheckoutPrice.extend({
    /** Chosen lines that cannot be bought now (gone from the catalogue or the cart). */
    unavailable: z.array(CheckoutItem.extend({ product_id: z.string() })),
  }),
})
export type Quote = z.infer<typeof Quote>

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong')

/**
 * §7 POST /market/ikom-order/create-retail-order(-v2): one call per shop. Every amount in it is
 * ignored: the server prices the order again. `address_id` (beyond the spec) names a saved
 * address, which then decides shipment_info; otherwise shipment_info's ward is checked.
 * An `Idempotency-Key` header is required.
 */
export const CreateOrderInput = z.object({
  order_info: z.object({
    shop_id: CartShopId.optional(),
    address_id: z.number().int().positive().optional(),
    shipment_info: z
      .object({
        consignee: text(100).optional(),
        address: text(255).optional(),
        tel: text(20).optional(),
        ward_id: z.union([z.string(), z.number()]).transform(String).optional(),
        scheme: z.enum(['old', '2025']).optional(),
        note: text(500).nullish(),
        sender_name: text(100).optional(),
        sender_tel: text(20).optional(),
      })
      .optional(),
    shipment_method_id: ShipmentMethodId,
    note: text(1000).nullish(),
    customer_id: z.number().int().positive(),
    purchase_cost_currency_id: z.string().optional(),
    service_fee_currency_id: z.string().optional(),
    sales_organization_id: z.unknown().optional(),
    transport_organization_id: z.unknown().optional(),
    items: z
      .array(
        z.object({
          price: z.number().optional(),
          quantity: z.number().int().min(1).max(99).optional(),
          tax_percent: z.number().optional(),
          product: z.object({
            id: z.union([z.string(), z.number()]).transform(String),
            name: z.string().optional(),
            image_url: z.string().optional(),
            initial_price: z.number().optional(),
            price: z.number().optional(),
            width: z.number().optional(),
            height: z.number().optional(),
            weight: z.number().optional(),
            length: z.number().optional(),
          }),
        }),
        'validation.required',
      )
      .min(1, 'validation.required')
      .max(200),
  }),
  buyer_info: z.record(z.string(), z.unknown()).optional(),
})
export type CreateOrderInput = z.input<typeof CreateOrderInput>

export const CreatedOrder = z.object({
  data: z.object({
    id: z.number().int(),
    code: z.string(),
    shop_id: z.string(),
    status_id: z.string(),
    shipment_method_id: z.string(),
    purchase_cost: z.number().int(),
    purchase_cost_currency_id: z.string(),
    service_fee: z.number().int(),
    service_fee_currency_id: z.string(),
    payment_rate: z.string(),
    estimated_freight_charge: z.number().int(),
    invitation_credit: z.number().int(),
    total_payment: z.number().int(),
    items_count: z.number().int(),
    created_at: z.number().int(),
  }),
})
export type CreatedOrder = z.infer<typeof CreatedOrder>
