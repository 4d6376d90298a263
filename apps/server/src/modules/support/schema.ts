import type { Lang } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../accounts/schema.ts'

/** Where a ticket came from: a customer's support form, or the public contact form. */
export type TicketSource = 'support' | 'contact'
/** open: waiting for staff; answered: staff replied last; closed: done (a reply reopens it). */
export type TicketStatus = 'open' | 'answered' | 'closed'

/**
 * §3 Support ticket. A customer's ticket belongs to them (`user_id`); a contact-form ticket has
 * no account and carries the sender's email instead.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').$type<TicketSource>().notNull(),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    lang: text('lang').$type<Lang>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.updatedAt.desc()),
    index('support_tickets_status_idx').on(table.status, table.updatedAt),
    check('support_tickets_status', sql`${table.status} in ('open', 'answered', 'closed')`),
  ],
)

/** A reply on a ticket, by its customer or by staff. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_ticket_idx').on(table.ticketId, table.id)],
)

/**
 * §7 support-contents: a picture attached to a ticket, re-encoded and stored through
 * platform/storage under `storage_key`.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** The reply it came with; none for the ticket's own picture. */
    messageId: integer('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_attachments_ticket_idx').on(table.ticketId)],
)
