import type { ReactNode } from 'react'
import { PanelSection } from '#app/components/ui/panel.tsx'

/** One part of the price table's page: a titled panel of small print and tables. */
export function PriceSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <PanelSection id={id} title={title} className="p-4 sm:p-6">
      <div className="mt-3 space-y-3 text-sm text-stone-700">{children}</div>
    </PanelSection>
  )
}

/** A price table's header and body cells. */
export const th = 'px-1.5 py-2 text-left align-bottom font-medium text-stone-600 sm:px-3'
export const td = 'px-1.5 py-2 tabular-nums sm:px-3'
