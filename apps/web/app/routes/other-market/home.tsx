import { isBrowsableMarket, shopName } from '@kaimono/contracts'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Await, data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { MarketLogo } from '#app/features/markets/market-banner.tsx'
import {
  CategoryDrawerButton,
  CategorySidebar,
  CategorySidebarSkeleton,
} from '#app/features/markets/market-home.tsx'
import { marketMeta } from '#app/features/markets/market-meta.ts'
import { loadMarketHome } from '#app/features/markets/market-pages.server.ts'
import {
  HOME_ITEMS,
  MarketGrid,
  MarketGridSkeleton,
} from '#app/features/markets/market-results.tsx'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches, params }) =>
  marketMeta(matches, 'other-market-home', params.shopId)

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // Ecoring's home is its own section (§2).
  if (params.shopId === 'ecoring') throw redirect('/other-market/ecoring')
  return { home: await loadMarketHome(request, context, params.shopId) }
}

/** §9: on the way to a market's home, 12 skeletons stand in for its items until they arrive. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (params.shopId === 'ecoring') throw redirect('/other-market/ecoring')
  if (!isBrowsableMarket(params.shopId)) throw data(null, { status: 404 })
  const home = serverLoader().then((loaded) => loaded.home)
  return { home }
}

/**
 * §2 Other-market home (where the home page's secondary banners lead): a back button to the
 * market's category page, its logo, its categories (a sidebar; a drawer on phones) and a grid
 * of its first items.
 */
export default function MarketHomePage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, rate } = useRootData()
  const market = params.shopId
  if (!isBrowsableMarket(market)) return <NotFound />
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <Link
        to={`/other-market/${market}`}
        className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Icon name="chevron-left" className="size-4" />
        {t('markets.home.back')}
      </Link>
      <div className="mt-4 flex items-center gap-4">
        <MarketLogo market={market} lang={lang} size="lg" />
        <PageTitle>{shopName(market, lang)}</PageTitle>
      </div>
      <Suspense key={market} fallback={<HomeSkeleton />}>
        <Await resolve={loaderData.home}>
          {(home) => (
            <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_1fr]">
              <CategorySidebar links={home.categories} />
              <section aria-labelledby="market-home-top">
                <div className="mb-4 flex items-center justify-between gap-3">
                  <h2 id="market-home-top" className="text-xl font-semibold text-stone-900">
                    {t('markets.home.top')}
                  </h2>
                  <CategoryDrawerButton links={home.categories} />
                </div>
                <MarketGrid
                  market={market}
                  cards={home.items}
                  rate={rate}
                  lang={lang}
                  now={home.now}
                />
                <Link
                  to={`/other-market/products/${market}`}
                  className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
                >
                  {t('markets.home.viewAll')}
                </Link>
              </section>
            </div>
          )}
        </Await>
      </Suspense>
    </main>
  )
}

function HomeSkeleton() {
  const { t } = useTranslation()
  return (
    <div aria-busy="true" className="mt-6 grid gap-8 lg:grid-cols-[15rem_1fr]">
      <span className="sr-only">{t('markets.loading')}</span>
      <CategorySidebarSkeleton />
      <MarketGridSkeleton count={HOME_ITEMS} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
