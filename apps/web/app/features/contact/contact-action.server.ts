import type { RouterContextProvider } from 'react-router'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { ContactField, ContactResult } from './contact-result.ts'

const FIELDS: readonly ContactField[] = ['name', 'phone', 'title', 'email', 'content']

/**
 * §2/§5: the spec's contact form checks nothing and sends nothing (its submit is suppressed).
 * Ours opens a ticket for the staff's desk and mails them (`POST /api/contacts`), which checks
 * every field and answers per field; 5 a visitor per 10 minutes.
 */
export async function contactAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ContactResult> {
  const form = await request.formData()
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as Record<ContactField, string>
  const result = await api(context, requestLang(request)).call('POST /api/contacts', {
    body: values,
  })
  if (result.ok) return { ok: true, id: result.data.data.id }
  return {
    ok: false,
    // A 422's own words are general ("invalid"); the page says which fields, and how to go on.
    message: result.refusal.status === 422 ? '' : result.refusal.message,
    errors: result.refusal.errors ?? {},
    values,
  }
}
