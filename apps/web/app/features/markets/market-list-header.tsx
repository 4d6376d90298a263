import { type BrowsableMarket, type Lang, MARKET_SORTS, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { FiltersButton } from '#app/features/catalog/listing-filters.tsx'
import { withParam } from '#app/features/catalog/listing-query.ts'
import { ListingParamSelect } from '#app/features/catalog/listing-select.tsx'
import { MarketLogo } from './market-banner.tsx'
import { MARKET_LIST_FORM } from './market-filters.tsx'
import { defaultSort, type MarketListState } from './market-query.ts'

type Named = { id: string; name: string }

type MarketListHeaderProps = {
  market: BrowsableMarket
  state: MarketListState
  /** The path from the root to the list's category: its name is the heading. */
  path: Named[]
  onOpenFilters: () => void
  lang: Lang
}

/** The list's market and category, its words, the filters button (phones) and the sort. */
export function MarketListHeader({
  market,
  state,
  path,
  onOpenFilters,
  lang,
}: MarketListHeaderProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const category = path.at(-1)
  const pathname = `/other-market/products/${market}`
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('markets.list.breadcrumb')} className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          <li>
            <Link to={`/other-market/${market}`} className="hover:text-brand-700 hover:underline">
              {shopName(market, lang)}
            </Link>
          </li>
          {path.map((step, at) => (
            <li key={step.id} className="flex items-center gap-1.5">
              <Icon name="chevron-right" className="size-3.5 text-stone-400" />
              <Link
                to={`${pathname}${withParam(params, 'category_id', step.id)}`}
                aria-current={at === path.length - 1 ? 'page' : undefined}
                className="hover:text-brand-700 hover:underline aria-[current=page]:font-medium aria-[current=page]:text-stone-900"
              >
                {step.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <MarketLogo market={market} lang={lang} />
          <div className="min-w-0">
            <PageTitle>{category?.name ?? shopName(market, lang)}</PageTitle>
            {state.search ? (
              <p className="mt-1 text-stone-800">
                {t('listing.resultsFor', { search: state.search })}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex w-full flex-wrap items-center justify-between gap-3 sm:w-auto">
          <FiltersButton label={t('catalog.filters.open')} onClick={onOpenFilters} />
          <ListingParamSelect
            param="sort"
            value={state.sort}
            fallback={defaultSort(market)}
            label={t('catalog.sort.label')}
            options={MARKET_SORTS[market].map((sort) => ({
              value: sort.value,
              label: sort.label[lang],
            }))}
            form={MARKET_LIST_FORM}
            className="min-w-0 max-w-full flex-1 sm:w-56 sm:flex-none"
            wrapperClassName="min-w-0"
          />
          <noscript>
            <button
              type="submit"
              form={MARKET_LIST_FORM}
              className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
            >
              {t('catalog.filters.apply')}
            </button>
          </noscript>
        </div>
      </div>
    </div>
  )
}
