import { type RouterContextProvider, redirect } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { ticketsHref, ticketsPage } from './support-rules.ts'

/** Requests a page of the list shows. */
export const TICKETS_PER_PAGE = 10

/**
 * The support page: a page of the customer's tickets (the latest change first), and the name
 * and phone the form starts with: the profile's, else those of their latest request.
 */
export async function loadSupportPage(request: Request, context: Readonly<RouterContextProvider>) {
  const page = ticketsPage(new URL(request.url).searchParams)
  const client = api(context, requestLang(request))
  const [tickets, users] = await Promise.all([
    client.call('GET /api/supports', { query: { page, perPage: TICKETS_PER_PAGE } }),
    client.call('GET /api/users', { query: { filter: { own: '1' } } }),
  ])
  if (!tickets.ok) throw refused(tickets.refusal)
  const list = tickets.data
  if (list.data.length === 0 && page > list.last_page) throw redirect(ticketsHref(list.last_page))
  const user = users.ok ? users.data.data[0] : undefined
  const latest = list.data[0]
  return {
    tickets: list,
    profile: {
      name: user?.name || latest?.name || '',
      phone: user?.tel || latest?.phone || '',
    },
  }
}

/** One of the customer's tickets, whole; another's is the page's 404. */
export async function loadTicket(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string,
) {
  const result = await api(context, requestLang(request)).call('GET /api/supports/{id}', {
    params: { id },
  })
  if (!result.ok) throw refused(result.refusal)
  return { ticket: result.data.data }
}
