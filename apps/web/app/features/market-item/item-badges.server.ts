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
 * A code's label in `lang` from the first table that knows it; a code none knows is shown as
 * the market gave it, so a new status at a market is seen rather than hidden.
 */
function badgeLabel(
  tables: readonly Readonly<Record<string, Words>>[],
  code: string,
  lang: Lang,
): string {
  const table = tables.find((known) => Object.hasOwn(known, code))
  return table ? (table[code] as Words)[lang] : code
}

const badges = (tables: readonly Readonly<Record<string, Words>>[], codes: string[], lang: Lang) =>
  codes.map((code) => ({ code, label: badgeLabel(tables, code, lang) }))

/**
 * §2 condition, delivery and sale-status badges, labelled on the server: the tables live beside
 * zod in the contracts, which the browser does not load. A condition is one of the flea markets'
 * six, or a HardOff rank (S to J) where a feed gives the rank itself.
 */
export function itemBadges(
  item: Pick<MarketItem, 'product_condition' | 'delivery' | 'sale_status'>,
  lang: Lang,
): ItemBadges {
  return {
    condition: badges([CONDITIONS, HARDOFF_RANKS], item.product_condition, lang),
    delivery: badges([DELIVERY], item.delivery, lang),
    sale: badges([SALE_STATUS], item.sale_status, lang),
  }
}
