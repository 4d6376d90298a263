/** The contact form's fields, as `POST /api/contacts` names them. */
export type ContactField = 'name' | 'phone' | 'title' | 'email' | 'content'

export type ContactResult =
  | { ok: true; id: number }
  | {
      ok: false
      message: string
      errors: Partial<Record<ContactField, string[]>>
      /** What was sent, so the page rendered again (no JavaScript) keeps the visitor's typing. */
      values: Record<ContactField, string>
    }
