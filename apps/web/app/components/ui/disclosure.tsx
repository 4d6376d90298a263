import type { ReactNode } from 'react'
import { Icon } from './icon.tsx'

type DisclosureProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  summary: ReactNode
  /** A full-width header (a panel's title) rather than a small button-like toggle. */
  wide?: boolean
  children: ReactNode
}

/**
 * A collapsible panel on <details>: it opens and closes without JavaScript too, and the page
 * can close it (after a save) through `open`.
 */
export function Disclosure({ open, onOpenChange, summary, wide, children }: DisclosureProps) {
  return (
    <details
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      className="group"
    >
      <summary
        className={`flex cursor-pointer list-none items-center gap-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden ${
          wide
            ? 'w-full justify-between rounded-lg text-stone-900'
            : 'mt-4 w-fit rounded-full border border-stone-300 px-4 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50'
        }`}
      >
        {summary}
        <Icon
          name="chevron-down"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="mt-4 border-t border-stone-100 pt-4">{children}</div>
    </details>
  )
}
