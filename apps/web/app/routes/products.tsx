import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { FilterTags } from '#app/features/catalog/filter-tags.tsx'
import { FilterAside, FilterDrawer } from '#app/features/catalog/listing-filters.tsx'
import { ListingHeader } from '#app/features/catalog/listing-header.tsx'
import { loadListing } from '#app/features/catalog/listing-page.server.ts'
import { ListingResults } from '#app/features/catalog/listing-results.tsx'
import { fixedT } from '#app/i18n/i18n.ts'
import { formatCount } from '#app/lib/format.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageTitle(matches, 'not-found')
  const shopName = loaderData.shopName ?? fixedT(loaderData.lang)('listing.allShops')
  const [title, ...rest] = pageTitle(matches, 'products', { shop: shopName })
  if (!title || !('title' in title)) return [title ?? { title: 'Kaimono' }, ...rest]
  return [{ title: `${shopName} · ${title.title}` }, ...rest]
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListing(request, context, params.shopId)
}

/**
 * §2 Product listing of an own shop, or of both ('all', where the header's All searches):
 * filters, sort, tags, 12/24/48 a page, all in the query; an empty search offers suggestions.
 */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, rate } = useRootData()
  const { query, page, categories, origins, shop, suggestions } = loaderData
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filters = { query, categories, origins }

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <ListingHeader
        title={loaderData.shopName ?? t('listing.allShops')}
        query={query}
        page={page}
        onOpenFilters={() => setFiltersOpen(true)}
        lang={lang}
      />

      <div className="mt-4">
        <FilterTags {...filters} />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <FilterAside {...filters} />
        <ListingResults
          shop={shop}
          query={query}
          page={page}
          suggestions={suggestions}
          rate={rate}
          lang={lang}
        />
      </div>

      <FilterDrawer
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        total={formatCount(page.total, lang)}
        {...filters}
      />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
