import { CartShopId, LineQuantity } from './cart.ts'
import { id } from './ids.ts'
import { CheckoutPrice } from './pricing.ts'
import { ShipmentMethodId } from './reference.ts'
import { line, text } from './text.ts'
import { z } from './zod.ts'

/** A cart line chosen for checkout: its shop and its product id there. */
export const CheckoutItem = z.object({
  shop_id: CartShopId,
  product_id: z
    .union([line().max(100, 'validation.tooLong'), z.number().int().nonnegative()])
    .transform((key) => String(key)),
})

/**
 * The checkout page's pricing table (issue 6): POST /market/checkout/quote prices the chosen
 * cart lines, one order per shop, with the same function order creation uses.
 */
export const QuoteInput = z.object({
  items: z.array(CheckoutItem, 'validation.required').min(1, 'validation.required').max(200),
  shipment_method_id: ShipmentMethodId.default('air'),
  /** One of the customer's addresses; it decides the warehouse region. */
  address_id: id('validation.required'),
})
export type QuoteInput = z.input<typeof QuoteInput>

/**
 * The direct checkout's pricing table (issue 18, §2 Direct checkout): one market item, bought
 * without the cart, priced as the order will be (the adapter's price now, the same function).
 */
export const DirectQuoteInput = z.object({
  shop_id: CartShopId,
  product_id: z
    .union([line().max(100, 'validation.tooLong'), z.number().int().nonnegative()])
    .transform((key) => String(key))
    .pipe(z.string().min(1, 'validation.required')),
  quantity: LineQuantity.default(1),
  size: line().max(40, 'validation.tooLong').optional(),
  shipment_method_id: ShipmentMethodId.default('air'),
  address_id: id('validation.required'),
})
export type DirectQuoteInput = z.input<typeof DirectQuoteInput>

export const Quote = z.object({
  data: CheckoutPrice.extend({
    /** Chosen lines that cannot be bought now (gone from the catalogue or the cart). */
    unavailable: z.array(CheckoutItem.extend({ product_id: z.string() })),
  }),
})
export type Quote = z.infer<typeof Quote>

const short = (max: number) => line().max(max, 'validation.tooLong')
const long = (max: number) => text().max(max, 'validation.tooLong')

/** §7 sends these; the server does not use them. */
const OrganizationId = z.union([short(50), z.number(), z.null()])

/**
 * §7 buyer_info: facts about the item as the client shows it (name, url, price …), kept as sent.
 * A direct buy (§7 Orders for direct buy) names its item here: `id` (the market's id of it,
 * as MarketItem.id), `quantity`, and `size` where the item has sizes (Nike). Its `price`, the
 * yen the page showed, is never charged: an order whose item costs more now is refused with the
 * new price instead (docs/orders.md).
 */
const BuyerInfo = z
  .object({
    id: z.union([short(100), z.number().int().nonnegative()]).optional(),
    quantity: LineQuantity.optional(),
    size: short(40).optional(),
    price: z.number().int().nonnegative().optional(),
  })
  .catchall(z.union([short(2000), z.number(), z.boolean(), z.null()]))
  .refine((info) => Object.keys(info).every((key) => key.length <= 50), 'validation.tooLong')

/** §7 shipment_info: where an order goes when no saved address is named (the ward is checked). */
const ShipmentInfoInput = z.object({
  consignee: short(100).optional(),
  address: long(255).optional(),
  tel: short(20).optional(),
  ward_id: z
    .union([short(10), z.number()])
    .transform(String)
    .optional(),
  scheme: z.enum(['old', '2025']).optional(),
  note: long(500).nullish(),
  sender_name: short(100).optional(),
  sender_tel: short(20).optional(),
})

/**
 * §7 POST /market/ikom-order/create-retail-order(-v2): one call per shop. Every amount in it is
 * ignored: the server prices the order again. `address_id` (beyond the spec) names a saved
 * address, which then decides shipment_info; otherwise shipment_info's ward is checked.
 * An `Idempotency-Key` header is required.
 */
export const CreateOrderInput = z.object({
  order_info: z.object({
    shop_id: CartShopId.optional(),
    address_id: id().optional(),
    shipment_info: ShipmentInfoInput.optional(),
    shipment_method_id: ShipmentMethodId,
    note: long(1000).nullish(),
    customer_id: id(),
    purchase_cost_currency_id: short(10).optional(),
    service_fee_currency_id: short(10).optional(),
    sales_organization_id: OrganizationId.optional(),
    transport_organization_id: OrganizationId.optional(),
    items: z
      .array(
        z.object({
          price: z.number().optional(),
          quantity: z.number().int().min(1).max(99).optional(),
          tax_percent: z.number().optional(),
          product: z.object({
            id: z.union([short(100), z.number()]).transform(String),
            name: short(500).optional(),
            image_url: short(2000).optional(),
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
  buyer_info: BuyerInfo.optional(),
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

/**
 * Issue 17: POST /api/orders/checkout makes the orders of several shops in one call, one per shop
 * in the order the shops first appear in `items`, from the lines of the customer's cart, each
 * priced again (docs/orders.md). The address is `address_id` or `shipment_info` as in
 * create-retail-order. An `Idempotency-Key` header names the whole call.
 */
export const CheckoutInput = z.object({
  items: z.array(CheckoutItem, 'validation.required').min(1, 'validation.required').max(200),
  address_id: id().optional(),
  shipment_info: ShipmentInfoInput.optional(),
  shipment_method_id: ShipmentMethodId,
  note: long(1000).nullish(),
  buyer_info: BuyerInfo.optional(),
})
export type CheckoutInput = z.input<typeof CheckoutInput>

/** The orders a checkout made (or, replayed, had made), one per shop in the call's order. */
export const CheckoutOrders = z.object({
  data: z.object({ orders: z.array(CreatedOrder.shape.data) }),
})
export type CheckoutOrders = z.infer<typeof CheckoutOrders>

/**
 * A checkout's refusal: the §5 error body, and once a shop's order was refused, that shop and
 * the orders made before it in the call, which stay made.
 */
export const CheckoutRefusal = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  shop_id: CartShopId.optional(),
  orders: z.array(CreatedOrder.shape.data).optional(),
})
export type CheckoutRefusal = z.infer<typeof CheckoutRefusal>
