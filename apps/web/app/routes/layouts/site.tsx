import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { AppDownloadModal } from '../../components/layout/app-download-modal.tsx'
import { SiteFooter } from '../../components/layout/site-footer.tsx'
import { SiteHeader } from '../../components/layout/site-header.tsx'
import { loadCart } from '../../features/cart/cart.server.ts'
import { headerCart } from '../../features/cart/cart-lines.ts'
import { pageContext } from '../../lib/context.ts'
import { requestLang } from '../../lib/lang.server.ts'
import type { Route } from './+types/site'

/** The header's cart dropdown: signed-in customers only, so a visitor's page never asks for one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(pageContext).user) return { cart: null }
  const answer = await loadCart(context, requestLang(request))
  return { cart: answer.ok ? headerCart(answer.cart) : null }
}

// One GET of the cart per page load: moving between pages keeps the header's cart; a form
// posted (cart changes, sign-in, sign-out) reloads it.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' && defaultShouldRevalidate
}

/** Header and footer around every screen but the translate page (§2). */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <AppDownloadModal />
    </div>
  )
}
