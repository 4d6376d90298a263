import type { CreatedOrder, CreateOrderInput, z } from '@kaimono/contracts'
import { Forbidden } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { checkIdempotencyKey } from '../../../platform/http/idempotency.ts'
import { requireUser } from '../../accounts/index.ts'
import type { Markets } from '../../markets/index.ts'
import { orderBasis } from './basis.ts'
import { directItemOf, placeDirectOrder } from './direct-order.ts'
import { placeOrder } from './place-order.ts'

/**
 * §7 create-retail-order (issue 6): one shop's order from lines of the customer's cart, priced
 * again by the server (nothing the client sent about money is used). The Idempotency-Key makes
 * a retry return the same order; a line no longer in the cart is a 409 and nothing is written.
 * §7 Orders for direct buy (issue 18): a `buyer_info.id` names one market item to buy without
 * the cart, at its market's price now.
 */
export async function createRetailOrder(
  ctx: RequestContext,
  markets: Markets,
  input: z.output<typeof CreateOrderInput>,
  idempotencyKey: string | undefined,
  limits: { maxOrdersPerWindow: number },
): Promise<{ order: CreatedOrder['data']; replayed: boolean }> {
  const user = requireUser(ctx)
  const info = input.order_info
  if (info.customer_id !== user.id) {
    throw new Forbidden()
  }
  const ask = {
    key: checkIdempotencyKey(idempotencyKey, 'order.idempotencyKey'),
    asked: input,
    shipmentMethod: info.shipment_method_id,
    note: info.note ?? null,
    buyerInfo: input.buyer_info ?? null,
    maxOrdersPerWindow: limits.maxOrdersPerWindow,
  }
  const prepareBasis = () => orderBasis(ctx, info, 'order_info.shipment_info')
  if (input.buyer_info?.id !== undefined) {
    return placeDirectOrder(ctx, markets, directItemOf(ctx, input), ask, prepareBasis)
  }
  return placeOrder(
    ctx,
    markets,
    { ...ask, shopId: info.shop_id, productIds: info.items.map((item) => item.product.id) },
    prepareBasis,
  )
}
