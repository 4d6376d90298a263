import { useState } from 'react'
import { isRouteErrorResponse } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { SubCategoryLinks } from '#app/features/markets/category-links.tsx'
import { MarketFilterAside, MarketFilterDrawer } from '#app/features/markets/market-filters.tsx'
import { MarketListHeader } from '#app/features/markets/market-list-header.tsx'
import { marketMeta } from '#app/features/markets/market-meta.ts'
import { loadMarketList } from '#app/features/markets/market-pages.server.ts'
import { MarketResults } from '#app/features/markets/market-results.tsx'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  marketMeta(matches, 'other-market-products', params.shopId, [
    loaderData?.state.search && `“${loaderData.state.search}”`,
    loaderData?.path.at(-1)?.name,
  ])

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMarketList(request, context, params.shopId)
}

/**
 * §2 Other-market product list: the market's filters and sorts, the category's children, the
 * items, pages. Everything is in the query (category_id, search, page, sort, one parameter per
 * filter), so a list can be shared, and works without JavaScript through GET forms.
 */
export default function MarketProductsPage({ loaderData }: Route.ComponentProps) {
  const { rate } = useRootData()
  const { market, lang, state, path, subCategories, cards, isAllowNext, now } = loaderData
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filters = { market, state, lang }
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <MarketListHeader
        market={market}
        state={state}
        path={path}
        onOpenFilters={() => setFiltersOpen(true)}
        lang={lang}
      />
      <div className="mt-4">
        <SubCategoryLinks links={subCategories} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <MarketFilterAside {...filters} />
        <MarketResults
          market={market}
          state={state}
          cards={cards}
          isAllowNext={isAllowNext}
          rate={rate}
          lang={lang}
          now={now}
        />
      </div>
      <MarketFilterDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)} {...filters} />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
