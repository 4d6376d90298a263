import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { CategoryGrid } from '#app/features/markets/category-grid.tsx'
import { MarketBanner } from '#app/features/markets/market-banner.tsx'
import { marketMeta } from '#app/features/markets/market-meta.ts'
import { loadCategoryPage } from '#app/features/markets/market-pages.server.ts'
import type { Route } from './+types/category'

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  marketMeta(matches, 'other-market-category', params.shopId, [loaderData?.level.current?.name])

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCategoryPage(request, context, params.shopId)
}

/**
 * §2 Other-market category page: the market's banner and a grid of its categories. Rakuma's
 * tiles drill down through its tree (`?parent=`), every other market's lead to its list.
 */
export default function MarketCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { market, lang, description, level, failed } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <MarketBanner market={market} lang={lang} description={description}>
        <Link
          to={`/other-market/home/${market}`}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('markets.category.toHome')}
          <Icon name="chevron-right" className="size-4" />
        </Link>
      </MarketBanner>

      <section aria-labelledby="market-categories" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="market-categories" className="text-xl font-semibold text-stone-900">
            {level.current ? level.current.name : t('markets.category.title')}
          </h2>
          {level.current ? (
            <Link
              to={level.current.href}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('markets.category.viewAll')}
            </Link>
          ) : null}
        </div>
        {level.back ? (
          <Link
            to={level.back}
            className="mt-2 inline-flex items-center gap-1 text-sm text-stone-700 hover:text-brand-700"
          >
            <Icon name="chevron-left" className="size-4" />
            {t('markets.category.back')}
          </Link>
        ) : null}
        <div className="mt-4">
          {failed ? (
            <Alert tone="info">{t('markets.unavailable')}</Alert>
          ) : (
            <CategoryGrid market={market} tiles={level.tiles} />
          )}
        </div>
      </section>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
