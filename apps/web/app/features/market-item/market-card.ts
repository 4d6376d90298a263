import { discountPercent, type Lang, type MarketItem } from '@kaimono/contracts'
import { itemHref } from './item-address.ts'
import { itemName, shownPrice, soldOutTag } from './item-view.ts'

/** §3 product card of a market's item: what a card shows, in the reader's language. */
export type MarketCard = {
  id: string
  href: string
  name: string
  image: string
  price: number
  /** The price shown is the auction's quick-decision price (§5). */
  quick_decision: boolean
  initial_price: number | null
  discount: number
  star: number | null
  reviews_count: number
  /** §4 the sold-out tag. */
  is_sold_out: boolean
  /** Auctions: when bidding ends (epoch seconds) and how many bids there are. */
  end_time: number | null
  bid_count: number | null
}

/**
 * Only what a card shows, for loader data: a market item carries every language's name, its
 * pictures and its texts, which would ride along in each page's HTML for nothing.
 */
export function cardOf(shop: string, item: MarketItem, lang: Lang): MarketCard {
  const shown = shownPrice(item, shop === 'yahoo-auction')
  return {
    id: item.id,
    href: itemHref(shop, item),
    name: itemName(item, lang).name,
    image: item.image_uri,
    price: shown.amount,
    quick_decision: shown.quickDecision,
    initial_price: item.initial_price,
    discount: discountPercent(item.price, item.initial_price ?? 0),
    star: item.rate?.ratio ?? null,
    reviews_count: item.rate?.count ?? 0,
    is_sold_out: soldOutTag(item),
    end_time: item.end_time,
    bid_count: item.bid_count,
  }
}
