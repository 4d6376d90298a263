import type { ReactNode } from 'react'

/** A full-width page's heading. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{children}</h1>
}
