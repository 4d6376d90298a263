import {
  apiPath,
  isOwnShop,
  isShopId,
  OWN_SHOP_IDS,
  OWN_SHOPS,
  type ShopId,
} from '@kaimono/contracts'

/** §2 header: where the search looks: all, or one shop or market of the registry. */
export type SearchShop = ShopId | 'all'

/**
 * Where suggestions come from (§4 said the own shops only; issue 19 adds the markets): All, a
 * shop or a market; Ecoring has none.
 */
export const suggestionScope = (shop: SearchShop): SearchShop | null =>
  shop === 'ecoring' ? null : shop

/**
 * §2: the selector pre-selects the shop from the path: ikom, awond or ecoring anywhere in it,
 * else the route's shop_id parameter, else all.
 */
export function shopFromPath(pathname: string, shopIdParam?: string): SearchShop {
  const segments = pathname.split('/')
  for (const shop of [...OWN_SHOP_IDS, 'ecoring'] as const) {
    if (segments.includes(shop)) return shop
  }
  return isShopId(shopIdParam) ? shopIdParam : 'all'
}

/**
 * The listing a search of this shop opens. All searches everything: every market at once, our
 * own shops' best matches first (the cross-market search).
 */
export function searchPath(shop: SearchShop): string {
  if (shop === 'all') return '/other-market/search'
  if (isOwnShop(shop)) return `/products/${shop}`
  if (shop === 'ecoring') return '/other-market/ecoring/preview'
  return `/other-market/products/${shop}`
}

/** The own-shop products a search suggests: both shops' for All, else the chosen one's. */
export function suggestionsUrl(shop: SearchShop, query: string): string {
  return apiPath('GET /api/products', {
    query: {
      filter: { name: query, 'suppliers.id': isOwnShop(shop) ? OWN_SHOPS[shop] : null },
      perPage: 6,
    },
  })
}
