import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

// Most visits never see the offer: its dialog loads when it is shown (initial JS budget).
const AppDownloadDialog = lazy(() =>
  import('./app-download-dialog.tsx').then((module) => ({ default: module.AppDownloadDialog })),
)

/** Shown at most once per browser session (sessionStorage), so it never nags. */
export const APP_MODAL_SHOWN_KEY = 'app-download-modal-shown'

const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE.test(userAgent)
}

/**
 * Where the offer may appear: the home page and the own shops' listings, pages for browsing.
 * Never on sign-in, sign-up, password pages, cart, checkout or anything with a form to fill.
 */
const BROWSING = /^\/(products\/[^/]+\/?)?$/

export function offersAppOn(pathname: string): boolean {
  return BROWSING.test(pathname)
}

/** A field the visitor is typing in (the header's search, a form): the offer waits. */
export function isTyping(element: Element | null): boolean {
  return (
    element instanceof HTMLElement && element.matches('input, select, textarea, [contenteditable]')
  )
}

/**
 * §2: mobile visitors are offered the app once per browser session; they may dismiss it. Only
 * on a browsing page (offersAppOn), once the visitor has scrolled half a screen (they came to
 * shop, not to be greeted by a pop-up), and never while a field has the focus.
 */
export function AppDownloadModal() {
  const { pathname } = useLocation()
  const [offered, setOffered] = useState(false)

  useEffect(() => {
    if (!offersAppOn(pathname)) return
    if (!isMobileUserAgent(navigator.userAgent)) return
    if (sessionStorage.getItem(APP_MODAL_SHOWN_KEY)) return
    const onScroll = () => {
      if (window.scrollY < window.innerHeight / 2) return
      if (isTyping(document.activeElement)) return
      if (sessionStorage.getItem(APP_MODAL_SHOWN_KEY)) return
      window.removeEventListener('scroll', onScroll)
      sessionStorage.setItem(APP_MODAL_SHOWN_KEY, '1')
      setOffered(true)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    // A reload restores the scroll position before this runs: that counts as scrolled.
    onScroll()
    return () => window.removeEventListener('scroll', onScroll)
  }, [pathname])

  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <AppDownloadDialog />
    </Suspense>
  )
}
