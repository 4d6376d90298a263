import {
  isOwnShop,
  type ListParams,
  OWN_SHOPS,
  type OwnShop,
  PRODUCT_SORTS,
  type productListSpec,
  type suggestionSpec,
} from '@kaimono/contracts'

export type ProductSort = (typeof PRODUCT_SORTS)[number]
/** A price range in dong; either end may be open (null). */
export type PriceRange = readonly [from: number | null, to: number | null]

/** What a listing shows: one own shop, or both ('all', the header's All). */
export type ListingShop = OwnShop | 'all'

/** The listing's state, all of it in the page's query (§2: links share, Back works). */
export type ListingQuery = {
  search: string | null
  category: number | null
  /** In dong: the shopper thinks in dong; the server converts at the rate in force. */
  price: PriceRange | null
  origin: number | null
  star: number | null
  /** At least this many percent off. */
  discount: number | null
  sort: ProductSort
  page: number
  perPage: PageSize
}

/** The query parameters the filters write; a change to any of them goes back to page 1. */
export const FILTER_PARAMS = ['category', 'price', 'origin', 'star', 'discount'] as const
export type FilterParam = (typeof FILTER_PARAMS)[number]

export const DEFAULT_SORT: ProductSort = '-updated_at'

/** §9: 12 a page by default; shoppers may choose 24 or 48 (`per_page`). */
export const PAGE_SIZES = [12, 24, 48] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const PER_PAGE: PageSize = 12

/** The price ranges offered, in dong, as Vietnamese shops offer them; the last is open. */
export const VND_PRICE_RANGES: readonly PriceRange[] = [
  [null, 100_000],
  [100_000, 300_000],
  [300_000, 500_000],
  [500_000, 1_000_000],
  [1_000_000, 3_000_000],
  [3_000_000, null],
]

/** The discounts offered: on sale at all, then at least 10 … 50 percent off. */
export const DISCOUNT_CHOICES = [1, 10, 20, 30, 40, 50] as const

/** The largest dong amount a price filter takes (the API's bound). */
const MAX_VND = 1_000_000_000_000

export const isListingShop = (shop: string | undefined): shop is ListingShop =>
  shop === 'all' || isOwnShop(shop)

const positiveInt = (value: string | null, max = 2_147_483_647): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 && number <= max ? number : null
}

/** A dong amount as typed: digits with optional dots or spaces between thousands ('1.000.000'). */
export function parseVnd(value: string | null | undefined): number | null {
  const digits = (value ?? '').trim().replace(/[.\s\u00a0,]/g, '')
  if (!/^\d{1,13}$/.test(digits)) return null
  const amount = Number(digits)
  return amount <= MAX_VND ? amount : null
}

/** `from-to` in dong, either side empty when open: '100000-300000', '3000000-', '-100000'. */
export const priceParam = (range: PriceRange) => `${range[0] ?? ''}-${range[1] ?? ''}`

function priceRange(value: string | null): PriceRange | null {
  const match = /^(\d*)-(\d*)$/.exec(value ?? '')
  if (!match) return null
  return priceBounds(match[1] ?? '', match[2] ?? '')
}

/** Two typed bounds as a range, smaller first; null when neither is a dong amount. */
export function priceBounds(fromText: string, toText: string): PriceRange | null {
  const from = parseVnd(fromText)
  const to = parseVnd(toText)
  if (from === null && to === null) return null
  if (from !== null && to !== null && from > to) return [to, from]
  return [from, to]
}

/** Reads the query leniently: a hand-edited value that makes no sense is left out. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get('sort')
  const search = (params.get('search') ?? params.get('name') ?? '').trim().slice(0, 100)
  const perPage = Number(params.get('per_page'))
  return {
    search: search || null,
    category: positiveInt(params.get('category')),
    price: priceRange(params.get('price')),
    origin: positiveInt(params.get('origin')),
    star: positiveInt(params.get('star'), 5),
    discount: positiveInt(params.get('discount'), 99),
    sort: PRODUCT_SORTS.find((s) => s === sort) ?? DEFAULT_SORT,
    page: positiveInt(params.get('page'), 10_000) ?? 1,
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? PER_PAGE,
  }
}

/**
 * The price the no-JavaScript form sends as two boxes (`price_from`, `price_to`) as the one
 * `price` parameter, or null when the query has no such boxes.
 */
export function canonicalPriceQuery(params: URLSearchParams): string | null {
  if (!params.has('price_from') && !params.has('price_to')) return null
  const range = priceBounds(params.get('price_from') ?? '', params.get('price_to') ?? '')
  const next = new URLSearchParams(params)
  next.delete('price_from')
  next.delete('price_to')
  // Empty boxes leave a range chosen among the offered ones as it is.
  return withParam(next, 'price', range ? priceParam(range) : next.get('price'))
}

/** The `GET /api/products` query for a listing state of one shop, or of both. */
export function productsApiQuery(
  shop: ListingShop,
  query: ListingQuery,
): ListParams<typeof productListSpec> {
  return {
    filter: {
      'suppliers.id': shop === 'all' ? null : OWN_SHOPS[shop],
      name: query.search,
      categories: query.category,
      origin: query.origin,
      star: query.star,
      discount: query.discount,
    },
    ...(query.price && {
      between: { price_vnd: [query.price[0] ?? 0, query.price[1] ?? MAX_VND] as const },
    }),
    include: ['categories'],
    sort: query.sort,
    page: query.page,
    perPage: query.perPage,
  }
}

/** The suggestions query for an empty search of one shop, or of both. */
export function suggestionsApiQuery(
  shop: ListingShop,
  search: string,
): ListParams<typeof suggestionSpec> {
  return { filter: { name: search, 'suppliers.id': shop === 'all' ? null : OWN_SHOPS[shop] } }
}

/**
 * The query (with its '?', or empty) with one parameter set, or removed with null. Filters,
 * sort and page size start again at page 1.
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
