import {
  type BrowsableMarket,
  CONDITIONS,
  HARDOFF_RANKS,
  isSoldOut,
  type Lang,
  type MarketItem,
  type Words,
} from '@kaimono/contracts'
import { appendOf, itemHref } from '#app/features/market-item/item-address.ts'
import { itemName } from '#app/features/market-item/item-view.ts'

/**
 * What a market product card shows (§3 Other-market product item), in the reader's language:
 * only this rides in a list page's HTML, not each item's whole record.
 */
export type MarketCard = {
  id: string
  name: string
  image: string
  price: number
  initial_price: number | null
  /** Percent off the initial price (§5: the ceiling of the reduction), or null. */
  discount: number | null
  /** The condition (or HardOff's rank) in the reader's language, or null for new goods. */
  condition: string | null
  sold_out: boolean
  /** Yahoo! Auctions: when it ends (epoch seconds), its bids, its quick-decision price. */
  auction: {
    end_time: number | null
    bid_count: number
    quick_decision_price: number | null
  } | null
  /** The detail page, with the `append` the detail of Rakuten and Yahoo! Shopping needs (§2). */
  href: string
  append: string | null
}

const CONDITION_WORDS: Readonly<Record<string, Words>> = { ...CONDITIONS, ...HARDOFF_RANKS }

/** A condition code as the reader reads it; a code no list knows is shown as it is. */
export const conditionLabel = (code: string, lang: Lang) => CONDITION_WORDS[code]?.[lang] ?? code

export function marketCardOf(market: BrowsableMarket, item: MarketItem, lang: Lang): MarketCard {
  const append = appendOf(market, item)
  const condition = item.product_condition[0]
  return {
    id: item.id,
    name: itemName(item, lang).name,
    image: item.image_uri,
    price: item.price,
    initial_price: item.initial_price,
    // An auction at 0 has no bid yet, not a 100 % discount.
    discount:
      item.price > 0 && item.discount && item.discount.percent > 0
        ? Math.ceil(item.discount.percent)
        : null,
    condition: condition ? conditionLabel(condition, lang) : null,
    sold_out: isSoldOut(item),
    auction:
      market === 'yahoo-auction'
        ? {
            end_time: item.end_time,
            bid_count: item.bid_count ?? 0,
            quick_decision_price: item.quick_decision_price,
          }
        : null,
    href: itemHref(market, item),
    append,
  }
}
