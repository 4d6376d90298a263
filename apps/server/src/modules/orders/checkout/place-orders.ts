import type { CartShop, CheckoutInput, z } from '@kaimono/contracts'
import { DomainError } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { checkIdempotencyKey } from '../../../platform/http/idempotency.ts'
import { idempotent } from '../../../platform/idempotency/idempotent.ts'
import { requireUser } from '../../accounts/index.ts'
import type { Markets } from '../../markets/index.ts'
import { type OrderBasis, orderBasis } from './basis.ts'
import type { MadeOrder } from './made-order.ts'
import { placeOrder } from './place-order.ts'

type CheckoutValues = z.output<typeof CheckoutInput>

/** A shop's order refused: which shop, and the error it was refused with. */
export type ShopRefusal = { shop_id: CartShop; error: DomainError }

export type PlacedOrders = { orders: MadeOrder[]; replayed: boolean; refusal?: ShopRefusal }

/** The call's shops in the order they first appear in its items, each with its lines' keys. */
function shopsOf(items: CheckoutValues['items']) {
  const shops = new Map<CartShop, string[]>()
  for (const item of items) {
    shops.set(item.shop_id, [...(shops.get(item.shop_id) ?? []), item.product_id])
  }
  return [...shops].map(([shopId, productIds]) => ({ shopId, productIds }))
}

/** A shop's order's key in a call: no header holds a line break, so no other request has it. */
const shopOrderKey = (key: string, shop: CartShop) => `${key}\n${shop}`

/**
 * A key names one call. It is recorded before the first order, so another call under it is a 409
 * even when the first made none, and when two different calls under one key come at once, the
 * second is that 409. Its effect names the shops, whose orders are each made under their own key.
 */
async function claimKey(
  ctx: RequestContext,
  {
    uid,
    key,
    input,
    shops,
  }: { uid: string; key: string; input: CheckoutValues; shops: CartShop[] },
) {
  await idempotent(
    ctx,
    { scope: `checkout:${uid}`, key, request: input, conflict: 'order.keyReused' },
    { run: async () => ({ result: null, effect: shops.join() }), replay: async () => null },
  )
}

/**
 * Issue 17, §4 Checkout: the orders of several shops in one call, one per shop, one after another
 * in the call's order, each its own transaction as create-retail-order makes it (placeOrder). The
 * first refusal stops the call: the orders made before it stay made (their lines have left the
 * cart), the shops after it are not tried, and the refusal names the shop. A retry under the same
 * key answers the orders made, without making them again, and tries the shops that were not.
 */
export async function placeOrders(
  ctx: RequestContext,
  markets: Markets,
  input: CheckoutValues,
  idempotencyKey: string | undefined,
  limits: { maxOrdersPerWindow: number },
): Promise<PlacedOrders> {
  const user = requireUser(ctx)
  const key = checkIdempotencyKey(idempotencyKey, 'order.idempotencyKey')
  const shops = shopsOf(input.items)
  await claimKey(ctx, { uid: user.uid, key, input, shops: shops.map((shop) => shop.shopId) })
  // Read once, and only when an order is to be made: a retry is answered before any check.
  let basis: Promise<OrderBasis> | undefined
  const prepare = () => (basis ??= orderBasis(ctx, input))
  const placed: PlacedOrders = { orders: [], replayed: true }
  for (const { shopId, productIds } of shops) {
    try {
      const { order, replayed } = await placeOrder(
        ctx,
        markets,
        {
          key: shopOrderKey(key, shopId),
          asked: input,
          shopId,
          productIds,
          shipmentMethod: input.shipment_method_id,
          note: input.note ?? null,
          buyerInfo: input.buyer_info ?? null,
          maxOrdersPerWindow: limits.maxOrdersPerWindow,
        },
        prepare,
      )
      placed.orders.push(order)
      placed.replayed &&= replayed
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      return { ...placed, replayed: false, refusal: { shop_id: shopId, error } }
    }
  }
  return placed
}
