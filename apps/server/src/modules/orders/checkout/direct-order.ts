import {
  type CartShop,
  type CreateOrderInput,
  canBuyMore,
  type DirectQuoteInput,
  type Quote,
  shopName,
  type z,
} from '@kaimono/contracts'
import { Invalid, type Message, NotFound } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { requireUser } from '../../accounts/index.ts'
import { itemLine, type OrderLine, sizeOf } from '../../cart/index.ts'
import { isBuyableMarket, type Markets } from '../../markets/index.ts'
import type { OrderBasis } from './basis.ts'
import type { MadeOrder } from './made-order.ts'
import { refuseUnorderable } from './market-items.ts'
import { makeOrder, type OrderAsk } from './place-order.ts'
import { quoteLines } from './quote.ts'

/**
 * The item a direct buy names (§2 Direct checkout, §7 Orders for direct buy): a market's item by
 * its id, how many, its size where it has sizes, and the yen the customer was shown, if said.
 */
export type DirectItem = {
  shopId: CartShop
  itemId: string
  quantity: number
  size: string | undefined
  shown: number | undefined
}

/** Where a direct buy's fields are in the request: create-retail-order's, or the quote's. */
type Fields = { shop: string; quantity: string }

/** A market's item, and as many as its market sells at once (§5: 1 unless can-buy-more). */
function checkDirect(ctx: RequestContext, item: DirectItem, fields: Fields): DirectItem {
  if (!isBuyableMarket(item.shopId)) {
    throw new Invalid({ [fields.shop]: ['order.directShop'] }, 'order.directShop')
  }
  if (item.quantity > 1 && !canBuyMore(item.shopId)) {
    const message = {
      key: 'order.onlyOne',
      vars: { market: shopName(item.shopId, ctx.lang) },
    } satisfies Message
    throw new Invalid({ [fields.quantity]: [message] }, message.key, message.vars)
  }
  return item
}

/**
 * §7 create-retail-order for a direct buy: `buyer_info` names the item (`id`, `quantity`, `size`;
 * `price` is what the page showed), `order_info.shop_id` its market.
 */
export function directItemOf(
  ctx: RequestContext,
  { order_info: info, buyer_info: buyer }: z.output<typeof CreateOrderInput>,
): DirectItem {
  if (!info.shop_id) throw new Invalid({ 'order_info.shop_id': ['validation.required'] })
  return checkDirect(
    ctx,
    {
      shopId: info.shop_id,
      itemId: String(buyer?.id ?? ''),
      quantity: buyer?.quantity ?? info.items[0]?.quantity ?? 1,
      size: buyer?.size,
      shown: buyer?.price,
    },
    { shop: 'order_info.shop_id', quantity: 'buyer_info.quantity' },
  )
}

/**
 * A direct buy's one line: the item as its market answers now (`fresh`: past the cache, for the
 * order; `fields`, where the request's size is). No such item is a 404 'Product not found'; a sold-out one, or one dearer than the page
 * showed, a 409 naming it; a market that is down its 503.
 */
async function directLine(
  ctx: RequestContext,
  markets: Markets,
  item: DirectItem,
  { fresh, fields }: { fresh: boolean; fields: string },
): Promise<OrderLine> {
  const reader = markets.reader(item.shopId)
  const found = fresh
    ? await reader.freshDetail(item.itemId)
    : await reader.detail(item.itemId, new AbortController().signal)
  if (!found) throw new NotFound('markets.productNotFound')
  refuseUnorderable(ctx, item.shopId, found, { name: found.name, shown: item.shown })
  const size = sizeOf(found, item.size === undefined ? {} : { size: item.size }, fields)
  return itemLine(item.shopId, found, { quantity: item.quantity, size }, ctx.lang)
}

/**
 * §2 Direct checkout's order: one market item bought without the cart, made as the cart's orders
 * are (makeOrder: one Idempotency-Key, the customer's lock, the same pricing, credits spent), the
 * item looked up past the cache before the transaction; the cart is left as it is.
 */
export async function placeDirectOrder(
  ctx: RequestContext,
  markets: Markets,
  item: DirectItem,
  ask: OrderAsk,
  prepareBasis: () => Promise<OrderBasis>,
): Promise<{ order: MadeOrder; replayed: boolean }> {
  return makeOrder(ctx, ask, {
    prepare: async () => {
      const basis = await prepareBasis()
      const line = await directLine(ctx, markets, item, {
        fresh: true,
        fields: 'buyer_info.',
      })
      return { basis, line }
    },
    take: async (_, { line }) => [line],
  })
}

/**
 * The direct checkout's pricing table: the item at its adapter's price (the guard's cache) to
 * the customer's address, by the function its order will be priced with, with their credits.
 */
export async function quoteDirect(
  ctx: RequestContext,
  markets: Markets,
  input: z.output<typeof DirectQuoteInput>,
): Promise<Quote> {
  requireUser(ctx)
  const item = checkDirect(
    ctx,
    {
      shopId: input.shop_id,
      itemId: input.product_id,
      quantity: input.quantity,
      size: input.size,
      shown: undefined,
    },
    { shop: 'shop_id', quantity: 'quantity' },
  )
  const price = await quoteLines(
    ctx,
    { addressId: input.address_id, method: input.shipment_method_id },
    async () => [await directLine(ctx, markets, item, { fresh: false, fields: '' })],
  )
  return { data: { ...price, unavailable: [] } }
}
