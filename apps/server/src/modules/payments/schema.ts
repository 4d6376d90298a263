import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'
import { orders } from '../orders/schema.ts'

/**
 * Issue 15: several orders of one customer paid by one bank transfer, whose content is the
 * group's code (KMP + six digits, more past 999,999). One group per customer and set of orders
 * (`order_ids` is their numbers, sorted and joined by commas): asking again for the same orders
 * gives the same code, so a transfer made from an earlier visit still matches.
 */
export const paymentGroups = pgTable(
  'payment_groups',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .generatedAlwaysAs(
        sql`'KMP' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`,
      ),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderIds: text('order_ids').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_groups_code_idx').on(table.code),
    uniqueIndex('payment_groups_user_orders_idx').on(table.userId, table.orderIds),
  ],
)

/** The orders of a payment group. */
export const paymentGroupOrders = pgTable(
  'payment_group_orders',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => paymentGroups.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.orderId] }),
    index('payment_group_orders_order_idx').on(table.orderId),
  ],
)
