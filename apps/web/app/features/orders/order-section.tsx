import { type ReactNode, useId } from 'react'
import { PanelSection } from '#app/components/ui/panel.tsx'

/** One of the order page's panels, named by its heading. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <PanelSection id={id} title={title} titleClassName="mb-3">
      {children}
    </PanelSection>
  )
}

/** A label and its figure, in a panel's list of them. */
export function OrderRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  )
}
