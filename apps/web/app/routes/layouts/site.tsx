import type { NotificationList } from '@kaimono/contracts'
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { AppDownloadModal } from '../../components/layout/app-download-modal.tsx'
import { BottomTabBar } from '../../components/layout/bottom-tab-bar.tsx'
import { SiteFooter } from '../../components/layout/site-footer.tsx'
import { SiteHeader } from '../../components/layout/site-header.tsx'
import { loadCart } from '../../features/cart/cart.server.ts'
import { headerCart } from '../../features/cart/cart-lines.ts'
import { BELL_SIZE, BellProvider } from '../../features/notifications/bell-state.tsx'
import { api } from '../../lib/api.server.ts'
import { pageContext } from '../../lib/context.ts'
import { requestLang } from '../../lib/lang.server.ts'
import type { Route } from './+types/site'

/**
 * The header's cart dropdown and notification bell: signed-in customers only, so a visitor's
 * page never asks for them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(pageContext).user) return { cart: null, bell: null }
  const lang = requestLang(request)
  const [answer, bell] = await Promise.all([
    loadCart(context, lang),
    api(context, lang).get<NotificationList>(`/api/notifications?per_page=${BELL_SIZE}`),
  ])
  return {
    cart: answer.ok ? headerCart(answer.cart) : null,
    bell: bell.ok ? { items: bell.data.data, unread: bell.data.unread } : null,
  }
}

// One GET of the cart per page load: moving between pages keeps the header's cart; a form
// posted (cart changes, sign-in, sign-out) reloads it.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' && defaultShouldRevalidate
}

/**
 * Header and footer around every screen but the translate page (§2); on phones the bottom tab
 * bar too, with room kept for it at the end of the page.
 */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BellProvider initial={loaderData.bell}>
      <div data-site-layout className="flex min-h-screen flex-col pb-(--bottom-bar-h)">
        <SiteHeader />
        <div className="flex-1">
          <Outlet />
        </div>
        <SiteFooter />
        <BottomTabBar />
        <AppDownloadModal />
      </div>
    </BellProvider>
  )
}
