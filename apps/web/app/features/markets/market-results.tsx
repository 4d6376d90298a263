import type { BrowsableMarket, Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { useListingPages } from '#app/features/catalog/listing-results.tsx'
import { ProductCardSkeleton } from '#app/features/catalog/product-card-skeleton.tsx'
import { MarketCard } from './market-card.tsx'
import type { MarketCard as Card } from './market-card-data.ts'
import { isFiltered, lastKnownPage, type MarketListState, withoutFilters } from './market-query.ts'

/** §9: skeleton cards of a market list while its next page loads. */
export const LIST_SKELETONS = 8
/** §9: a market home's items, and its skeletons. */
export const HOME_ITEMS = 12

/** The cards' grid: two a row on a phone, up to four. */
export const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4'

/** A grid of market product cards, or its skeletons. */
export function MarketGrid({
  market,
  cards,
  rate,
  lang,
  now,
}: {
  market: BrowsableMarket
  cards: Card[]
  rate: string
  lang: Lang
  now: number
}) {
  return (
    <ul className={GRID}>
      {cards.map((card) => (
        <li key={card.id}>
          <MarketCard market={market} card={card} rate={rate} lang={lang} now={now} />
        </li>
      ))}
    </ul>
  )
}

/** Placeholders for `count` cards while they load. */
export function MarketGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={GRID}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  )
}

type MarketResultsProps = {
  market: BrowsableMarket
  state: MarketListState
  cards: Card[]
  isAllowNext: boolean
  rate: string
  lang: Lang
  now: number
}

/**
 * A market list's cards and pages: skeletons while the next ones load, the 'cannot find' alert
 * (§8) when there are none. The API has no total: the pages run to the next one while it says
 * there is one.
 */
export function MarketResults({
  market,
  state,
  cards,
  isAllowNext,
  rate,
  lang,
  now,
}: MarketResultsProps) {
  const { t } = useTranslation()
  const { params, loading, hrefFor } = useListingPages()
  return (
    <section aria-label={t('catalog.results')} aria-busy={loading || undefined}>
      {loading ? (
        <MarketGridSkeleton count={LIST_SKELETONS} />
      ) : cards.length === 0 ? (
        <Alert tone="info">
          <p>{t('catalog.empty')}</p>
          {isFiltered(state) || state.page > 1 ? (
            <Link
              to={withoutFilters(market, params)}
              className="mt-2 inline-block font-semibold underline"
            >
              {t('markets.list.clearFilters')}
            </Link>
          ) : null}
        </Alert>
      ) : (
        <MarketGrid market={market} cards={cards} rate={rate} lang={lang} now={now} />
      )}
      <div className="mt-8">
        <Pagination
          current={state.page}
          last={lastKnownPage(state.page, isAllowNext)}
          hrefFor={hrefFor}
        />
      </div>
    </section>
  )
}
