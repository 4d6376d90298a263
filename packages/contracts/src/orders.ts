import { LineVariant } from './catalog.ts'
import { LabelMap } from './i18n.ts'
import { Notification } from './notifications.ts'
import { paged } from './paging.ts'
import { OrderPrice } from './pricing.ts'
import { OrderStatusId, ShipmentMethodId } from './reference.ts'
import { line, text } from './text.ts'
import { z } from './zod.ts'

const Labelled = z.object({ name: z.string(), _name: LabelMap })

/** §3 Order item: what was bought, at the price the order was made at. */
export const OrderItem = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  product_id: z.number().int().nullable(),
  /** The product's id in its shop (own shops: the catalogue id; markets: theirs). */
  product_key: z.string(),
  name: z.string(),
  /** The size and colour bought, named as when the order was made; null without them. */
  variant: LineVariant.nullable(),
  image_url: z.string(),
  url: z.string(),
  price: z.number().int(),
  tax_percent: z.number().int(),
  price_with_tax: z.number().int(),
  currency_id: z.string(),
  quantity: z.number().int(),
  /** price_with_tax × quantity, in currency_id. */
  balance: z.number().int(),
  note: z.string().nullable(),
  /** include=product */
  product: z.object({ name: z.string(), image_url: z.string() }).optional(),
})
export type OrderItem = z.infer<typeof OrderItem>

export const OwningBox = z.object({
  id: z.number().int(),
  box_id: z.string(),
  /** The box's last warehouse event, null before its first (docs/orders.md). */
  state: z.string().nullable(),
  area_id: z.string().nullable(),
  created_at: z.number().int(),
  /** Newest first. */
  notifications: z.array(Notification),
})
export type OwningBox = z.infer<typeof OwningBox>

export const ShipmentInfo = z.object({
  consignee: z.string(),
  address: z.string(),
  full_address: z.string(),
  tel: z.string(),
  note: z.string().nullable(),
})

/**
 * §3 Order. Lists carry the optional parts asked for by `include` (type, status, itemsCount,
 * customer) and `append` (first_item); one order (`GET /api/orders/{id}`) carries all of them
 * plus its price breakdown and owning boxes.
 */
export const Order = z.object({
  id: z.number().int(),
  code: z.string(),
  shop_id: z.string(),
  status_id: OrderStatusId,
  shipment_method_id: ShipmentMethodId,
  shipment_method: Labelled.extend({ id: ShipmentMethodId }),
  note: z.string().nullable(),
  created_at: z.number().int(),
  purchase_cost: z.number().int(),
  purchase_cost_currency_id: z.string(),
  service_fee: z.number().int(),
  service_fee_currency_id: z.string(),
  payment_rate: z.string(),
  estimated_freight_charge: z.number().int(),
  invitation_credit: z.number().int(),
  total_payment: z.number().int(),
  shipment_info: ShipmentInfo,
  status: Labelled.extend({ id: OrderStatusId }).optional(),
  type: Labelled.extend({ id: z.string() }).optional(),
  items_count: z.number().int().optional(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).optional(),
  first_item: OrderItem.nullable().optional(),
  pricing: OrderPrice.optional(),
  owning_boxes: z.array(OwningBox).optional(),
})
export type Order = z.infer<typeof Order>

export const OrderList = paged(Order)
export const OrderItemList = paged(OrderItem)
export type OrderList = z.infer<typeof OrderList>
export type OrderItemList = z.infer<typeof OrderItemList>

export const Area = z.object({ id: z.string(), country_id: z.string(), ...Labelled.shape })
export type Area = z.infer<typeof Area>
export const AreaList = paged(Area)
export type AreaList = z.infer<typeof AreaList>

/** Staff: move an order to another status (docs/orders.md). */
const CancelOrderFields = z.object({ reason: text().max(500, 'validation.tooLong').optional() })
/** POST /api/orders/{id}/cancel: the customer's reason, optional; no body cancels without one. */
export const CancelOrderInput = z.preprocess((body) => body ?? {}, CancelOrderFields)
export type CancelOrderInput = z.input<typeof CancelOrderFields>

export const AdvanceOrderInput = z.object({
  status_id: OrderStatusId,
  note: text().max(500, 'validation.tooLong').optional(),
})

const BoxId = line().regex(
  /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/,
  'letters, digits, - and _, 2 to 40 characters',
)

export const AddBoxInput = z.object({ box_id: BoxId })

const AreaRef = line().min(1).max(40)

/** Staff: a box's warehouse event; the area fields its kind needs (§3 Notification content). */
export const BoxEventInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('distributed'), area_id: AreaRef }),
  z.object({ kind: z.literal('pick_in_container'), from_area_id: AreaRef, to_area_id: AreaRef }),
  z.object({ kind: z.literal('pick_out_container'), area_id: AreaRef }),
  z.object({ kind: z.literal('shipping') }),
  z.object({ kind: z.literal('cancel_distributed') }),
  z.object({ kind: z.literal('received') }),
  z.object({ kind: z.literal('refunded') }),
  z.object({ kind: z.literal('cancelled') }),
])
export type BoxEventInput = z.infer<typeof BoxEventInput>
