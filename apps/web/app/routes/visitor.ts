import { memberParts } from '#app/features/accounts/visitor.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { Route } from './+types/visitor'

/**
 * Beyond §2: the signed-in customer's own parts of a shared page (ADR 021), as JSON: who they
 * are, their header cart, their bell. A visitor gets nobody. Never kept, never shared.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(pageContext)
  const parts = await memberParts(context, requestLang(request))
  return Response.json(
    { user, ...parts },
    { headers: { 'cache-control': 'private, no-store', vary: 'cookie' } },
  )
}
