import { VN_PHONE } from './accounts.ts'
import {
  CONTACT_FORM_TYPE,
  HELP_PAGES,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_FORM_TITLE,
  SUPPORT_FORM_TYPE,
  SUPPORT_TYPES,
} from './content-rules.ts'
import { LabelMap } from './i18n.ts'
import { paged } from './paging.ts'
import { line, text } from './text.ts'
import { z } from './zod.ts'

export * from './content-rules.ts'

// blog

/** §3 Post category: `name` in the request's language, `_name` in every language. */
export const PostCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  _name: LabelMap,
})
export type PostCategory = z.infer<typeof PostCategory>
export const PostCategoryList = paged(PostCategory)

/**
 * §3 Blog post in the request's language. `content` is sanitised HTML; a list leaves it out (a
 * card shows the description). `creator` with append=creator, `categories` with
 * include=categories (the first is the post's main one).
 */
export const Post = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string().optional(),
  cover_url: z.string(),
  published: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  creator: z.object({ name: z.string() }).optional(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
})
export type Post = z.infer<typeof Post>
export const PostList = paged(Post)

const Format = z.enum(['markdown', 'html'])

/** What staff write: the three languages, Markdown or HTML (rendered and sanitised on save). */
const translated = (max: number) =>
  z.object({
    vi: text('validation.required').min(1, 'validation.required').max(max, 'validation.tooLong'),
    ja: text('validation.required').min(1, 'validation.required').max(max, 'validation.tooLong'),
    en: text('validation.required').min(1, 'validation.required').max(max, 'validation.tooLong'),
  })

export const PostInput = z.object({
  slug: line('validation.required')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug')
    .max(120, 'validation.tooLong'),
  title: translated(200),
  description: translated(500),
  format: Format.default('markdown'),
  source: translated(200_000),
  categories: z.array(z.coerce.number().int().positive()).max(5).default([]),
  published: z.boolean().default(true),
})
export type PostInput = z.input<typeof PostInput>

// help pages

export const HelpPageSlug = z.enum(HELP_PAGES)

const Question = z.object({ id: z.string(), question: z.string(), answer: z.string() })

/**
 * A help page in the request's language; `content` is sanitised HTML. The questions page adds
 * its questions by topic (`##` topics, `###` questions), each answer sanitised HTML.
 */
export const ContentPage = z.object({
  slug: HelpPageSlug,
  title: z.string(),
  description: z.string(),
  content: z.string(),
  updated_at: z.number().int(),
  topics: z
    .array(z.object({ id: z.string(), title: z.string(), items: z.array(Question) }))
    .optional(),
})
export type ContentPage = z.infer<typeof ContentPage>

export const ContentPageInput = z.object({
  title: translated(200),
  description: translated(500),
  format: Format.default('markdown'),
  source: translated(200_000),
})
export type ContentPageInput = z.input<typeof ContentPageInput>

// support

const phone = line('validation.required')
  .transform((tel) => tel.replace(/[\s.-]/g, ''))
  .refine((tel) => VN_PHONE.test(tel), 'validation.phone')

const description = text('validation.description')
  .min(1, 'validation.description')
  .max(SUPPORT_DESCRIPTION_MAX, 'validation.tooLong')

const typeIds = Object.keys(SUPPORT_TYPES).map(Number)

/**
 * §7 POST /api/supports (title, type_id, description). Beyond §7 the form's name and phone may
 * come as fields of their own (§5: required there); a client that sends only the description
 * (§3: three lines, name, phone, content) is understood too.
 */
export const SupportInput = z.object({
  title: line().max(200, 'validation.tooLong').default(SUPPORT_FORM_TITLE),
  type_id: z.coerce
    .number()
    .int('validation.supportType')
    .refine((id) => typeIds.includes(id) && id !== CONTACT_FORM_TYPE, 'validation.supportType')
    .default(SUPPORT_FORM_TYPE),
  description,
  name: line().min(1, 'validation.required').max(100, 'validation.tooLong').optional(),
  phone: phone.optional(),
})
export type SupportInput = z.input<typeof SupportInput>

/** §5 Support form, as the page checks it: name, phone and content required. */
export const SupportForm = z.object({
  name: line('validation.required').min(1, 'validation.required').max(100, 'validation.tooLong'),
  phone,
  content: description,
})

/** The contact form (the spec's sends nothing; ours opens a ticket and tells staff). */
export const ContactInput = z.object({
  name: line('validation.required').min(1, 'validation.required').max(100, 'validation.tooLong'),
  phone,
  title: line('validation.required').min(1, 'validation.required').max(200, 'validation.tooLong'),
  email: line('validation.required')
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.email')),
  content: text('validation.required')
    .min(1, 'validation.required')
    .max(SUPPORT_DESCRIPTION_MAX, 'validation.tooLong'),
})
export type ContactInput = z.input<typeof ContactInput>

export const TicketStatus = z.enum(['open', 'answered', 'closed'])
export type TicketStatus = z.infer<typeof TicketStatus>

/** A picture on a ticket, served only to its customer and staff. */
export const Attachment = z.object({
  id: z.number().int(),
  url: z.string(),
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
})
export type Attachment = z.infer<typeof Attachment>

export const TicketMessage = z.object({
  id: z.number().int(),
  from_staff: z.boolean(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.number().int(),
  attachments: z.array(Attachment),
})
export type TicketMessage = z.infer<typeof TicketMessage>

/** A support ticket as its customer sees it; `messages` and `attachments` on the detail only. */
export const Ticket = z.object({
  id: z.number().int(),
  title: z.string(),
  type_id: z.number().int(),
  description: z.string(),
  name: z.string(),
  phone: z.string(),
  status: TicketStatus,
  created_at: z.number().int(),
  updated_at: z.number().int(),
  attachments: z.array(Attachment).optional(),
  messages: z.array(TicketMessage).optional(),
})
export type Ticket = z.infer<typeof Ticket>
export const TicketList = paged(Ticket)

export const TicketReplyInput = z.object({
  body: text('validation.required')
    .min(1, 'validation.required')
    .max(SUPPORT_DESCRIPTION_MAX, 'validation.tooLong'),
})
export type TicketReplyInput = z.input<typeof TicketReplyInput>

/** Staff's view adds who wrote it and how to reach them. */
export const StaffTicket = Ticket.extend({
  source: z.enum(['support', 'contact']),
  email: z.string().nullable(),
  customer: z.object({ uid: z.string(), id: z.number().int(), name: z.string() }).nullable(),
})
export type StaffTicket = z.infer<typeof StaffTicket>
export const StaffTicketList = paged(StaffTicket)

export const StaffTicketReplyInput = TicketReplyInput.extend({
  /** Close the ticket with this reply. */
  close: z.boolean().default(false),
})
