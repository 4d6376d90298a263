import { type Lang, type MarketItem, type ShopId, shopEntry } from '@kaimono/contracts'

/**
 * Grams an item is taken to weigh for shipping when neither its market nor its category says
 * (an official API's item): the mirror's default weight of a category.
 */
export const UNKNOWN_WEIGHT_G = 500

/** §1: a market's items are bought (cart, direct buy); an auction's are bid on. */
export const isBuyableMarket = (shop: ShopId): boolean => shopEntry(shop).kind === 'market'

/** §4 Sold out: the market flags the item, or its sale status says so. */
export const isSoldOut = (item: Pick<MarketItem, 'is_sold_out' | 'sale_status'>): boolean =>
  item.is_sold_out || item.sale_status.includes('sold_out')

/** The item's name for a reader of `lang`: its translation where the source has one. */
export const itemName = (item: Pick<MarketItem, 'name' | 'names'>, lang: Lang): string =>
  item.names?.[lang] ?? item.name

/** The site's page of a market item (§2 /other-market/{shop_id}/{id}): every market takes `id`. */
export const marketItemPath = (shop: ShopId, id: string): string =>
  `/other-market/${shop}/${encodeURIComponent(id)}`

/** What an item weighs for shipping: the market's (or its category's) weight, else the default. */
export const shippingWeight = (item: Pick<MarketItem, 'weight_g'>): number =>
  item.weight_g ?? UNKNOWN_WEIGHT_G
