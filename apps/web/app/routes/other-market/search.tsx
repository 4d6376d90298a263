import { BROWSABLE_MARKETS, type BrowsableMarket, MARKET_SORTS, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { withParam } from '#app/features/catalog/listing-query.ts'
import { useListingPages } from '#app/features/catalog/listing-results.tsx'
import { ProductCard } from '#app/features/catalog/product-card.tsx'
import { loadCrossSearch } from '#app/features/markets/cross-search.server.ts'
import { CROSS_SORTS } from '#app/features/markets/cross-search.ts'
import { MarketCard } from '#app/features/markets/market-card.tsx'
import { lastKnownPage } from '#app/features/markets/market-query.ts'
import { GRID, MarketGridSkeleton } from '#app/features/markets/market-results.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/search'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, 'other-market-search', { query: loaderData?.query.search ?? '' })

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCrossSearch(request, context)
}

/** §2/§9: skeletons stand in for the next page's cards. */
const SKELETONS = 10

const CHIP =
  'inline-block rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600'
const chipLook = (on: boolean) =>
  on
    ? `${CHIP} border-brand-600 bg-brand-50 text-brand-800`
    : `${CHIP} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`

/**
 * §2 Cross-market search: the words' items from every market, 30 a page, by price either way or
 * each market in turn; chips narrow it to some markets; a notice names the markets that did not
 * answer in time.
 */
export default function CrossSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, rate } = useRootData()
  const { query, cards, isAllowNext, partial, missing, found, own, now, translatedQuery } =
    loaderData
  const { params, pathname, loading, hrefFor } = useListingPages()
  // A page of the choice's first results: a new sort or chip starts again at page 1.
  const href = (key: string, value: string | null) =>
    `${pathname}${withParam(new URLSearchParams(withParam(params, 'page', null)), key, value)}`
  const chosen = new Set<BrowsableMarket>(query.markets)
  const chips = BROWSABLE_MARKETS.filter((market) => chosen.has(market) || found.includes(market))
  const toggled = (market: BrowsableMarket) => {
    const next = chosen.has(market)
      ? [...chosen].filter((one) => one !== market)
      : [...chosen, market]
    return href('markets', next.length > 0 ? next.join(',') : null)
  }
  const sortLabel = (value: (typeof CROSS_SORTS)[number]) =>
    MARKET_SORTS.mercari.find((sort) => sort.value === value)?.label[lang] ?? value

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle>{t('crossSearch.title', { query: query.search })}</PageTitle>
      {translatedQuery ? (
        <p className="mt-2 text-sm text-stone-700">
          {t('crossSearch.translated', { query: query.search, translated: translatedQuery })}{' '}
          <Link to={href('exact', '1')} className="font-semibold text-brand-700 underline">
            {t('crossSearch.asTyped', { query: query.search })}
          </Link>
        </p>
      ) : null}

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <nav aria-label={t('crossSearch.markets')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={href('markets', null)}
                className={chipLook(chosen.size === 0)}
                aria-current={chosen.size === 0 ? 'true' : undefined}
              >
                {t('crossSearch.allMarkets')}
              </Link>
            </li>
            {chips.map((market) => (
              <li key={market}>
                <Link
                  to={toggled(market)}
                  className={chipLook(chosen.has(market))}
                  aria-current={chosen.has(market) ? 'true' : undefined}
                >
                  {shopName(market, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('catalog.sort.label')} className="shrink-0">
          <ul className="flex flex-wrap gap-2">
            {[undefined, ...CROSS_SORTS].map((value) => (
              <li key={value ?? 'turns'}>
                <Link
                  to={href('sort', value ?? null)}
                  className={chipLook(query.sort === value)}
                  aria-current={query.sort === value ? 'true' : undefined}
                >
                  {value ? sortLabel(value) : t('crossSearch.bestMatch')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {partial ? (
        <div className="mt-4">
          <Alert tone="info">
            {t('crossSearch.partial', {
              markets: missing.map((market) => shopName(market, lang)).join(', '),
            })}
          </Alert>
        </div>
      ) : null}

      {own.length > 0 && !loading ? (
        <section aria-labelledby="own-shops" className="mt-6">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="own-shops" className="text-lg font-semibold text-stone-900">
              {t('crossSearch.ownShops')}
            </h2>
            <Link
              to={`/products/all?${new URLSearchParams({ search: query.search })}`}
              className="text-sm font-semibold text-brand-700 underline"
            >
              {t('markets.home.viewAll')}
            </Link>
          </div>
          <ul className={`mt-3 ${GRID}`}>
            {own.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} rate={rate} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-label={t('catalog.results')} aria-busy={loading || undefined} className="mt-6">
        {loading ? (
          <MarketGridSkeleton count={SKELETONS} />
        ) : cards.length === 0 ? (
          <Alert tone="info">
            <p>{t('catalog.empty')}</p>
            <Link to="/" className="mt-2 inline-block font-semibold underline">
              {t('notFound.backHome')}
            </Link>
          </Alert>
        ) : (
          <ul className={GRID}>
            {cards.map(({ market, card }) => (
              <li key={`${market}/${card.id}`}>
                <MarketCard market={market} card={card} rate={rate} lang={lang} now={now} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8">
          <Pagination
            current={query.page}
            last={lastKnownPage(query.page, isAllowNext)}
            hrefFor={hrefFor}
          />
        </div>
      </section>
    </main>
  )
}
