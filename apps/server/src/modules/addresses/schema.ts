import type { GeoScheme } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'

/**
 * §3 Address. `ward_id` is an official code read with `scheme` (codes repeat across schemes),
 * so it has no foreign key; the service checks it exists. At most one default per customer:
 * the partial unique index holds even if two requests race.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignee: text('consignee').notNull(),
    tel: text('tel').notNull(),
    scheme: text('scheme').$type<GeoScheme>().notNull(),
    wardId: text('ward_id').notNull(),
    addressDetail: text('address_detail').notNull(),
    note: text('note'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('addresses_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
)
