import type { LabelMap, OrderPrice } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'
import { type ProductOption, products } from '../catalog/schema.ts'
import { shipmentMethods } from '../pricing/schema.ts'

/** The size and colour of an order item, with their names then. */
export type OrderedVariant = { size: ProductOption | null; color: ProductOption | null }

export const orderStatuses = pgTable('order_statuses', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  position: integer('position').notNull(),
})

/** Where an order goes, as the customer confirmed it at checkout (§7 shipment_info). */
export type ShipmentInfo = {
  consignee: string
  tel: string
  address: string
  full_address: string
  ward_id: string
  scheme: 'old' | '2025'
  note: string | null
  sender_name: string
  sender_tel: string
}

/**
 * §3 Order: one per shop per checkout. Every amount is the server's (issue 6): the purchase
 * cost and tax in JPY as the catalogue priced them, the rest in VND at `payment_rate`; the whole
 * price breakdown is kept in `pricing`. `code` is OS + six digits (more once past 999,999).
 * (user_id, idempotency_key) is unique: a retried request finds its order instead of making
 * another; `request_hash` tells a retry from a different request under the same key.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .generatedAlwaysAs(
        sql`'OS' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`,
      ),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    customerNumber: integer('customer_number').notNull(),
    shopId: text('shop_id').notNull(),
    type: text('type').notNull().default('retail'),
    statusId: text('status_id')
      .notNull()
      .references(() => orderStatuses.id),
    shipmentMethodId: text('shipment_method_id')
      .notNull()
      .references(() => shipmentMethods.id),
    note: text('note'),
    shipmentInfo: jsonb('shipment_info').$type<ShipmentInfo>().notNull(),
    buyerInfo: jsonb('buyer_info').$type<Record<string, unknown>>(),
    region: text('region').notNull(),
    paymentRate: numeric('payment_rate').notNull(),
    purchaseCost: integer('purchase_cost').notNull(),
    purchaseCostCurrencyId: text('purchase_cost_currency_id').notNull().default('JPY'),
    tax: integer('tax').notNull(),
    serviceFee: integer('service_fee').notNull(),
    serviceFeeCurrencyId: text('service_fee_currency_id').notNull().default('VND'),
    estimatedFreightCharge: integer('estimated_freight_charge').notNull(),
    invitationCredit: integer('invitation_credit').notNull(),
    totalPayment: integer('total_payment').notNull(),
    pricing: jsonb('pricing').$type<OrderPrice>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_code_idx').on(table.code),
    uniqueIndex('orders_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
  ],
)

/** §3 Order item: what was bought, at the catalogue's price when the order was made. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productKey: text('product_key').notNull(),
    name: text('name').notNull(),
    /** The size and colour bought, as they read when the order was made. */
    variant: jsonb('variant').$type<OrderedVariant>(),
    imageUrl: text('image_url').notNull(),
    url: text('url').notNull(),
    price: integer('price').notNull(),
    taxPercent: integer('tax_percent').notNull(),
    priceWithTax: integer('price_with_tax').notNull(),
    currencyId: text('currency_id').notNull().default('JPY'),
    quantity: integer('quantity').notNull(),
    note: text('note'),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
)

/** Warehouse areas (Japan and Vietnam) a box can be distributed to (`/api/areas`). */
export const areas = pgTable('areas', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  countryId: text('country_id').notNull(),
  position: integer('position').notNull(),
})

/** §3 owning_boxes: the warehouse's boxes (by their SKU, `box_id`) that hold an order's goods. */
export const owningBoxes = pgTable(
  'owning_boxes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    boxId: text('box_id').notNull(),
    /** The box's last warehouse event (docs/orders.md), null until its first. */
    state: text('state'),
    /** Where the box was last put, for the next event's checks. */
    areaId: text('area_id').references(() => areas.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('owning_boxes_box_idx').on(table.boxId),
    index('owning_boxes_order_idx').on(table.orderId),
  ],
)

/** Every status change of an order, who made it and why: the order's history. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatusId: text('from_status_id').references(() => orderStatuses.id),
    toStatusId: text('to_status_id')
      .notNull()
      .references(() => orderStatuses.id),
    note: text('note'),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId)],
)
