import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'

type HeaderMenuProps = {
  /** What the button and the panel's heading say ('Wishlist', 'Cart'). */
  label: string
  /** The badge on the icon; none at 0. */
  count: number
  /** Read after the badge's number by screen readers ('saved products', 'products'). */
  countLabel: string
  icon: ReactNode
  children: ReactNode
  /** Told each time the panel opens (the bell marks what it shows read). */
  onOpen?: () => void
}

/**
 * §2 a header dropdown (wishlist, cart): a button with a count that opens a panel below it; a
 * click outside, Escape or a followed link closes it.
 */
export function HeaderMenu({ label, count, countLabel, icon, children, onOpen }: HeaderMenuProps) {
  const [open, setOpen] = useState(false)
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

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.()
          setOpen(!open)
        }}
        className="relative flex items-center gap-1.5 text-sm font-medium text-stone-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {icon}
        <span className="hidden sm:inline">{label}</span>
        <span className="sr-only sm:hidden">{label}</span>
        {count > 0 ? (
          <span className="absolute -top-1.5 left-3.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
            {count}
            <span className="sr-only"> {countLabel}</span>
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white shadow-xl"
      >
        <p className="border-b border-stone-100 px-4 py-3 text-sm font-semibold text-stone-900">
          {label} ({count})
        </p>
        {children}
      </div>
    </div>
  )
}
