import type {
  MarketCategory,
  MarketItem,
  MarketList,
  SellerReview,
  SellerShop,
} from '@kaimono/contracts'

/** §7 `/v3/{shop}`'s query: a category, words, a page, a sort, the market's filters. */
export type MarketQuery = {
  category?: string
  search?: string
  page: number
  sort?: string
  filters?: Readonly<Record<string, string>>
}

/**
 * What reads one market's goods (ARCHITECTURE §5): the mirror of its listings kept in our
 * database (the default, offline), or the market's official API where it has one. Each call
 * may be given up on: `signal` aborts when the guard's time is up (guarded.ts).
 */
export type MarketAdapter = {
  list(query: MarketQuery, signal: AbortSignal): Promise<MarketList>
  /**
   * The same list as its JSON text, from an adapter that writes it faster than JSON.stringify
   * of `list` would (the mirror: PostgreSQL writes each item's JSON).
   */
  listJson?(query: MarketQuery, signal: AbortSignal): Promise<string>
  /** The item, or null when the market has no such item (a 404, not an outage). */
  detail(id: string, signal: AbortSignal): Promise<MarketItem | null>
  categories(signal: AbortSignal): Promise<MarketCategory[]>
  sellerShop(sellerId: string, page: number, signal: AbortSignal): Promise<SellerShop | null>
  sellerReview(sellerId: string, signal: AbortSignal): Promise<SellerReview | null>
}
