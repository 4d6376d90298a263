import { pageEnvelope, shopName } from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { throwLinkSearch } from '#app/features/search/link-search.ts'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import {
  canonicalPriceQuery,
  isListingShop,
  parseListingQuery,
  productsApiQuery,
  suggestionsApiQuery,
  withParam,
} from './listing-query.ts'
import { cardOf } from './product-card.tsx'

/**
 * A listing's page of products (as cards), its filters' categories and origins, and for a search
 * that found nothing the closest search and categories (§4).
 */
export async function loadListing(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shopId: string,
) {
  if (!isListingShop(shopId)) throw data(null, { status: 404 })
  const shop = shopId
  const url = new URL(request.url)
  // The no-JavaScript price boxes arrive as price_from/price_to: one `price` in the address.
  const canonical = canonicalPriceQuery(url.searchParams)
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`)
  throwLinkSearch(url)
  const lang = requestLang(request)
  const query = parseListingQuery(url.searchParams)
  const client = api(context, lang)
  const [products, categories, origins] = await Promise.all([
    client.call('GET /api/products', { query: productsApiQuery(shop, query) }),
    // §2: the ikom listing also shows the category tree; so does the one of both shops.
    shop !== 'awond'
      ? client.call('GET /api/product-categories', {
          query: { filter: { root: '1' }, include: ['children'], perPage: 100 },
        })
      : null,
    client.call('GET /api/origins', { query: { perPage: 100 } }),
  ])
  // Past the last page there is nothing to show: the last page is.
  if (products.ok && products.data.total > 0 && query.page > products.data.last_page) {
    const last = String(products.data.last_page)
    throw redirect(`${url.pathname}${withParam(url.searchParams, 'page', last)}`)
  }
  // §4: a search that found nothing offers the closest search and categories.
  const suggestions =
    products.ok && products.data.total === 0 && query.search
      ? await client.call('GET /api/product-suggestions', {
          query: suggestionsApiQuery(shop, query.search),
        })
      : null
  // §8: a failed fetch reads like an empty result.
  const page = products.ok
    ? { ...products.data, data: products.data.data.map(cardOf) }
    : pageEnvelope([], 0, 1, query.perPage)
  return {
    shop,
    lang,
    shopName: shop === 'all' ? null : shopName(shop, lang),
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
