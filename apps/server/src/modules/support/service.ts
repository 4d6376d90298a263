import { randomBytes } from 'node:crypto'
import {
  type Attachment,
  CONTACT_FORM_TYPE,
  type ContactInput,
  type Paged,
  type StaffTicket,
  type StaffTicketReplyInput,
  type SupportInput,
  type staffTicketListSpec,
  type Ticket,
  type TicketMessage,
  type ticketListSpec,
  type z,
} from '@kaimono/contracts'
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import { selectPage } from '../../platform/db/paging.ts'
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { normaliseUpload } from '../../platform/images/index.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { Storage } from '../../platform/storage/index.ts'
import { unixSeconds } from '../../platform/time.ts'
import {
  contactsOf,
  isStaff,
  publicProfiles,
  requireStaff,
  requireUser,
} from '../accounts/index.ts'
import {
  insertNotifications,
  mailWanted,
  publishNotifications,
  unsubscribeLinks,
} from '../notifications/index.ts'
import { ticketMail } from './mail.ts'
import { supportAttachments, supportMessages, supportTickets } from './schema.ts'

/** What the support module needs from outside: where files go and where staff read mail. */
export type SupportOptions = {
  storage: Storage
  mailer: Mailer
  staffEmail: string
  publicUrl: string
  /** Who staff answer as (BRAND_NAME): a customer sees the shop, not a colleague's name. */
  brand: string
  /** Signs the reply mail's unsubscribe link (issue 22: mail for support replies can be turned off). */
  secret: string
}

/** Issue 21: pictures a ticket may hold in all, so a ticket is not a free file host. */
export const MAX_ATTACHMENTS_PER_TICKET = 10

type TicketRow = typeof supportTickets.$inferSelect
type AttachmentRow = typeof supportAttachments.$inferSelect

const attachmentUrl = (id: number) => `/api/support-contents/${id}`

function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    url: attachmentUrl(row.id),
    content_type: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  }
}

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    title: row.title,
    type_id: row.typeId,
    description: row.description,
    name: row.name,
    phone: row.phone,
    status: row.status,
    created_at: unixSeconds(row.createdAt),
    updated_at: unixSeconds(row.updatedAt),
  }
}

/**
 * §3: the description is three lines, the customer's name, phone number and content. A client
 * that sends the fields apart (ours) has them joined the same way; one that sends only the
 * description has its first two lines read as the name and phone when it looks like that.
 */
export function partsOf(input: z.output<typeof SupportInput>, fallbackName: string) {
  if (input.name && input.phone) {
    return {
      name: input.name,
      phone: input.phone,
      description: `${input.name}\n${input.phone}\n${input.description}`,
    }
  }
  const [first = '', second = '', ...rest] = input.description.split('\n')
  const looksJoined = rest.length > 0 && /^\+?[\d\s.-]{8,15}$/.test(second.trim())
  return {
    name: input.name ?? (looksJoined ? first.trim() : fallbackName),
    phone: input.phone ?? (looksJoined ? second.trim().replace(/[\s.-]/g, '') : ''),
    description: input.description,
  }
}

/** §7 POST /api/supports: the customer's ticket; staff are told by mail. */
export async function createTicket(
  ctx: RequestContext,
  options: SupportOptions,
  input: z.output<typeof SupportInput>,
): Promise<Ticket> {
  const user = requireUser(ctx)
  const parts = partsOf(input, user.name)
  const [row] = await ctx.db
    .insert(supportTickets)
    .values({
      userId: user.uid,
      source: 'support',
      typeId: input.type_id,
      title: input.title,
      lang: ctx.lang,
      ...parts,
    })
    .returning()
  if (!row) throw new Error('ticket not saved')
  await options.mailer.send(
    ticketMail.toStaff(row, {
      to: options.staffEmail,
      publicUrl: options.publicUrl,
      email: user.email,
    }),
  )
  return { ...toTicket(row), attachments: [], messages: [] }
}

/** The contact form: a ticket with no account, answered by mail to the address it gives. */
export async function createContact(
  ctx: RequestContext,
  options: SupportOptions,
  input: z.output<typeof ContactInput>,
): Promise<number> {
  const [row] = await ctx.db
    .insert(supportTickets)
    .values({
      userId: ctx.user?.uid ?? null,
      source: 'contact',
      typeId: CONTACT_FORM_TYPE,
      title: input.title,
      description: input.content,
      name: input.name,
      phone: input.phone,
      email: input.email,
      lang: ctx.lang,
    })
    .returning()
  if (!row) throw new Error('contact not saved')
  await options.mailer.send(
    ticketMail.toStaff(row, {
      to: options.staffEmail,
      publicUrl: options.publicUrl,
      email: input.email,
    }),
  )
  return row.id
}

/** The caller's tickets, the latest change first; never another customer's. */
export async function listTickets(
  ctx: RequestContext,
  query: ListQuery<typeof ticketListSpec>,
): Promise<Paged<Ticket>> {
  const user = requireUser(ctx)
  const where = and(
    eq(supportTickets.userId, user.uid),
    eq(supportTickets.source, 'support'),
    query.filter.status ? eq(supportTickets.status, query.filter.status) : undefined,
  )
  return pageOfTickets(ctx, where, query, toTicket)
}

function pageOfTickets<T>(
  ctx: DbContext,
  where: SQL | undefined,
  query: ListQuery<typeof ticketListSpec | typeof staffTicketListSpec>,
  map: (row: TicketRow) => T,
): Promise<Paged<T>> {
  const order = query.sort.map(({ direction }) =>
    direction === 'desc' ? desc(supportTickets.updatedAt) : asc(supportTickets.updatedAt),
  )
  return selectPage(ctx.db, supportTickets, {
    page: query.page,
    perPage: query.perPage,
    orderBy: [...order, desc(supportTickets.id)],
    where,
    map,
  })
}

/** A ticket with its pictures and replies, oldest first. */
async function ticketDetail(ctx: DbContext, row: TicketRow, brand: string): Promise<Ticket> {
  const [messages, attachments] = await Promise.all([
    ctx.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, row.id))
      .orderBy(asc(supportMessages.id)),
    ctx.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.ticketId, row.id))
      .orderBy(asc(supportAttachments.id)),
  ])
  const authors = await publicProfiles(
    ctx,
    messages.flatMap((message) => (message.authorId ? [message.authorId] : [])),
  )
  const shaped: TicketMessage[] = messages.map((message) => ({
    id: message.id,
    from_staff: message.fromStaff,
    author_name: message.fromStaff
      ? brand
      : (authors.get(message.authorId ?? '')?.name ?? row.name),
    body: message.body,
    created_at: unixSeconds(message.createdAt),
    attachments: attachments.filter((a) => a.messageId === message.id).map(toAttachment),
  }))
  return {
    ...toTicket(row),
    attachments: attachments.filter((a) => a.messageId === null).map(toAttachment),
    messages: shaped,
  }
}

/** The caller's own ticket; another's is as unknown as one that does not exist. */
async function ownTicket(ctx: DbContext & Pick<RequestContext, 'user'>, id: number, lock = false) {
  const user = requireUser(ctx as RequestContext)
  const query = ctx.db
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.id, id),
        eq(supportTickets.userId, user.uid),
        eq(supportTickets.source, 'support'),
      ),
    )
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new NotFound('support.notFound')
  return row
}

export async function getTicket(
  ctx: RequestContext,
  { brand }: SupportOptions,
  id: number,
): Promise<Ticket> {
  return ticketDetail(ctx, await ownTicket(ctx, id), brand)
}

/** The customer writes again on their ticket: it waits for staff again. */
export async function replyAsCustomer(
  ctx: RequestContext,
  options: SupportOptions,
  id: number,
  body: string,
): Promise<Ticket> {
  const user = requireUser(ctx)
  const row = await ctx.db.transaction(async (tx) => {
    const ticket = await ownTicket({ ...ctx, db: tx }, id, true)
    await tx
      .insert(supportMessages)
      .values({ ticketId: id, authorId: user.uid, fromStaff: false, body })
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: 'open', updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticket.id))
      .returning()
    return updated ?? ticket
  })
  await options.mailer.send(
    ticketMail.customerReplied(row, body, { to: options.staffEmail, publicUrl: options.publicUrl }),
  )
  return ticketDetail(ctx, row, options.brand)
}

/**
 * §7 support-contents: a picture for the caller's ticket (or a reply of theirs), checked and
 * re-encoded (platform/images), then stored under a key of ours. Staff may add one to any ticket.
 */
export async function addAttachment(
  ctx: RequestContext,
  { storage }: SupportOptions,
  input: { supportId: number; messageId: number | null; bytes: Buffer },
): Promise<Attachment> {
  const user = requireUser(ctx)
  const staff = isStaff(user)
  const [ticket] = await ctx.db
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.id, input.supportId),
        staff ? undefined : eq(supportTickets.userId, user.uid),
      ),
    )
  if (!ticket) throw new Invalid({ support_id: ['support.notFound'] })
  if (input.messageId !== null) {
    const [message] = await ctx.db
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.id, input.messageId),
          eq(supportMessages.ticketId, ticket.id),
          staff ? undefined : eq(supportMessages.authorId, user.uid),
        ),
      )
    if (!message) throw new Invalid({ message_id: ['support.notFound'] })
  }
  // Checked before the picture is decoded: a full ticket costs no CPU.
  await checkRoom(ctx, ticket.id)
  const image = await normaliseUpload(input.bytes, { field: 'attachment_file' })
  const key = `support/${ticket.id}/${randomBytes(12).toString('hex')}.${image.extension}`
  await storage.put(key, image.body, image.contentType)
  const row = await ctx.db
    .transaction(async (tx) => {
      // The ticket's row serialises two uploads at once, so the limit holds.
      await tx
        .select({ id: supportTickets.id })
        .from(supportTickets)
        .where(eq(supportTickets.id, ticket.id))
        .for('update')
      await checkRoom({ ...ctx, db: tx }, ticket.id)
      const [saved] = await tx
        .insert(supportAttachments)
        .values({
          ticketId: ticket.id,
          messageId: input.messageId,
          uploadedBy: user.uid,
          storageKey: key,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
        })
        .returning()
      return saved
    })
    .catch(async (err) => {
      await storage.delete(key).catch(() => {})
      throw err
    })
  if (!row) throw new Error('attachment not saved')
  return toAttachment(row)
}

async function checkRoom(ctx: DbContext, ticketId: number) {
  const [held] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(supportAttachments)
    .where(eq(supportAttachments.ticketId, ticketId))
  if ((held?.n ?? 0) >= MAX_ATTACHMENTS_PER_TICKET) {
    throw new Conflict('support.tooManyAttachments', { max: MAX_ATTACHMENTS_PER_TICKET })
  }
}

/** A ticket's picture, for its customer and for staff only. */
export async function readAttachment(ctx: RequestContext, { storage }: SupportOptions, id: number) {
  const user = requireUser(ctx)
  const staff = isStaff(user)
  const [row] = await ctx.db
    .select({ attachment: supportAttachments })
    .from(supportAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
    .where(
      and(eq(supportAttachments.id, id), staff ? undefined : eq(supportTickets.userId, user.uid)),
    )
  if (!row) throw new NotFound()
  const stored = await storage.get(row.attachment.storageKey)
  if (!stored) throw new NotFound()
  return { body: stored.body, contentType: row.attachment.contentType }
}

// staff

async function staffShape(ctx: DbContext, rows: TicketRow[]): Promise<StaffTicket[]> {
  const contacts = await contactsOf(
    ctx,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  )
  return rows.map((row) => {
    const contact = row.userId ? contacts.get(row.userId) : undefined
    return {
      ...toTicket(row),
      source: row.source,
      email: row.email ?? contact?.email ?? null,
      customer:
        row.userId && contact
          ? { uid: row.userId, id: contact.customerNumber, name: contact.name }
          : null,
    }
  })
}

/** Staff: the tickets waiting longest first (by default), by status and source. */
export async function listStaffTickets(
  ctx: RequestContext,
  query: ListQuery<typeof staffTicketListSpec>,
): Promise<Paged<StaffTicket>> {
  requireStaff(ctx)
  const where = and(
    query.filter.status ? eq(supportTickets.status, query.filter.status) : undefined,
    query.filter.source ? eq(supportTickets.source, query.filter.source) : undefined,
  )
  const page = await pageOfTickets(ctx, where, query, (row) => row)
  return { ...page, data: await staffShape(ctx, page.data) }
}

export async function getStaffTicket(
  ctx: RequestContext,
  { brand }: SupportOptions,
  id: number,
): Promise<StaffTicket> {
  requireStaff(ctx)
  const [row] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id))
  if (!row) throw new NotFound('support.notFound')
  const [shaped] = await staffShape(ctx, [row])
  return { ...(shaped as StaffTicket), ...(await ticketDetail(ctx, row, brand)) }
}

/**
 * Staff answer a ticket: the reply, the status (answered, or closed), in one transaction; then
 * the customer hears of it — a notification on the site for an account's ticket, a mail in the
 * ticket's language either way (a contact-form ticket has only its mail).
 */
export async function replyAsStaff(
  ctx: RequestContext,
  options: SupportOptions,
  id: number,
  input: z.output<typeof StaffTicketReplyInput>,
): Promise<StaffTicket> {
  const staff = requireStaff(ctx)
  const { row, deliveries, email } = await ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for('update')
    if (!ticket) throw new NotFound('support.notFound')
    await tx
      .insert(supportMessages)
      .values({ ticketId: id, authorId: staff.uid, fromStaff: true, body: input.body })
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: input.close ? 'closed' : 'answered', updatedAt: sql`now()` })
      .where(eq(supportTickets.id, id))
      .returning()
    const deliveries = ticket.userId
      ? await insertNotifications({ ...ctx, db: tx }, [
          {
            userId: ticket.userId,
            content: { support: { ticket_id: ticket.id, title: ticket.title } },
          },
        ])
      : []
    const contact = ticket.userId
      ? (await contactsOf({ ...ctx, db: tx }, [ticket.userId])).get(ticket.userId)
      : undefined
    // Issue 22: a customer who turned off mail for support replies is told in the bell and by
    // push only; a contact-form visitor (no account) chose nothing and is answered by mail.
    const wanted = ticket.userId
      ? await mailWanted({ ...ctx, db: tx }, ticket.userId, 'support')
      : true
    const email = wanted ? (ticket.email ?? contact?.email ?? null) : null
    return { row: updated ?? ticket, deliveries, email }
  })
  await publishNotifications(ctx, deliveries)
  if (email) {
    // A customer's reply mail says how to stop such mail; a contact-form visitor's has no account.
    const unsubscribe = row.userId
      ? unsubscribeLinks(options.secret, options.publicUrl, row.userId, 'support')
      : undefined
    await options.mailer.send(
      ticketMail.staffReplied(row, input.body, {
        to: email,
        publicUrl: options.publicUrl,
        unsubscribe,
      }),
    )
  }
  return getStaffTicket(ctx, options, row.id)
}
