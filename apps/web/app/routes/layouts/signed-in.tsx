import { Outlet, redirect } from 'react-router'
import { pageContext } from '#app/lib/context.ts'
import { pagePath } from '#app/lib/page-path.ts'
import type { Route } from './+types/signed-in'

/**
 * §2: a sign-in route is checked on the server before anything renders; a visitor
 * goes to /login with the way back in `redirect`.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    if (context.get(pageContext).user) return
    throw redirect(`/login?redirect=${encodeURIComponent(pagePath(request))}`)
  },
]

// A loader makes client-side navigations ask the server, so the middleware runs for them too.
export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(pageContext).user }
}

export default function SignedIn() {
  return <Outlet />
}
