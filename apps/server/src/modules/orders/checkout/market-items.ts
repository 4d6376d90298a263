import { isOwnShop, isSoldOut, type MarketItem, marketItemName, shopName } from '@kaimono/contracts'
import { Conflict } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { lookUpMarketLines, readCartLines } from '../../cart/index.ts'
import type { Markets } from '../../markets/index.ts'
import type { FreshItems, LineChoice } from './choose-lines.ts'

/**
 * An item that cannot be ordered as the customer saw it: gone from its market, sold out, or
 * dearer than `shown` (the yen the customer was shown). A cheaper one can: it is ordered at its
 * price now, which the order shows (docs/orders.md, "A market item's price").
 */
export function refuseUnorderable(
  ctx: RequestContext,
  market: Parameters<typeof shopName>[0],
  item: MarketItem | null,
  { name, shown }: { name: string; shown: number | undefined },
): asserts item is MarketItem {
  if (!item) {
    throw new Conflict('order.productGone', { name, market: shopName(market, ctx.lang) })
  }
  const named = marketItemName(item, ctx.lang)
  if (isSoldOut(item)) throw new Conflict('markets.soldOut', { name: named })
  if (shown !== undefined && item.price > shown) {
    throw new Conflict('order.priceRose', {
      name: named,
      was: { jpy: shown },
      price: { jpy: item.price },
    })
  }
}

/**
 * Before an order's transaction (a market's answer must not be awaited holding the cart's lock):
 * each market line the order takes, looked up now past the cache (issue 18). Each line's snapshot
 * is brought up to date first, so a refusal leaves the cart showing why: 'Product not found', the
 * sold-out tag, or the new price, which the customer sees before ordering again. Lines not in the
 * cart are left to `chooseLines`, which refuses them in the transaction.
 */
export async function freshMarketItems(
  ctx: RequestContext,
  markets: Markets,
  uid: string,
  { shopId, productIds }: Pick<LineChoice, 'shopId' | 'productIds'>,
): Promise<FreshItems> {
  const wanted = new Set(productIds)
  const lines = (await readCartLines(ctx, uid)).filter(
    (line) =>
      !isOwnShop(line.shop_id) &&
      (shopId === undefined || line.shop_id === shopId) &&
      wanted.has(String(line.product_id)),
  )
  const looks = await lookUpMarketLines(ctx, markets, lines, { fresh: true })
  const fresh = new Map<string, MarketItem>()
  for (const { line, item } of looks) {
    refuseUnorderable(ctx, line.shop_id, item, { name: line.name, shown: line.price })
    fresh.set(String(line.product_id), item)
  }
  return fresh
}
