import type { RequestContext } from '../../../platform/http/context.ts'
import { idempotent } from '../../../platform/idempotency/idempotent.ts'
import { requireUser } from '../../accounts/index.ts'
import { lockCart, type OrderLine, readCartLines } from '../../cart/index.ts'
import type { Markets } from '../../markets/index.ts'
import type { OrderBasis } from './basis.ts'
import { chooseLines, type LineChoice } from './choose-lines.ts'
import { consumeCart } from './consume-cart.ts'
import { holdBackBursts } from './hold-back-bursts.ts'
import { insertOrder, type OrderFacts } from './insert-order.ts'
import { type MadeOrder, madeOrder } from './made-order.ts'
import { freshMarketItems } from './market-items.ts'
import { priceLines } from './price-lines.ts'
import { creditsToSpend, spendCredits } from './spend-credits.ts'

/** What every order asks, wherever its lines come from. */
export type OrderAsk = Pick<OrderFacts, 'shipmentMethod' | 'note' | 'buyerInfo' | 'key'> & {
  /** What the key's request asked, compared on a retry (ADR 024). */
  asked: unknown
  maxOrdersPerWindow: number
}

/** One shop's order from the cart as an endpoint asks for it. */
export type OrderRequest = LineChoice & OrderAsk

/** How an order gets its lines: read before the transaction, then taken in it, then settled. */
export type OrderSteps<P extends { basis: OrderBasis }, L extends OrderLine> = {
  /** Reads and checks before the transaction (address, rate, a market's answer). */
  prepare: () => Promise<P>
  /** The lines, in the transaction under the customer's cart lock. */
  take: (step: RequestContext, prepared: P) => Promise<readonly L[]>
  /** What the order does to them once made (the cart's lines leave it). */
  settle?: (step: RequestContext, lines: readonly L[]) => Promise<void>
}

/**
 * One order, made once per Idempotency-Key (ADR 024): a retry gets the order made, rebuilt
 * (`replayed`). The steps run in one transaction under the customer's cart lock (ADR 010), so
 * the cart and the customer's credits cannot change between them, and a refusal at any step
 * rolls back the ones before it: no order, no spent credit, no line gone. Nobody is notified:
 * the customer is on the page, and an order's first notification is its first move.
 */
export async function makeOrder<P extends { basis: OrderBasis }, L extends OrderLine>(
  ctx: RequestContext,
  request: OrderAsk,
  { prepare, take, settle }: OrderSteps<P, L>,
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
      run: (db, prepared, requestHash) =>
        lockCart({ ...ctx, db }, user.uid, async (tx) => {
          const step = { ...ctx, db: tx }
          await holdBackBursts(step, user.uid, request.maxOrdersPerWindow)
          const lines = await take(step, prepared)
          const credits = await creditsToSpend(step, user.uid)
          const price = priceLines(lines, {
            shipmentMethod: request.shipmentMethod,
            basis: prepared.basis,
            credits: credits.map((credit) => credit.creditVnd),
          })
          const order = await insertOrder(step, lines, price, prepared.basis, {
            ...request,
            user,
            requestHash,
          })
          await spendCredits(step, credits, price, order.id)
          await settle?.(step, lines)
          return { result: order, effect: order.id }
        }),
      replay: (db, effect) => madeOrder(db, Number(effect)),
    },
  )
  return { order: result, replayed }
}

/**
 * One shop's order from the customer's cart: its market lines looked up again past the cache
 * before the transaction (issue 18), the lines chosen, priced and ordered in it, then out of the
 * cart (§4).
 */
export async function placeOrder(
  ctx: RequestContext,
  markets: Markets,
  request: OrderRequest,
  prepareBasis: () => Promise<OrderBasis>,
): Promise<{ order: MadeOrder; replayed: boolean }> {
  const user = requireUser(ctx)
  return makeOrder(ctx, request, {
    prepare: async () => {
      const basis = await prepareBasis()
      return { basis, fresh: await freshMarketItems(ctx, markets, user.uid, request) }
    },
    take: async (step, { fresh }) =>
      chooseLines(step, await readCartLines(step, user.uid), request, fresh),
    settle: consumeCart,
  })
}
