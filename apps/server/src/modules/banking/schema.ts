import type { BankTransferReason, BankTransferStatus } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
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
import { transactions } from '../wallet/schema.ts'

/**
 * Issue 22: every transfer a bank-notification service reported, once per provider and
 * provider's transaction id (the unique index is what makes a webhook delivered ten times post
 * once), with what became of it. The payload is kept as it came, for audit and reconciliation.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    reference: text('reference').notNull(),
    accountNumber: text('account_number'),
    bank: text('bank'),
    /** Positive: money in; outgoing transfers are recorded with status `ignored`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<BankTransferStatus>().notNull(),
    reason: text('reason').$type<BankTransferReason>(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    transactionId: integer('transaction_id').references(() => transactions.id, {
      onDelete: 'restrict',
    }),
    paidOrders: jsonb('paid_orders').$type<string[]>().notNull().default([]),
    unpaidOrders: jsonb('unpaid_orders').$type<string[]>().notNull().default([]),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    payload: jsonb('payload').notNull(),
  },
  (table) => [
    uniqueIndex('bank_transfers_provider_id_idx').on(table.provider, table.providerId),
    // Staff's list of what waits for them.
    index('bank_transfers_review_idx')
      .on(table.id)
      .where(sql`status in ('short', 'over', 'unmatched') and reviewed_at is null`),
    index('bank_transfers_user_idx').on(table.userId),
  ],
)
