import type { Lang, Paged } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigation, useSearchParams } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import {
  type ListingSuggestions,
  SearchSuggestions,
} from '#app/features/search/search-suggestions.tsx'
import { FILTER_PARAMS, type ListingQuery, type ListingShop, withParam } from './listing-query.ts'
import { ProductCard, type ProductCardProduct } from './product-card.tsx'
import { ProductCardSkeleton } from './product-card-skeleton.tsx'

/**
 * Where a suggestion leads: the listing with those words or that category, keeping the sort and
 * page size and dropping the filters that emptied the page.
 */
export function suggestionHref(
  pathname: string,
  params: URLSearchParams,
  change: { search: string } | { category: number },
) {
  const next = new URLSearchParams()
  for (const name of ['sort', 'per_page']) {
    const value = params.get(name)
    if (value) next.set(name, value)
  }
  if ('search' in change) next.set('search', change.search)
  else next.set('category', String(change.category))
  return `${pathname}?${next}`
}

/**
 * A listing's query, whether its next products are loading (§9: skeleton cards meanwhile; the
 * own shops' and the markets' listings alike), and the address of one of its pages.
 */
export function useListingPages() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  const hrefFor = (n: number) => `${pathname}${withParam(params, 'page', String(n))}`
  return { params, pathname, loading, hrefFor }
}

type ListingResultsProps = {
  shop: ListingShop
  query: ListingQuery
  page: Paged<ProductCardProduct>
  suggestions: ListingSuggestions | null
  rate: string
  lang: Lang
}

/** A listing's cards and pages; skeletons while the next ones load; suggestions for nothing. */
export function ListingResults({
  shop,
  query,
  page,
  suggestions,
  rate,
  lang,
}: ListingResultsProps) {
  const { t } = useTranslation()
  const { params, pathname, loading, hrefFor } = useListingPages()
  const filtered = FILTER_PARAMS.some((param) => query[param] !== null)
  return (
    <section aria-label={t('catalog.results')} aria-busy={loading || undefined}>
      {loading ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
          {Array.from({ length: query.perPage }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : page.data.length === 0 && query.search && suggestions ? (
        <SearchSuggestions
          search={query.search}
          filtered={filtered}
          suggestions={suggestions}
          hrefFor={(change) => suggestionHref(pathname, params, change)}
          allShopsHref={
            shop === 'all' ? null : `/products/all?${new URLSearchParams({ search: query.search })}`
          }
          rate={rate}
          lang={lang}
        />
      ) : page.data.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center text-stone-700">
          {t('catalog.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
          {page.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} rate={rate} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <Pagination current={page.current_page} last={page.last_page} hrefFor={hrefFor} />
      </div>
    </section>
  )
}
