import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'

/**
 * §5/§9: one row per invitation code entered. Each account enters a code once and each device
 * once (both unique). The code's owner earns the shipping-fee credit when the invited customer's
 * first order is paid (`earned_at`, ADR 012), and spends it on their next order (`used_at`).
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
    earnedOrderId: integer('earned_order_id'),
    earnedAt: timestamp('earned_at', { withTimezone: true }),
    usedOrderId: integer('used_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitation_activations_owner_idx').on(table.ownerId)],
)
