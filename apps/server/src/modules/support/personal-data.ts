import { asc, eq, inArray } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { supportAttachments, supportMessages, supportTickets } from './schema.ts'

/** Issue 22: a customer's support requests with their replies, for their data download. */
export async function ticketsOf(ctx: DbContext, uid: string) {
  const tickets = await ctx.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, uid))
    .orderBy(asc(supportTickets.id))
  const ids = tickets.map((ticket) => ticket.id)
  const [messages, pictures] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          ctx.db
            .select()
            .from(supportMessages)
            .where(inArray(supportMessages.ticketId, ids))
            .orderBy(asc(supportMessages.id)),
          ctx.db
            .select({ id: supportAttachments.id, ticketId: supportAttachments.ticketId })
            .from(supportAttachments)
            .where(inArray(supportAttachments.ticketId, ids))
            .orderBy(asc(supportAttachments.id)),
        ])
  return tickets.map((ticket) => ({
    id: ticket.id,
    title: ticket.title,
    description: ticket.description,
    name: ticket.name,
    phone: ticket.phone,
    status: ticket.status,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    messages: messages
      .filter((message) => message.ticketId === ticket.id)
      .map((message) => ({
        from_staff: message.fromStaff,
        body: message.body,
        created_at: message.createdAt.toISOString(),
      })),
    // Pictures are not copied into the file: each is at its address while signed in.
    pictures: pictures
      .filter((picture) => picture.ticketId === ticket.id)
      .map((picture) => `/api/support-contents/${picture.id}`),
  }))
}

/** What a deleted account's tickets say in place of the name they were sent with. */
const ERASED_NAME = 'Deleted user'

/**
 * Issue 22: a deleted account's tickets lose the name, phone and email they were sent with, also
 * where §3 repeats them (the description's first two lines); the request itself stays for its
 * retention time (the privacy notice: 2 years after closing).
 */
export async function eraseTicketContacts(ctx: DbContext, uid: string): Promise<void> {
  const tickets = await ctx.db
    .select({
      id: supportTickets.id,
      name: supportTickets.name,
      phone: supportTickets.phone,
      description: supportTickets.description,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, uid))
  for (const ticket of tickets) {
    const joined = `${ticket.name}\n${ticket.phone}\n`
    const description = ticket.description.startsWith(joined)
      ? `${ERASED_NAME}\n\n${ticket.description.slice(joined.length)}`
      : ticket.description
    await ctx.db
      .update(supportTickets)
      .set({ name: ERASED_NAME, phone: '', email: null, description })
      .where(eq(supportTickets.id, ticket.id))
  }
}
