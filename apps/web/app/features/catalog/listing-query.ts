import { OWN_SHOPS, type OwnShop, PRICE_RANGES, PRODUCT_SORTS } from '@kaimono/contracts'

export type ProductSort = (typeof PRODUCT_SORTS)[number]
export type PriceRange = readonly [number, number]

/** The listing's state, all of it in the page's query (§2: links share, Back works). */
export type ListingQuery = {
  search: string | null
  category: number | null
  price: PriceRange | null
  origin: number | null
  star: number | null
  sort: ProductSort
  page: number
}

/** The query parameters the filters write; a change to any of them goes back to page 1. */
export const FILTER_PARAMS = ['category', 'price', 'origin', 'star'] as const
export type FilterParam = (typeof FILTER_PARAMS)[number]

export const DEFAULT_SORT: ProductSort = '-updated_at'
export const PER_PAGE = 12

export const isOwnShop = (shop: string | undefined): shop is OwnShop =>
  shop !== undefined && Object.hasOwn(OWN_SHOPS, shop)

const positiveInt = (value: string | null, max = 2_147_483_647): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 && number <= max ? number : null
}

export const priceParam = (range: PriceRange) => `${range[0]}-${range[1]}`

/** Only the §9 ranges are offered; anything else in the query is ignored. */
const priceRange = (value: string | null): PriceRange | null =>
  PRICE_RANGES.find((range) => priceParam(range) === value) ?? null

/** Reads the query leniently: a hand-edited value that makes no sense is left out. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get('sort')
  const search = (params.get('search') ?? params.get('name') ?? '').trim().slice(0, 100)
  return {
    search: search || null,
    category: positiveInt(params.get('category')),
    price: priceRange(params.get('price')),
    origin: positiveInt(params.get('origin')),
    star: positiveInt(params.get('star'), 5),
    sort: PRODUCT_SORTS.find((s) => s === sort) ?? DEFAULT_SORT,
    page: positiveInt(params.get('page'), 10_000) ?? 1,
  }
}

/** The `GET /api/products` query for a listing state of one shop. */
export function productsApiQuery(shop: OwnShop, query: ListingQuery): URLSearchParams {
  const api = new URLSearchParams({
    'filter[suppliers.id]': String(OWN_SHOPS[shop]),
    include: 'categories',
    sort: query.sort,
    page: String(query.page),
    per_page: String(PER_PAGE),
  })
  if (query.search) api.set('filter[name]', query.search)
  if (query.category) api.set('filter[categories]', String(query.category))
  if (query.origin) api.set('filter[origin]', String(query.origin))
  if (query.star) api.set('filter[star]', String(query.star))
  if (query.price) api.set('filter_between[price]', query.price.join(','))
  return api
}

/**
 * The query (with its '?', or empty) with one parameter set, or removed with null. Filters and
 * sort start again at page 1.
 */
export function withParam(current: URLSearchParams, key: string, value: string | null): string {
  const next = new URLSearchParams(current)
  if (value === null || value === '') next.delete(key)
  else next.set(key, value)
  if (key !== 'page') next.delete('page')
  if (next.get('page') === '1') next.delete('page')
  const search = next.toString()
  return search ? `?${search}` : ''
}
