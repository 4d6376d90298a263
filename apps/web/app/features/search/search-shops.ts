import { OWN_SHOPS, type OwnShop } from '@kaimono/contracts'

/** §2 header: where the search looks. Names of shops and markets are the same in every language. */
export const OTHER_MARKETS = [
  { id: 'mercari', name: 'Mercari' },
  { id: 'paypay', name: 'PayPay Flea Market' },
  { id: 'rakuma', name: 'Rakuma' },
  { id: 'rakuten', name: 'Rakuten' },
  { id: 'yahoo', name: 'Yahoo! Shopping' },
  { id: 'hardoff', name: 'HardOff' },
  { id: 'amazon', name: 'Amazon' },
  { id: 'yodobashi', name: 'Yodobashi' },
  { id: 'tonoike', name: 'Tonoike' },
  { id: 'nike', name: 'Nike' },
] as const

export const SEARCH_SHOPS = [
  'all',
  'ikom',
  'awond',
  'ecoring',
  'yahoo-auction',
  ...OTHER_MARKETS.map((market) => market.id),
] as const
export type SearchShop = (typeof SEARCH_SHOPS)[number]

const isSearchShop = (value: string | undefined): value is SearchShop =>
  (SEARCH_SHOPS as readonly string[]).includes(value ?? '')

export const isOwnShop = (shop: SearchShop): shop is OwnShop | 'all' =>
  shop === 'all' || shop in OWN_SHOPS

/**
 * §2: the selector pre-selects the shop from the path: ikom, awond or ecoring anywhere in it,
 * else the route's shop_id parameter, else all.
 */
export function shopFromPath(pathname: string, shopIdParam?: string): SearchShop {
  const segments = pathname.split('/')
  for (const shop of ['ikom', 'awond', 'ecoring'] as const) {
    if (segments.includes(shop)) return shop
  }
  return isSearchShop(shopIdParam) ? shopIdParam : 'all'
}

/**
 * The listing a search of this shop opens. All searches the own shops (ikom's listing) until the
 * markets issue adds the cross-market search.
 */
export function searchPath(shop: SearchShop): string {
  if (shop === 'all') return '/products/all'
  if (shop in OWN_SHOPS) return `/products/${shop}`
  if (shop === 'ecoring') return '/other-market/ecoring/preview'
  return `/other-market/products/${shop}`
}

/** §4 suggestions come from the own shops only: both for All, else the chosen one. */
export function suggestionsUrl(shop: OwnShop | 'all', query: string): string {
  const params = new URLSearchParams({ 'filter[name]': query, per_page: '6' })
  if (shop !== 'all') params.set('filter[suppliers.id]', String(OWN_SHOPS[shop]))
  return `/api/products?${params}`
}
