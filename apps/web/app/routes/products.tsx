import type {
  Origin,
  Paged,
  Product,
  ProductCategory,
  ProductSuggestions,
} from '@kaimono/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  data,
  Form,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { FilterGroups } from '#app/features/catalog/filter-groups.tsx'
import { FilterTags } from '#app/features/catalog/filter-tags.tsx'
import {
  canonicalPriceQuery,
  FILTER_PARAMS,
  isListingShop,
  parseListingQuery,
  productsApiQuery,
  suggestionsApiQuery,
  withParam,
} from '#app/features/catalog/listing-query.ts'
import { PageSizeSelect, SortSelect } from '#app/features/catalog/listing-select.tsx'
import { cardOf, ProductCard } from '#app/features/catalog/product-card.tsx'
import { ProductCardSkeleton } from '#app/features/catalog/product-card-skeleton.tsx'
import { SHOP_NAMES } from '#app/features/catalog/shops.ts'
import { SearchSuggestions } from '#app/features/search/search-suggestions.tsx'
import { fixedT } from '#app/i18n/i18n.ts'
import { api } from '#app/lib/api.server.ts'
import { formatCount } from '#app/lib/format.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/products'

const FORM_ID = 'listing-filters'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageTitle(matches, 'not-found')
  const shopName = loaderData.shopName ?? fixedT(loaderData.lang)('listing.allShops')
  const [title, ...rest] = pageTitle(matches, 'products', { shop: shopName })
  if (!title || !('title' in title)) return [title ?? { title: 'Kaimono' }, ...rest]
  return [{ title: `${shopName} · ${title.title}` }, ...rest]
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isListingShop(params.shopId)) throw data(null, { status: 404 })
  const shop = params.shopId
  const url = new URL(request.url)
  // The no-JavaScript price boxes arrive as price_from/price_to: one `price` in the address.
  const canonical = canonicalPriceQuery(url.searchParams)
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`)
  const lang = requestLang(request)
  const query = parseListingQuery(url.searchParams)
  const client = api(context, lang)
  const [products, categories, origins] = await Promise.all([
    client.get<Paged<Product>>(`/api/products?${productsApiQuery(shop, query)}`),
    // §2: the ikom listing also shows the category tree; so does the one of both shops.
    shop !== 'awond'
      ? client.get<Paged<ProductCategory>>(
          '/api/product-categories?filter[root]=1&include=children&per_page=100',
        )
      : null,
    client.get<Paged<Origin>>('/api/origins?per_page=100'),
  ])
  // Past the last page there is nothing to show: the last page is.
  if (products.ok && products.data.total > 0 && query.page > products.data.last_page) {
    const last = String(products.data.last_page)
    throw redirect(`${url.pathname}${withParam(url.searchParams, 'page', last)}`)
  }
  // §4: a search that found nothing offers the closest search and categories.
  const suggestions =
    products.ok && products.data.total === 0 && query.search
      ? await client.get<ProductSuggestions>(
          `/api/product-suggestions?${suggestionsApiQuery(shop, query.search)}`,
        )
      : null
  // §8: a failed fetch reads like an empty result.
  const page = products.ok
    ? { ...products.data, data: products.data.data.map(cardOf) }
    : {
        data: [],
        current_page: 1,
        last_page: 1,
        from: null,
        to: null,
        total: 0,
        per_page: query.perPage,
      }
  return {
    shop,
    lang,
    shopName: shop === 'all' ? null : SHOP_NAMES[shop],
    query,
    page,
    categories: categories?.ok ? categories.data.data : [],
    origins: origins.ok ? origins.data.data : [],
    suggestions:
      suggestions?.ok && (suggestions.data.closest || suggestions.data.categories.length)
        ? {
            closest: suggestions.data.closest && {
              ...suggestions.data.closest,
              data: suggestions.data.closest.data.map(cardOf),
            },
            categories: suggestions.data.categories.map(({ id, name }) => ({ id, name })),
          }
        : null,
  }
}

/**
 * §2 Product listing of an own shop, or of both ('all', where the header's All searches):
 * filters, sort, tags, 12/24/48 a page, all in the query; an empty search offers suggestions.
 */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const root = useRootData()
  const lang = root.lang
  const rate = root.rate
  const { query, page, categories, origins, shop, suggestions } = loaderData
  const shopName = loaderData.shopName ?? t('listing.allShops')
  const totalText = formatCount(page.total, lang)
  const [params] = useSearchParams()
  const location = useLocation()
  const navigation = useNavigation()
  const [filtersOpen, setFiltersOpen] = useState(false)
  // §9: skeleton cards while the next products of this listing load.
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const hrefFor = (n: number) => `${location.pathname}${withParam(params, 'page', String(n))}`
  const filtered = FILTER_PARAMS.some((param) => query[param] !== null)
  // A suggestion keeps the sort and page size, and drops the filters that emptied the page.
  const suggestionHref = (change: { search: string } | { category: number }) => {
    const next = new URLSearchParams()
    for (const name of ['sort', 'per_page']) {
      const value = params.get(name)
      if (value) next.set(name, value)
    }
    if ('search' in change) next.set('search', change.search)
    else next.set('category', String(change.category))
    return `${location.pathname}?${next}`
  }
  const filters = <FilterGroups query={query} categories={categories} origins={origins} />

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle>{shopName}</PageTitle>
          {query.search ? (
            <p className="mt-1 text-stone-800">
              {t('listing.resultsFor', { search: query.search })}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-stone-600" aria-live="polite">
            {page.total > 0
              ? t('catalog.showing', { from: page.from, to: page.to, total: totalText })
              : null}
          </p>
        </div>
        <div className="flex w-full flex-wrap items-center justify-between gap-3 sm:w-auto">
          <button
            type="button"
            onClick={() => setFiltersOpen(true)}
            className="inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
          >
            <Icon name="filter" className="size-4" />
            {t('catalog.filters.open')}
          </button>
          <SortSelect sort={query.sort} form={FORM_ID} />
          <PageSizeSelect perPage={query.perPage} form={FORM_ID} />
        </div>
      </div>

      <div className="mt-4">
        <FilterTags query={query} categories={categories} origins={origins} />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <aside aria-label={t('catalog.filters.title')} className="hidden lg:block">
          <Form id={FORM_ID} method="get" preventScrollReset>
            {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
            {filters}
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
              hrefFor={suggestionHref}
              allShopsHref={
                shop === 'all'
                  ? null
                  : `/products/all?${new URLSearchParams({ search: query.search })}`
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
      </div>

      <Dialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t('catalog.filters.title')}
        placement="drawer"
      >
        {filters}
        <button
          type="button"
          onClick={() => setFiltersOpen(false)}
          className="mt-6 w-full rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('catalog.filters.showResults', { total: totalText })}
        </button>
      </Dialog>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
