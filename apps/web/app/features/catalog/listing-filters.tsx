import type { Origin, ProductCategory } from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { FilterGroups } from './filter-groups.tsx'
import type { ListingQuery } from './listing-query.ts'

/** The listing's filter form, which the sort and page-size selects belong to as well. */
export const LISTING_FORM = 'listing-filters'

type FiltersProps = {
  query: ListingQuery
  categories: ProductCategory[]
  origins: Origin[]
}

/**
 * Wide screens: a listing's filters beside its results, as a GET form `id` (without JavaScript,
 * with an Apply button); `hidden` are the query's other parameters that a filter keeps.
 */
export function FilterAsideForm({
  id,
  hidden,
  children,
}: {
  id: string
  hidden: Record<string, string | null>
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <aside aria-label={t('catalog.filters.title')} className="hidden lg:block">
      <Form id={id} method="get" preventScrollReset>
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {children}
        <noscript>
          <button
            type="submit"
            className="mt-4 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white"
          >
            {t('catalog.filters.apply')}
          </button>
        </noscript>
      </Form>
    </aside>
  )
}

/** Wide screens: the filters beside the results (without JavaScript, with an Apply button). */
export function FilterAside({ query, categories, origins }: FiltersProps) {
  return (
    <FilterAsideForm id={LISTING_FORM} hidden={{ search: query.search }}>
      <FilterGroups query={query} categories={categories} origins={origins} />
    </FilterAsideForm>
  )
}

/** Phones and tablets: a listing's filters in a drawer, closed by a button saying `done`. */
export function FilterDrawerFrame({
  open,
  onClose,
  title,
  done,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  done: string
  children: ReactNode
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} placement="drawer">
      {children}
      <button
        type="button"
        onClick={onClose}
        className="mt-6 w-full rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {done}
      </button>
    </Dialog>
  )
}

type FilterDrawerProps = FiltersProps & {
  open: boolean
  onClose: () => void
  /** The results' count, formatted, for the button that closes the drawer. */
  total: string
}

/** Phones and tablets: the filters in a drawer. */
export function FilterDrawer({ open, onClose, total, ...filters }: FilterDrawerProps) {
  const { t } = useTranslation()
  return (
    <FilterDrawerFrame
      open={open}
      onClose={onClose}
      title={t('catalog.filters.title')}
      done={t('catalog.filters.showResults', { total })}
    >
      <FilterGroups {...filters} />
    </FilterDrawerFrame>
  )
}

/** Phones and tablets: the button that opens a drawer of filters (or of categories). */
export function FiltersButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
    >
      <Icon name="filter" className="size-4" />
      {label}
    </button>
  )
}
