import type { LabelMap } from '@kaimono/contracts'
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

export const orderStatuses = pgTable('order_statuses', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  position: integer('position').notNull(),
})

export const shipmentMethods = pgTable('shipment_methods', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
})
