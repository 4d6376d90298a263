import type { ReactNode } from 'react'

type StickyTotalBarProps = {
  /** Which bar it is (`data-sticky-bar`). */
  name: string
  label: ReactNode
  total: ReactNode
  /** The bar's button. */
  children: ReactNode
}

/** Issue 15: on a phone the total and the order button stay at the bottom. */
export function StickyTotalBar({ name, label, total, children }: StickyTotalBarProps) {
  return (
    <div
      data-sticky-bar={name}
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:hidden"
    >
      <p className="min-w-0 text-sm leading-tight">
        <span className="block text-stone-600">{label}</span>
        <span className="text-lg font-bold text-brand-700 tabular-nums">{total}</span>
      </p>
      {children}
    </div>
  )
}
