import {
  type ApiClient,
  type BrowsableMarket,
  isBrowsableMarket,
  type Lang,
  SHOP_DESCRIPTIONS,
} from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { withParam } from '#app/features/catalog/listing-query.ts'
import { throwLinkSearch } from '#app/features/search/link-search.ts'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { type CategoryLink, categoryLevel, categoryTree, pathTo } from './category-tree.ts'
import { marketCardOf } from './market-card-data.ts'
import { categoryHref, marketApiQuery, parseMarketQuery } from './market-query.ts'
import { HOME_ITEMS } from './market-results.tsx'

/** §2: a market the registry does not list (or Ecoring, which has its own pages) is not found. */
export function marketOf(shopId: string | undefined): BrowsableMarket {
  if (!isBrowsableMarket(shopId)) throw data(null, { status: 404 })
  return shopId
}

/** The market's category tree (a static file, cached by the API); empty when it cannot answer. */
async function categoriesOf(client: ApiClient, market: BrowsableMarket) {
  const answer = await client.call('GET /market/static/{shop}/categories-first.json', {
    params: { shop: market },
  })
  return answer.ok
    ? { categories: answer.data.data, failed: false }
    : { categories: [], failed: true }
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** What every market page reads first: its market (else a 404), language, API and address. */
function marketRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shopId: string | undefined,
) {
  const market = marketOf(shopId)
  const lang = requestLang(request)
  return { market, lang, client: api(context, lang), url: new URL(request.url) }
}

/** §2 Other-market category page: the market's banner, then one level of its categories. */
export async function loadCategoryPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shopId: string | undefined,
) {
  const { market, lang, client, url } = marketRequest(request, context, shopId)
  const { categories, failed } = await categoriesOf(client, market)
  const parent = url.searchParams.get('parent')
  return {
    market,
    lang,
    description: SHOP_DESCRIPTIONS[market][lang],
    level: categoryLevel(market, categoryTree(categories), parent, lang),
    failed,
  }
}

const rootLinks = (
  market: BrowsableMarket,
  categories: Parameters<typeof categoryTree>[0],
  lang: Lang,
) =>
  (categoryTree(categories).children.get(null) ?? []).map(
    (category): CategoryLink => ({
      id: category.id,
      name: category.lang[lang],
      href: categoryHref(market, category.id),
    }),
  )

/** §2 Other-market home: the market's root categories and its first items. */
export async function loadMarketHome(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shopId: string | undefined,
) {
  const { market, lang, client } = marketRequest(request, context, shopId)
  const [{ categories }, top] = await Promise.all([
    categoriesOf(client, market),
    // The market's first page in its default order: the API keeps it cached for every visitor.
    client.call('GET /market/v3/{shop}', { params: { shop: market }, query: { page: 1 } }),
  ])
  return {
    categories: rootLinks(market, categories, lang),
    items: top.ok
      ? top.data.items.slice(0, HOME_ITEMS).map((item) => marketCardOf(market, item, lang))
      : [],
    now: nowSeconds(),
  }
}

/**
 * §2 Other-market product list: a page of the market's items for the query's category, words,
 * filters and sort; the category's children; the path to it (its name for the heading). §8: a
 * market that fails reads like an empty result.
 */
export async function loadMarketList(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shopId: string | undefined,
) {
  const { market, lang, client, url } = marketRequest(request, context, shopId)
  throwLinkSearch(url)
  const state = parseMarketQuery(market, url.searchParams)
  const [list, { categories }] = await Promise.all([
    client.call('GET /market/v3/{shop}', {
      params: { shop: market },
      query: marketApiQuery(state),
    }),
    state.category ? categoriesOf(client, market) : { categories: [] },
  ])
  const named = (category: { id: string; lang: Record<Lang, string> }) => ({
    id: category.id,
    name: category.lang[lang],
  })
  return {
    market,
    lang,
    state,
    path: pathTo(categoryTree(categories), state.category).map(named),
    // A child keeps the words, filters and sort chosen (and starts again at page 1).
    subCategories: list.ok
      ? list.data.sub_categories.map(
          (category): CategoryLink => ({
            ...named(category),
            href: `${url.pathname}${withParam(url.searchParams, 'category_id', category.id)}`,
          }),
        )
      : [],
    cards: list.ok ? list.data.items.map((item) => marketCardOf(market, item, lang)) : [],
    isAllowNext: list.ok && list.data.pagination.is_allow_next,
    now: nowSeconds(),
  }
}
