import { redirect } from 'react-router'
import { api, cookiesOf } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { Route } from './+types/logout'

/** §2: Logout ends the session and returns to the home page (the browser clears its cart state). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await api(context, requestLang(request)).call('POST /api/auth/sign-out', {
    body: {},
  })
  return redirect('/', { headers: cookiesOf(result) })
}

export function loader() {
  return redirect('/')
}
