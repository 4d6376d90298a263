import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { MailMessage } from './mailer.ts'

/**
 * Mail waiting to be sent (issue 14: account mail goes out after the answer). A row is deleted
 * once the mail server took it; `failed_at` marks one given up on after its last attempt.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    message: jsonb('message').$type<MailMessage>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start; pushed ahead while one process is sending it. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_queue_due_idx').on(table.dueAt).where(sql`failed_at is null`)],
)
