import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'

type HeaderMenuProps = {
  /** What the button and the panel's heading say ('Wishlist', 'Cart'). */
  label: string
  /** The badge on the icon; none at 0. */
  count: number
  /** Read after the badge's number by screen readers ('saved products', 'products'). */
  countLabel: string
  icon: ReactNode
  /** The panel's contents, rendered from its first opening on (a lazy list loads then). */
  children: ReactNode
  /** Told each time the panel opens (the bell marks what it shows read). */
  onOpen?: () => void
  /** 'tab': a button of the phone's bottom tab bar (icon over a visible label). */
  variant?: 'header' | 'tab'
  /** Classes of the wrapper, e.g. to show the menu at some widths only. */
  className?: string
}

const BUTTON = {
  header:
    'relative flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  tab: 'relative flex h-full w-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-stone-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
}

/**
 * §2 a header menu (wishlist, cart, notifications): a button with a count that opens a panel.
 * Below 768 px the panel is a sheet along the bottom of the screen, the full width, over a dimmed
 * page (a dropdown anchored to a button cannot fit a 360 px screen); wider, a dropdown under the
 * button. A click outside, Escape, the sheet's close button or a followed link closes it.
 */
export function HeaderMenu({
  label,
  count,
  countLabel,
  icon,
  children,
  onOpen,
  variant = 'header',
  className = '',
}: HeaderMenuProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // Until the first opening the panel stays empty: a page whose menus are never opened does not
  // load or build their lists (initial JS budget).
  const [opened, setOpened] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const location = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setOpen(false), [location.key])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  return (
    // data-menu-open lifts the bar holding an open sheet above the other bar (app.css).
    <div
      ref={root}
      data-menu-open={open ? '' : undefined}
      className={`${variant === 'tab' ? 'h-full' : 'relative'} ${className}`}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        title={variant === 'header' ? label : undefined}
        onClick={() => {
          if (!open) {
            onOpen?.()
            setOpened(true)
          }
          setOpen(!open)
        }}
        className={BUTTON[variant]}
      >
        {/* The label comes first: the button's name is 'Cart 2 products in the cart'. */}
        <span className={variant === 'tab' ? 'order-last' : 'sr-only'}>{label}</span>
        <span className="relative">
          {icon}
          {count > 0 ? (
            <span className="absolute -top-1.5 left-3.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
              {count}
              <span className="sr-only"> {countLabel}</span>
            </span>
          ) : null}
        </span>
      </button>
      {/* Phones: the page behind the sheet is dimmed; a tap on it closes the sheet. */}
      <div
        aria-hidden="true"
        hidden={!open}
        onPointerDown={() => setOpen(false)}
        className="fixed inset-0 z-40 bg-stone-900/40 md:hidden"
      />
      <div
        id={panelId}
        hidden={!open}
        className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[80dvh] flex-col overflow-hidden rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] text-left shadow-2xl ${
          variant === 'header'
            ? 'md:absolute md:inset-x-auto md:right-0 md:bottom-auto md:top-full md:mt-2 md:max-h-[min(32rem,80vh)] md:w-88 md:rounded-xl md:border md:border-stone-200 md:pb-0 md:shadow-xl'
            : ''
        }`}
      >
        <div className="flex items-center justify-between border-b border-stone-100 px-4 py-3">
          <p className="text-sm font-semibold text-stone-900">
            {label} ({count})
          </p>
          <button
            type="button"
            onClick={close}
            aria-label={t('common.close')}
            className={`-my-1 inline-flex size-8 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 ${variant === 'header' ? 'md:hidden' : ''}`}
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {opened ? <Suspense fallback={null}>{children}</Suspense> : null}
        </div>
      </div>
    </div>
  )
}
