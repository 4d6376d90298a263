import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { formatCount } from '#app/lib/format.ts'
import { FiltersButton, LISTING_FORM } from './listing-filters.tsx'
import type { ListingQuery } from './listing-query.ts'
import { PageSizeSelect, SortSelect } from './listing-select.tsx'

type ListingHeaderProps = {
  title: string
  query: ListingQuery
  page: { total: number; from: number | null; to: number | null }
  onOpenFilters: () => void
  lang: Lang
}

/** A listing's shop, words and count, with the filters button (phones), sort and page size. */
export function ListingHeader({ title, query, page, onOpenFilters, lang }: ListingHeaderProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <PageTitle>{title}</PageTitle>
        {query.search ? (
          <p className="mt-1 text-stone-800">{t('listing.resultsFor', { search: query.search })}</p>
        ) : null}
        <p className="mt-1 text-sm text-stone-600" aria-live="polite">
          {page.total > 0
            ? t('catalog.showing', {
                from: page.from,
                to: page.to,
                total: formatCount(page.total, lang),
              })
            : null}
        </p>
      </div>
      <div className="flex w-full flex-wrap items-center justify-between gap-3 sm:w-auto">
        <FiltersButton label={t('catalog.filters.open')} onClick={onOpenFilters} />
        <SortSelect sort={query.sort} form={LISTING_FORM} />
        <PageSizeSelect perPage={query.perPage} form={LISTING_FORM} />
      </div>
    </div>
  )
}
