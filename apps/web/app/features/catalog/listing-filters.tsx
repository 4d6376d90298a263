import type { Origin, ProductCategory } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { FilterGroups } from './filter-groups.tsx'
import type { ListingQuery } from './listing-query.ts'

/** The listing's filter form, which the sort and page-size selects belong to as well. */
export const LISTING_FORM = 'listing-filters'

type FiltersProps = {
  query: ListingQuery
  categories: ProductCategory[]
  origins: Origin[]
}

/** Wide screens: the filters beside the results (without JavaScript, with an Apply button). */
export function FilterAside({ query, categories, origins }: FiltersProps) {
  const { t } = useTranslation()
  return (
    <aside aria-label={t('catalog.filters.title')} className="hidden lg:block">
      <Form id={LISTING_FORM} method="get" preventScrollReset>
        {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
        <FilterGroups query={query} categories={categories} origins={origins} />
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
    <Dialog open={open} onClose={onClose} title={t('catalog.filters.title')} placement="drawer">
      <FilterGroups {...filters} />
      <button
        type="button"
        onClick={onClose}
        className="mt-6 w-full rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('catalog.filters.showResults', { total })}
      </button>
    </Dialog>
  )
}
