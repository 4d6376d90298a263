import { type Lang, SupportForm } from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { fixedT } from '#app/i18n/i18n.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { NewTicketResult, ReplyResult, TicketField } from './support-result.ts'
import { ticketTitle } from './support-rules.ts'

const FIELDS: readonly TicketField[] = ['name', 'phone', 'content']

/**
 * §5: name, phone and content are required; the contracts' `SupportForm` says so (the API
 * takes a ticket without a name, filling in the account's). Its messages are keys such as
 * `validation.required`, answered in the bundle's words; anything else is the API's to refuse.
 */
export function checkSupportForm(values: Record<TicketField, string>) {
  const parsed = SupportForm.safeParse(values)
  if (parsed.success) return { ok: true as const, data: parsed.data }
  const errors: Partial<Record<TicketField, string[]>> = {}
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0])
    if (field && !errors[field]) errors[field] = [issue.message]
  }
  return { ok: false as const, errors }
}

const said = (lang: Lang, key: string) => fixedT(lang)([`support.${key}`, key]) as string

/** Opens a ticket from the support form (text only: a picture goes from the browser, §7). */
export async function createTicketAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<NewTicketResult> {
  const form = await request.formData()
  const lang = requestLang(request)
  const values = {
    name: String(form.get('name') ?? ''),
    phone: String(form.get('phone') ?? ''),
    content: String(form.get('content') ?? ''),
  }
  const checked = checkSupportForm(values)
  if (!checked.ok) {
    const errors: Partial<Record<TicketField, string[]>> = {}
    for (const [field, keys] of Object.entries(checked.errors)) {
      errors[field as TicketField] = keys.map((key) => said(lang, key))
    }
    return { ok: false, message: said(lang, 'form.failed'), errors, values }
  }
  const { name, phone, content } = checked.data
  const result = await api(context, lang).call('POST /api/supports', {
    body: { title: ticketTitle(content), name, phone, description: content },
  })
  if (result.ok) return { ok: true, ticketId: result.data.data.id }
  const { status, message, errors = {} } = result.refusal
  return {
    ok: false,
    message: status === 422 || !message ? said(lang, 'form.failed') : message,
    errors: {
      name: errors.name,
      phone: errors.phone,
      content: errors.description ?? errors.title,
    },
    values,
  }
}

/** The customer writes again on their ticket; a ticket not theirs is the page's 404. */
export async function replyAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<ReplyResult> {
  const form = await request.formData()
  const lang = requestLang(request)
  const body = String(form.get('body') ?? '')
  const result = await api(context, lang).call('POST /api/supports/{id}/messages', {
    params: { id },
    body: { body },
  })
  if (result.ok) {
    const ticket = result.data.data
    const mine = ticket.messages?.filter((message) => !message.from_staff).at(-1)
    return { ok: true, ticketId: ticket.id, messageId: mine?.id ?? null }
  }
  if (result.refusal.status === 404) throw refused(result.refusal)
  return {
    ok: false,
    message:
      result.refusal.status === 422 || !result.refusal.message
        ? said(lang, 'ticket.failed')
        : result.refusal.message,
    errors: { body: result.refusal.errors?.body },
    values: { body },
  }
}
