import { type MarketItem, type ShopId, shopEntry } from '@kaimono/contracts'

/**
 * Grams an item is taken to weigh for shipping when neither its market nor its category says
 * (an official API's item): the mirror's default weight of a category.
 */
export const UNKNOWN_WEIGHT_G = 500

/** §1: a market's items are bought (cart, direct buy); an auction's are bid on. */
export const isBuyableMarket = (shop: ShopId): boolean => shopEntry(shop).kind === 'market'

/**
 * The site's page of a market item (§2 /other-market/{shop_id}/{id}): every market takes `id`;
 * an Ecoring lot's is its detail (§2 /other-market/ecoring/detail/{option}/{id}).
 */
export const marketItemPath = (shop: ShopId, id: string): string =>
  shop === 'ecoring'
    ? `/other-market/ecoring/detail/timelimit/${encodeURIComponent(id)}`
    : `/other-market/${shop}/${encodeURIComponent(id)}`

/** What an item weighs for shipping: the market's (or its category's) weight, else the default. */
export const shippingWeight = (item: Pick<MarketItem, 'weight_g'>): number =>
  item.weight_g ?? UNKNOWN_WEIGHT_G
