import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { AppDownloadModal } from '#app/components/layout/app-download-modal.tsx'
import { BottomTabBar } from '#app/components/layout/bottom-tab-bar.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { memberParts } from '#app/features/accounts/visitor.server.ts'
import { useVisitor, VisitorProvider } from '#app/features/accounts/visitor.tsx'
import { BellProvider } from '#app/features/notifications/bell-state.tsx'
import { requestLang } from '#app/lib/lang.server.ts'
import type { Route } from './+types/site'

/**
 * The header's cart dropdown and notification bell: signed-in customers only, so a visitor's
 * page never asks for them (nor a shared page, whose browser asks /visitor: ADR 021).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return memberParts(context, requestLang(request))
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
    <VisitorProvider parts={loaderData}>
      <SiteBell>
        <div data-site-layout className="flex min-h-screen flex-col pb-(--bottom-bar-h)">
          <SiteHeader />
          <div className="flex-1">
            <Outlet />
          </div>
          <SiteFooter />
          <BottomTabBar />
          <AppDownloadModal />
        </div>
      </SiteBell>
    </VisitorProvider>
  )
}

/** The bell of whoever the visitor turns out to be (filled in later on a shared page). */
function SiteBell({ children }: { children: React.ReactNode }) {
  return <BellProvider initial={useVisitor().bell}>{children}</BellProvider>
}
