import type { ReactNode } from 'react'
import { contentMessages } from '#app/i18n/bundles/content.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { HelpMenu } from './help-menu.tsx'

/**
 * §2 Help pages (/newbie, /manual, /question-and-answer, /price-list, /service-price-table,
 * /policy): the page beside the shared side menu, below it on a phone. A component each page
 * wraps itself in rather than a layout route: a route more would cost every page's route
 * manifest (the product page's JavaScript budget, docs/performance.md).
 */
export function HelpLayout({ children }: { children: ReactNode }) {
  useBundle(contentMessages)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      <HelpMenu />
      <main id="main" className="mt-6 min-w-0 lg:mt-0">
        {children}
      </main>
    </div>
  )
}
