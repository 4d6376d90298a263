import {
  type CartShop,
  isOwnShop,
  type MarketItem,
  parseVariantLineKey,
  type ShipmentMethodId,
} from '@kaimono/contracts'
import { Conflict, Invalid, type Message } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { lineWithItem, type OrderLine, type readCartLines } from '../../cart/index.ts'
import { productFacts } from '../../catalog/index.ts'

/** A line of the customer's cart as checkout reads it (with its sizes, bans and line id). */
export type CartLine = Awaited<ReturnType<typeof readCartLines>>[number]

/** What a market said of each market line's item before the transaction, by the line's key. */
export type FreshItems = ReadonlyMap<string, MarketItem>

/** What an order asks of the cart: these products (line keys), of one shop when it says which. */
export type LineChoice = {
  shopId?: CartShop
  productIds: readonly string[]
  shipmentMethod: ShipmentMethodId
}

/** A line banned from the method (catalogue flags) stops the checkout with a 422. */
export function refuseBanned(lines: readonly OrderLine[], method: ShipmentMethodId) {
  const banned = lines.find((line) =>
    method === 'air' ? line.dims?.bannedAir : line.dims?.bannedSea,
  )
  if (banned) {
    const message: Message = { key: 'order.banned', vars: { name: banned.name } }
    throw new Invalid({ shipment_method_id: [message] }, message.key, message.vars)
  }
}

/** How a product missing from the cart is named in the 409: the catalogue's name, else its key. */
async function productName(ctx: RequestContext, key: string): Promise<string> {
  // A line of a size and colour is keyed `123~size=M~color=black`: the product is 123.
  const id = parseVariantLineKey(key)?.productId ?? key
  const row = /^\d{1,9}$/.test(id) ? (await productFacts(ctx, [Number(id)])).get(Number(id)) : null
  return row?.name[ctx.lang] ?? key
}

/**
 * Step 1 of an order: the cart lines it takes. Each product named must still be in the cart and
 * buyable (else a 409 naming it: the second of two checkouts of one selection gets it), all of
 * one shop (else a 422), priced by the server and allowed by the method. A market line is
 * priced as its market answered before the transaction (`fresh`, issue 18), never as stored.
 */
export async function chooseLines(
  ctx: RequestContext,
  cart: readonly CartLine[],
  { shopId, productIds, shipmentMethod }: LineChoice,
  fresh: FreshItems,
): Promise<CartLine[]> {
  const chosen: CartLine[] = []
  for (const productId of productIds) {
    const line = cart.find(
      (candidate) =>
        String(candidate.product_id) === productId &&
        (shopId === undefined || candidate.shop_id === shopId) &&
        candidate.available,
    )
    // A market line that came into the cart after its market was asked is not priced: as gone.
    const item = line && !isOwnShop(line.shop_id) ? fresh.get(productId) : undefined
    if (!line || (!isOwnShop(line.shop_id) && !item)) {
      const name = line?.name ?? (await productName(ctx, productId))
      throw new Conflict('order.notInCart', { name })
    }
    const priced = item ? lineWithItem(line, item, ctx.lang) : line
    if (!chosen.some((other) => other.lineId === priced.lineId)) chosen.push(priced)
  }
  if (new Set(chosen.map((line) => line.shop_id)).size !== 1) {
    throw new Invalid({ 'order_info.items': ['order.mixedShops'] }, 'order.mixedShops')
  }
  refuseBanned(chosen, shipmentMethod)
  return chosen
}
