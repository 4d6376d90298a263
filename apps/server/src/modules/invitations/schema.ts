import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'

/**
 * §5/§9: one row per invitation code entered. Each account enters a code once and each device
 * once (both unique); the code's owner gets a shipping-fee credit, used by their next order.
 */
export const invitationActivations = pgTable(
  'invitation_activations',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: text('invitee_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull().unique(),
    creditVnd: integer('credit_vnd').notNull(),
    usedOrderId: integer('used_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitation_activations_owner_idx').on(table.ownerId)],
)
