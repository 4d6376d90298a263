import {
  Attachment,
  ContactInput,
  idText,
  noQuerySpec,
  StaffTicket,
  StaffTicketList,
  StaffTicketReplyInput,
  SupportInput,
  staffTicketListSpec,
  Ticket,
  TicketList,
  TicketReplyInput,
  ticketListSpec,
  z,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BadRequest, Invalid, TooMany } from '../../platform/errors.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { MAX_UPLOAD_BYTES } from '../../platform/images/index.ts'
import { fixedWindowLimiter, type RateLimiter } from '../../platform/rate-limit.ts'
import {
  addAttachment,
  createContact,
  createTicket,
  getStaffTicket,
  getTicket,
  listStaffTickets,
  listTickets,
  readAttachment,
  replyAsCustomer,
  replyAsStaff,
  type SupportOptions,
} from './service.ts'

const tags = ['support']
const byId = z.object({ id: idText() })
const one = <T extends z.ZodType>(item: T) => z.object({ data: item })

/** A multipart body may carry a picture of 5 MB and the form around it; more is a 413. */
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024

/** The contact form is open to anyone: a few a minute per address, not a mail cannon. */
const CONTACTS = { window: 600, max: 5 }

/**
 * §7 supports and support-contents, the customer's tickets and replies (beyond §7), the contact
 * form, and the staff's desk.
 */
export function supportRoutes(
  options: SupportOptions,
  limiter: RateLimiter = fixedWindowLimiter(),
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/supports',
      {
        schema: {
          tags,
          summary:
            'Open a support ticket (title, type_id, description; name and phone as fields of their own or the description’s first two lines)',
          body: SupportInput,
          response: { 201: one(Ticket) },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ data: await createTicket(req.ctx, options, req.body) }),
    )
    app.get(
      '/api/supports',
      {
        schema: {
          tags,
          summary: 'The caller’s tickets, the latest change first (filter[status])',
          querystring: listQuerySchema(ticketListSpec),
          response: { 200: TicketList },
        },
      },
      async (req) => listTickets(req.ctx, parseListQuery(req, ticketListSpec)),
    )
    app.get(
      '/api/supports/:id',
      {
        schema: {
          tags,
          summary: 'One of the caller’s tickets with its pictures and replies',
          params: byId,
          querystring: listQuerySchema(noQuerySpec),
          response: { 200: one(Ticket) },
        },
      },
      async (req) => {
        parseListQuery(req, noQuerySpec)
        return { data: await getTicket(req.ctx, options, req.params.id) }
      },
    )
    app.post(
      '/api/supports/:id/messages',
      {
        schema: {
          tags,
          summary: 'The customer writes again on their ticket (it waits for staff again)',
          params: byId,
          body: TicketReplyInput,
          response: { 201: one(Ticket) },
        },
      },
      async (req, reply) =>
        reply.code(201).send({
          data: await replyAsCustomer(req.ctx, options, req.params.id, req.body.body),
        }),
    )
    app.post(
      '/api/contacts',
      {
        schema: {
          tags,
          summary:
            'The contact form: opens a ticket and mails the staff (5 per 10 minutes per address)',
          body: ContactInput,
          response: { 201: one(z.object({ id: z.number().int() })) },
        },
      },
      async (req, reply) => {
        const { allowed, retryAfter } = await limiter.consume(`contact:${req.ip}`, CONTACTS)
        if (!allowed) throw new TooMany(retryAfter ?? undefined)
        const id = await createContact(req.ctx, options, req.body)
        return reply.code(201).send({ data: { id } })
      },
    )

    // Multipart: its own parser, in its own scope, so no other route takes a 5 MB body.
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
        (_req, body, done) => done(null, body),
      )
      scope.post(
        '/api/support-contents',
        {
          bodyLimit: UPLOAD_BODY_LIMIT,
          schema: {
            tags,
            summary:
              'Attach a picture (multipart: support_id, attachment_file, optional message_id): JPEG, PNG or WebP by its content, at most 5 MB and 40 megapixels, re-encoded without metadata',
            consumes: ['multipart/form-data'],
            response: { 201: one(Attachment) },
          },
        },
        async (req, reply) => {
          const form = await formOf(req.headers['content-type'], req.body as Buffer)
          const supportId = idText().safeParse(form.get('support_id'))
          const messageText = form.get('message_id')
          const messageId =
            messageText === null || messageText === '' ? null : idText().safeParse(messageText)
          const file = form.get('attachment_file')
          const errors: Record<string, string[]> = {}
          if (!supportId.success) errors.support_id = ['validation.id']
          if (messageId && !messageId.success) errors.message_id = ['validation.id']
          if (!(file instanceof Blob) || file.size === 0)
            errors.attachment_file = ['support.fileMissing']
          if (Object.keys(errors).length > 0 || !supportId.success || !(file instanceof Blob)) {
            throw new Invalid(errors as never)
          }
          const attachment = await addAttachment(req.ctx, options, {
            supportId: supportId.data,
            messageId: messageId?.success ? messageId.data : null,
            bytes: Buffer.from(await file.arrayBuffer()),
          })
          return reply.code(201).send({ data: attachment })
        },
      )
    })

    app.get(
      '/api/support-contents/:id',
      {
        schema: {
          tags,
          summary: 'A ticket’s picture, for its customer and staff only',
          params: byId,
          querystring: z.looseObject({}),
        },
      },
      async (req, reply) => {
        const { body, contentType } = await readAttachment(req.ctx, options, req.params.id)
        return reply
          .header('content-type', contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('content-disposition', 'inline')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(body)
      },
    )

    app.get(
      '/api/staff/supports',
      {
        schema: {
          tags,
          summary: 'Staff: tickets by status and source, the longest waiting first by default',
          querystring: listQuerySchema(staffTicketListSpec),
          response: { 200: StaffTicketList },
        },
      },
      async (req) => listStaffTickets(req.ctx, parseListQuery(req, staffTicketListSpec)),
    )
    app.get(
      '/api/staff/supports/:id',
      {
        schema: {
          tags,
          summary: 'Staff: a ticket whole, with who wrote it and how to reach them',
          params: byId,
          querystring: listQuerySchema(noQuerySpec),
          response: { 200: one(StaffTicket) },
        },
      },
      async (req) => {
        parseListQuery(req, noQuerySpec)
        return { data: await getStaffTicket(req.ctx, options, req.params.id) }
      },
    )
    app.post(
      '/api/staff/supports/:id/messages',
      {
        schema: {
          tags,
          summary:
            'Staff: answer a ticket (close: true closes it); the customer is notified on the site and by mail',
          params: byId,
          body: StaffTicketReplyInput,
          response: { 201: one(StaffTicket) },
        },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send({ data: await replyAsStaff(req.ctx, options, req.params.id, req.body) }),
    )
  }
}

/** The multipart body's fields; one that does not parse is a 400. */
async function formOf(type: string | undefined, body: Buffer): Promise<FormData> {
  try {
    return await new Response(body, { headers: { 'content-type': type ?? '' } }).formData()
  } catch {
    throw new BadRequest('badRequest')
  }
}
