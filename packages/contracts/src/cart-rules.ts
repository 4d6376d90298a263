// Plain values, no schema: the browser bundle imports these without zod.
import { OWN_SHOPS, type OwnShop } from './catalog-rules.ts'

/** §3 shops a cart line may come from: the own shops and the markets of the shop list. */
export const MARKET_SHOPS = [
  'rakuten',
  'yahoo',
  'yahoo-auction',
  'rakuma',
  'tonoike',
  'nike',
  'mercari',
  'paypay',
  'ecoring',
  'amazon',
] as const
export type MarketShop = (typeof MARKET_SHOPS)[number]
export type CartShop = OwnShop | MarketShop
export const CART_SHOPS: readonly CartShop[] = [
  ...(Object.keys(OWN_SHOPS) as OwnShop[]),
  ...MARKET_SHOPS,
]

/** §3/§5: only these shops let a customer buy more than one of an item. */
const CAN_BUY_MORE: ReadonlySet<CartShop> = new Set([
  'ikom',
  'awond',
  'tonoike',
  'amazon',
  'rakuten',
  'yahoo',
])
export const canBuyMore = (shop: CartShop): boolean => CAN_BUY_MORE.has(shop)

export const isOwnShop = (shop: string): shop is OwnShop => Object.hasOwn(OWN_SHOPS, shop)

/** Issue 6: at most 99 of one line and 200 lines in a cart. */
export const MAX_LINE_QUANTITY = 99
export const MAX_CART_LINES = 200

/** §9: cart totals carry 10% tax. */
export const CART_TAX_PERCENT = 10
