/** The support form's fields, each with its error under it (§5). */
export type TicketField = 'name' | 'phone' | 'content'

/** What one submission of the support form came to. */
export type NewTicketResult =
  | { ok: true; ticketId: number }
  | {
      ok: false
      message: string
      errors: Partial<Record<TicketField, string[]>>
      /** What was sent, so a page rendered again (no JavaScript) keeps the customer's typing. */
      values: Record<TicketField, string>
    }

/** What one reply on a ticket came to; `messageId` is the reply a picture is attached to. */
export type ReplyResult =
  | { ok: true; ticketId: number; messageId: number | null }
  | { ok: false; message: string; errors: { body?: string[] }; values: { body: string } }
