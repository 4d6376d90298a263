import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * ARCHITECTURE §8: every request made under an Idempotency-Key, once its effect is committed.
 * A key is unique within its scope (whose keys they are); `request_hash` tells a retry from
 * another request under the same key, and `effect` names what the first one made (an order's
 * id, a ledger row's id), from which a retry's answer is rebuilt.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    effect: text('effect').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
)
