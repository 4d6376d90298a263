import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { StoreBadges } from './store-badges.tsx'

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
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const dismiss = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

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
      dialog.current?.showModal()
      // Focus the safe choice, not the first store link.
      dismiss.current?.focus()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    // A reload restores the scroll position before this runs: that counts as scrolled.
    onScroll()
    return () => window.removeEventListener('scroll', onScroll)
  }, [pathname])

  // Keyboard users close it with Escape (native to <dialog>) or the dismiss button.
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer-only extra
    <dialog
      ref={dialog}
      aria-labelledby="app-modal-title"
      className="m-auto w-[min(92vw,24rem)] rounded-2xl p-0 shadow-xl"
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="p-6 text-center">
        <h2 id="app-modal-title" className="text-lg font-semibold text-stone-900">
          {t('appModal.title')}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{t('appModal.body')}</p>
        <StoreBadges className="mt-5 justify-center" />
        <form method="dialog" className="mt-5">
          <button
            ref={dismiss}
            type="submit"
            className="w-full rounded-full border border-stone-300 px-4 py-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('appModal.dismiss')}
          </button>
        </form>
      </div>
    </dialog>
  )
}
