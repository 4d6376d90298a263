import { type CartShop, parseVariantLineKey, type ShipmentMethodId } from '@kaimono/contracts'
import { Conflict, Invalid, type Message } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import type { readCartLines } from '../../cart/index.ts'
import { productFacts } from '../../catalog/index.ts'

/** A line of the customer's cart as checkout reads it (with its sizes, bans and line id). */
export type CartLine = Awaited<ReturnType<typeof readCartLines>>[number]

/** What an order asks of the cart: these products (line keys), of one shop when it says which. */
export type LineChoice = {
  shopId?: CartShop
  productIds: readonly string[]
  shipmentMethod: ShipmentMethodId
}

/**
 * Issue 14: a market line's price came from the client. Until the markets issue checks it with
 * its market, such a line stays in the cart but is neither quoted nor ordered: a 409 naming it.
 */
export function refuseUnverified(lines: readonly CartLine[]) {
  const unverified = lines.filter((line) => !line.verified)
  if (unverified.length === 0) return
  const names = unverified.map((line) => `${line.name} (${line.shop_id})`).join(', ')
  throw new Conflict('order.unverified', { names })
}

/** A line banned from the method (catalogue flags) stops the checkout with a 422. */
export function refuseBanned(lines: readonly CartLine[], method: ShipmentMethodId) {
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
 * one shop (else a 422), priced by the server (issue 14) and allowed by the method.
 */
export async function chooseLines(
  ctx: RequestContext,
  cart: readonly CartLine[],
  { shopId, productIds, shipmentMethod }: LineChoice,
): Promise<CartLine[]> {
  const chosen: CartLine[] = []
  for (const productId of productIds) {
    const line = cart.find(
      (candidate) =>
        String(candidate.product_id) === productId &&
        (shopId === undefined || candidate.shop_id === shopId) &&
        candidate.available,
    )
    if (!line) {
      const name = await productName(ctx, productId)
      throw new Conflict('order.notInCart', { name })
    }
    if (!chosen.includes(line)) chosen.push(line)
  }
  if (new Set(chosen.map((line) => line.shop_id)).size !== 1) {
    throw new Invalid({ 'order_info.items': ['order.mixedShops'] }, 'order.mixedShops')
  }
  refuseUnverified(chosen)
  refuseBanned(chosen, shipmentMethod)
  return chosen
}
