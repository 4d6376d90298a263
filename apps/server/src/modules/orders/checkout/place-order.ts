import type { RequestContext } from '../../../platform/http/context.ts'
import { idempotent } from '../../../platform/idempotency/idempotent.ts'
import { requireUser } from '../../accounts/index.ts'
import { lockCart, readCartLines } from '../../cart/index.ts'
import type { OrderBasis } from './basis.ts'
import { chooseLines, type LineChoice } from './choose-lines.ts'
import { consumeCart } from './consume-cart.ts'
import { holdBackBursts } from './hold-back-bursts.ts'
import { insertOrder, type OrderFacts } from './insert-order.ts'
import { type MadeOrder, madeOrder } from './made-order.ts'
import { priceLines } from './price-lines.ts'
import { creditsToSpend, spendCredits } from './spend-credits.ts'

/** One shop's order as an endpoint asks for it. */
export type OrderRequest = LineChoice &
  Pick<OrderFacts, 'note' | 'buyerInfo' | 'key'> & {
    /** What the key's request asked, compared on a retry (ADR 024). */
    asked: unknown
    maxOrdersPerWindow: number
  }

/**
 * One shop's order from the customer's cart, made once per Idempotency-Key (ADR 024): a retry
 * gets the order made, rebuilt (`replayed`). The steps run in one transaction under the
 * customer's cart lock (ADR 010), so the cart cannot change between them, and a refusal at any
 * step rolls back the ones before it: no order, no spent credit, no line gone. Nobody is
 * notified: the customer is on the page, and an order's first notification is its first move.
 */
export async function placeOrder(
  ctx: RequestContext,
  request: OrderRequest,
  prepare: () => Promise<OrderBasis>,
): Promise<{ order: MadeOrder; replayed: boolean }> {
  const user = requireUser(ctx)
  const { result, replayed } = await idempotent(
    ctx,
    {
      scope: `orders:${user.uid}`,
      key: request.key,
      request: request.asked,
      conflict: 'order.keyReused',
    },
    {
      prepare,
      run: (db, basis, requestHash) =>
        lockCart({ ...ctx, db }, user.uid, async (tx) => {
          const step = { ...ctx, db: tx }
          await holdBackBursts(step, user.uid, request.maxOrdersPerWindow)
          const cart = await readCartLines(step, user.uid)
          const lines = await chooseLines(step, cart, request)
          const credits = await creditsToSpend(step, user.uid)
          const price = priceLines(lines, {
            shipmentMethod: request.shipmentMethod,
            basis,
            credits: credits.map((credit) => credit.creditVnd),
          })
          const order = await insertOrder(step, lines, price, basis, {
            ...request,
            user,
            requestHash,
          })
          await spendCredits(step, credits, price, order.id)
          await consumeCart(step, lines)
          return { result: order, effect: order.id }
        }),
      replay: (db, effect) => madeOrder(db, Number(effect)),
    },
  )
  return { order: result, replayed }
}
