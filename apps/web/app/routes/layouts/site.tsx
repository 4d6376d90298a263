import { Outlet } from 'react-router'
import { AppDownloadModal } from '../../components/layout/app-download-modal.tsx'
import { SiteFooter } from '../../components/layout/site-footer.tsx'
import { SiteHeader } from '../../components/layout/site-header.tsx'

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
