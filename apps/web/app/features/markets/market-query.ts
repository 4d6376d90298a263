import {
  type BrowsableMarket,
  MARKET_FILTERS,
  MARKET_MAX_PAGE,
  MARKET_SORTS,
  type MarketListQuery,
  marketFiltersText,
  type z,
} from '@kaimono/contracts'

/**
 * A market list's state, all of it in the page's query (§2: a list can be shared and works
 * without JavaScript): `category_id`, `search`, `page`, `sort`, and one parameter per filter of
 * the market (`price=500-2500&status=new`), which the API takes packed as `filters`.
 */
export type MarketListState = {
  category: string | null
  search: string | null
  page: number
  /** One of the market's sorts; its first when the query names none (or one it does not have). */
  sort: string
  /** The market's filters chosen, by key, each to one of its values. */
  filters: Readonly<Record<string, string>>
}

/** The category ids of the market API (`token` of market-api.ts). */
const CATEGORY_ID = /^[\w.:~-]{1,80}$/

export const defaultSort = (market: BrowsableMarket): string =>
  MARKET_SORTS[market][0]?.value ?? 'newest'

/** The query parameters the market's filters write, in the filter panel's order. */
export const filterParams = (market: BrowsableMarket): string[] =>
  MARKET_FILTERS[market].map((filter) => filter.key)

/**
 * Reads the page's query leniently, as the own listing does: a hand-edited value the market
 * does not offer is left out rather than refused (the API would refuse it with a 400).
 */
export function parseMarketQuery(
  market: BrowsableMarket,
  params: URLSearchParams,
): MarketListState {
  const category = params.get('category_id')?.trim() ?? ''
  const search = (params.get('search') ?? '').trim().slice(0, 200)
  const page = Number(params.get('page'))
  const sort = params.get('sort')
  const filters: Record<string, string> = {}
  for (const filter of MARKET_FILTERS[market]) {
    const value = params.get(filter.key)
    if (value && filter.options.some((option) => option.value === value)) {
      filters[filter.key] = value
    }
  }
  return {
    category: CATEGORY_ID.test(category) ? category : null,
    search: search || null,
    page: Number.isInteger(page) && page >= 1 && page <= MARKET_MAX_PAGE ? page : 1,
    sort:
      MARKET_SORTS[market].find((choice) => choice.value === sort)?.value ?? defaultSort(market),
    filters,
  }
}

/** §7 `GET /market/v3/{shop}`'s query for a list state: the filters packed into `filters`. */
export function marketApiQuery(state: MarketListState): z.input<typeof MarketListQuery> {
  const filters = marketFiltersText(state.filters)
  return {
    ...(state.category && { category_id: state.category }),
    // §7: words are searched as Japanese sellers write them (Vietnamese and English put into Japanese).
    ...(state.search && { search: state.search, is_translate_search: 'true' as const }),
    page: state.page,
    sort: state.sort,
    ...(filters && { filters }),
  }
}

/** Whether the list is narrowed by any filter (the 'cannot find' alert then offers to clear). */
export const isFiltered = (state: MarketListState) => Object.keys(state.filters).length > 0

/** A category's list (§2: the category page's tiles and the home's sidebar lead there). */
export function categoryHref(market: BrowsableMarket, category: string): string {
  return `/other-market/products/${market}?${new URLSearchParams({ category_id: category })}`
}

/** The list's address without its filters (and back at page 1): the alert's way out. */
export function withoutFilters(market: BrowsableMarket, params: URLSearchParams): string {
  const next = new URLSearchParams(params)
  for (const key of [...filterParams(market), 'page']) next.delete(key)
  const query = next.toString()
  return `/other-market/products/${market}${query ? `?${query}` : ''}`
}

/**
 * The last page the pagination links to: the API has no total (§3 simple paging), only whether
 * there is a next page.
 */
export const lastKnownPage = (page: number, isAllowNext: boolean) =>
  isAllowNext ? Math.min(page + 1, MARKET_MAX_PAGE) : page
