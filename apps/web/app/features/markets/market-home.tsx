import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Skeleton } from '#app/components/ui/skeleton.tsx'
import { FiltersButton } from '#app/features/catalog/listing-filters.tsx'
import { CategoryList } from './category-links.tsx'
import type { CategoryLink } from './category-tree.ts'

/** Wide screens: the market's categories beside its items. */
export function CategorySidebar({ links }: { links: CategoryLink[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-labelledby="market-home-categories" className="hidden lg:block">
      <h2
        id="market-home-categories"
        className="mb-2 px-3 text-sm font-semibold uppercase tracking-wide text-stone-900"
      >
        {t('markets.home.categories')}
      </h2>
      <CategoryList links={links} />
    </nav>
  )
}

/** Phones and tablets: the same categories in a drawer, behind a filter button. */
export function CategoryDrawerButton({ links }: { links: CategoryLink[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <FiltersButton label={t('markets.home.categories')} onClick={() => setOpen(true)} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('markets.home.categories')}
        placement="drawer"
      >
        <CategoryList links={links} />
      </Dialog>
    </>
  )
}

/** The sidebar's stand-in while the market's categories load. */
export function CategorySidebarSkeleton() {
  return (
    <div aria-hidden="true" className="hidden animate-pulse space-y-3 px-3 lg:block">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-4 w-3/4 rounded" />
      ))}
    </div>
  )
}
