import {
  CART_TAX_PERCENT,
  type CartShop,
  canBuyMore,
  isOwnShop,
  isSoldOut,
  type Lang,
  type MarketItem,
  marketItemName,
  parseVariantLineKey,
  type VariantChoice,
  variantLineKey,
} from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { Conflict, Invalid } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { choiceOptions, variantIn } from '../catalog/index.ts'
import {
  isBuyableMarket,
  type Markets,
  marketItemPath,
  shippingWeight,
  UNKNOWN_WEIGHT_G,
} from '../markets/index.ts'
import { CHOICE_MESSAGES, chosen, type LineValues } from './choice.ts'
import { cartLines, type MarketState } from './schema.ts'
import type { Dims, readCartLines } from './service.ts'

type CartLineRow = Awaited<ReturnType<typeof readCartLines>>[number]

/** A line an order takes: from the cart, or made of an item (a direct buy). */
export type OrderLine = Omit<CartLineRow, 'lineId'>

/** The columns of a line that hold what its market said of the item (never the client's). */
function snapshotOf(shop: CartShop, item: MarketItem) {
  const marketState: MarketState = isSoldOut(item) ? 'sold_out' : 'on_sale'
  return {
    name: item.name,
    names: item.names,
    url: marketItemPath(shop, item.id),
    imageUrl: item.image_uri,
    price: item.price,
    initPrice: item.initial_price ?? item.price,
    weightG: item.weight_g,
    marketState,
  }
}

/**
 * The size a line of this item takes: one of the item's (Nike's shoes) when it has sizes, and
 * none otherwise; a market item has no colours to choose. A wrong choice is a 422 on its field
 * (`at` is the path to the fields: `buyer_info.` for a direct buy).
 */
export function sizeOf(item: MarketItem, choice: VariantChoice, at = ''): string | undefined {
  const refuse = (field: 'size' | 'color', problem: 'required' | 'unknown') => {
    throw new Invalid({ [`${at}${field}`]: [CHOICE_MESSAGES[field][problem]] })
  }
  if (choice.color !== undefined) refuse('color', 'unknown')
  if (item.size.length === 0) {
    if (choice.size !== undefined) refuse('size', 'unknown')
    return undefined
  }
  if (choice.size === undefined) return refuse('size', 'required')
  if (!item.size.some((size) => size.id === choice.size)) refuse('size', 'unknown')
  return choice.size
}

/** Millimetres and bans of a market item: its adapter gives only its weight. */
export const marketDims = (weightG: number | null): Dims => ({
  weightG: weightG ?? UNKNOWN_WEIGHT_G,
  widthMm: 0,
  heightMm: 0,
  lengthMm: 0,
  bannedAir: false,
  bannedSea: false,
})

/** The market item a line key names (`m123`, or `n456~size=27.5` for a size of it). */
export const marketItemId = (key: string): string => parseVariantLineKey(key)?.productId ?? key

/**
 * A market line as PUT /market/cart adds it (issue 18): the item looked up now, past the cache,
 * through its market's adapter, whose name, price, picture and weight the line keeps; an item
 * the market does not have is 'Product not found' (422 on `id`), a sold-out one a 409 naming it,
 * a market that is down its 503. An auction's items are bid on, not put in the cart (422).
 */
export async function marketLineValues(
  ctx: RequestContext,
  markets: Markets,
  shop: CartShop,
  input: LineValues,
) {
  if (!isBuyableMarket(shop)) throw new Invalid({ shop_id: ['cart.auction'] })
  const parsed = parseVariantLineKey(input.id)
  const choice = chosen(parsed?.choice ?? {}, input)
  const item = await markets.reader(shop).freshDetail(parsed?.productId ?? input.id)
  if (!item) throw new Invalid({ id: ['cart.unknownProduct'] })
  if (isSoldOut(item))
    throw new Conflict('markets.soldOut', { name: marketItemName(item, ctx.lang) })
  const size = sizeOf(item, choice)
  return {
    shopId: shop,
    productKey: size === undefined ? item.id : variantLineKey(item.id, { size }),
    productId: null,
    variant: size === undefined ? null : { size },
    ...snapshotOf(shop, item),
  }
}

/** A market line and what its market says of its item now (null: no such item any more). */
export type MarketLook = { line: CartLineRow; item: MarketItem | null }

/**
 * What the markets say now of these lines' items (own-shop lines are left out), through each
 * market's adapter: `fresh` past the cache (an order), else the guard's cache (a quote). Once
 * every market has answered, each line's snapshot is brought up to date (name, picture, price,
 * weight; sold out; gone), so the cart shows what was last known. A market that is down is its
 * 503, and then nothing is written.
 */
export async function lookUpMarketLines(
  ctx: DbContext,
  markets: Markets,
  lines: readonly CartLineRow[],
  { fresh }: { fresh: boolean },
): Promise<MarketLook[]> {
  const looks = await Promise.all(
    lines
      .filter((line) => !isOwnShop(line.shop_id))
      .map(async (line): Promise<MarketLook> => {
        const reader = markets.reader(line.shop_id)
        const id = marketItemId(String(line.product_id))
        const item = fresh
          ? await reader.freshDetail(id)
          : await reader.detail(id, new AbortController().signal)
        return { line, item }
      }),
  )
  for (const { line, item } of looks) {
    const values = item ? snapshotOf(line.shop_id, item) : { marketState: 'gone' as const }
    await ctx.db.update(cartLines).set(values).where(eq(cartLines.id, line.lineId))
  }
  return looks
}

/** The line as it reads with its item's facts now (what an order or a quote prices). */
export function lineWithItem<L extends OrderLine>(line: L, item: MarketItem, lang: Lang): L {
  return {
    ...line,
    name: marketItemName(item, lang),
    image_url: item.image_uri,
    price: item.price,
    init_price: item.initial_price ?? item.price,
    weight: item.weight_g,
    sold_out: isSoldOut(item),
    available: !isSoldOut(item),
    dims: line.dims && { ...line.dims, weightG: shippingWeight(item) },
  }
}

/**
 * A direct buy's one line (§2 Direct checkout): the item as its adapter answered, `quantity` of
 * it in `size`, with the tax of §9 (10%), as an order item keeps it.
 */
export function itemLine(
  shop: CartShop,
  item: MarketItem,
  { quantity, size }: { quantity: number; size: string | undefined },
  lang: Lang,
): OrderLine {
  const ordered = choiceOptions(null, size === undefined ? null : { size })
  return lineWithItem(
    {
      ordered,
      id: item.id,
      product_id: size === undefined ? item.id : variantLineKey(item.id, { size }),
      shop_id: shop,
      name: item.name,
      url: marketItemPath(shop, item.id),
      image_url: item.image_uri,
      quantity,
      price: item.price,
      init_price: item.price,
      tax_percent: CART_TAX_PERCENT,
      weight: item.weight_g,
      available: true,
      sold_out: false,
      can_buy_more: canBuyMore(shop),
      variant: variantIn(ordered, lang),
      dims: marketDims(item.weight_g),
    },
    item,
    lang,
  )
}
