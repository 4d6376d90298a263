import {
  CONDITIONS,
  DELIVERY,
  HARDOFF_RANKS,
  type Lang,
  type MarketItem,
  SALE_STATUS,
  type Words,
} from '@kaimono/contracts'
import type { ItemBadges } from './item-view.ts'

/**
 * A code's label in `lang`; a code the table does not know is shown as the market gave it, so
 * a new status at a market is seen rather than hidden.
 */
export function badgeLabel(table: Readonly<Record<string, Words>>, code: string, lang: Lang) {
  return Object.hasOwn(table, code) ? (table[code] as Words)[lang] : code
}

const badges = (table: Readonly<Record<string, Words>>, codes: string[], lang: Lang) =>
  codes.map((code) => ({ code, label: badgeLabel(table, code, lang) }))

/**
 * §2 condition, delivery and sale-status badges, labelled on the server: the tables live beside
 * zod in the contracts, which the browser does not load. HardOff grades by rank (S to J).
 */
export function itemBadges(
  shop: string,
  item: Pick<MarketItem, 'product_condition' | 'delivery' | 'sale_status'>,
  lang: Lang,
): ItemBadges {
  return {
    condition: badges(
      shop === 'hardoff' ? HARDOFF_RANKS : CONDITIONS,
      item.product_condition,
      lang,
    ),
    delivery: badges(DELIVERY, item.delivery, lang),
    sale: badges(SALE_STATUS, item.sale_status, lang),
  }
}
