import type { NotificationContent, NotificationPreferences } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'

/**
 * §3 Notification: one per order status change and per warehouse event of a box, for the
 * order's customer. A box's notifications are its event history (order detail, per owning box);
 * `read_at` is the bell's state. The order's and the box's codes are kept as they were sent, so
 * the bell reads no other module's tables (the orders module writes them; it owns the ids).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    orderCode: text('order_code'),
    owningBoxId: integer('owning_box_id'),
    boxCode: text('box_code'),
    content: jsonb('content').$type<NotificationContent>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Issue 22: when its mail and push were sent (or found not wanted); null while waiting. */
    outsideAt: timestamp('outside_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    index('notifications_box_idx').on(table.owningBoxId),
    index('notifications_outside_idx').on(table.id).where(sql`${table.outsideAt} is null`),
  ],
)

/** Issue 22: a customer's choice of mail and push per kind of notice (defaults when absent). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Issue 22: the browsers that receive a customer's push notices (one per PushSubscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
)
