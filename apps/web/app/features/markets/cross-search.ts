import { CROSS_SEARCH_MAX_PAGE, isBrowsableMarket } from '@kaimono/contracts'

export const CROSS_SORTS = ['price_asc', 'price_desc'] as const
export type CrossSort = (typeof CROSS_SORTS)[number]

/**
 * What the address says: the words, the page, the sort, the markets chosen (chips), and whether
 * the words are searched as typed (`exact=1`) rather than put into Japanese.
 */
export function crossSearchQuery(params: URLSearchParams) {
  const search = (params.get('search') ?? '').trim().slice(0, 200)
  const page = Number(params.get('page') ?? '1')
  const sort = CROSS_SORTS.find((value) => value === params.get('sort'))
  const markets = (params.get('markets') ?? '').split(',').filter(isBrowsableMarket)
  return {
    search,
    page: Number.isInteger(page) && page >= 1 && page <= CROSS_SEARCH_MAX_PAGE ? page : 1,
    sort,
    markets,
    exact: params.get('exact') === '1',
  }
}
