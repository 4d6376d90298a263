import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Ticket } from '@kaimono/contracts'

/** Characters of the content a ticket's title keeps. */
export const TITLE_LENGTH = 80

/**
 * §3: a ticket's title is one of "fixed constants, values not shown"; ours is the start of what
 * the customer wrote, so their list, the staff's desk and the answer's notification name it.
 * Whitespace is folded and a cut falls between words when one is near.
 */
export function ticketTitle(content: string): string {
  const folded = content.replace(/\s+/g, ' ').trim()
  const chars = [...folded]
  if (chars.length <= TITLE_LENGTH) return folded
  const cut = chars.slice(0, TITLE_LENGTH - 1).join('')
  const space = cut.lastIndexOf(' ')
  return `${(space >= TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * §3: the description is three lines, name, phone number and content; the ticket's page shows
 * the content alone (name and phone beside it). A description written otherwise stays whole.
 */
export function ticketContent(ticket: Pick<Ticket, 'name' | 'phone' | 'description'>): string {
  const head = `${ticket.name}\n${ticket.phone}\n`
  return ticket.description.startsWith(head)
    ? ticket.description.slice(head.length)
    : ticket.description
}

export type PictureProblem = 'type' | 'size'

/**
 * Issue 21: a JPEG, PNG or WebP of at most 5 MB. The browser knows the type from the file's
 * name only; the API reads the bytes and has the last word.
 */
export function pictureProblem(file: { type: string; size: number }): PictureProblem | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type'
  return file.size > ATTACHMENT_MAX_BYTES ? 'size' : null
}

/** The list's page from the address: anything but a positive whole number is the first. */
export function ticketsPage(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1')
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The support page showing a page of the list; the first page has no query. */
export const ticketsHref = (page: number) =>
  page > 1 ? `/customer/support?page=${page}` : '/customer/support'
