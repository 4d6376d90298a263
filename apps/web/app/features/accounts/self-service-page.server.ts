import { invitationCode } from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'

/** /customer/user-info: the signed-in user, their invitation code and their sessions. */
export async function loadUserInfo(request: Request, context: Readonly<RouterContextProvider>) {
  const client = api(context, requestLang(request))
  const me = await client.call('GET /api/users', { query: { filter: { own: '1' } } })
  if (!me.ok) throw refused(me.refusal)
  const [user] = me.data.data
  if (!user) throw data(null, { status: 404 })
  const sessions = await client.call('GET /api/users/{id}/sessions', {
    params: { id: String(user.id) },
  })
  if (!sessions.ok) throw refused(sessions.refusal)
  return { user, code: invitationCode(user.id), sessions: sessions.data.data }
}
