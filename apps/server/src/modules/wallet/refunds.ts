import { ORDER_REFERENCE_TYPE } from '@kaimono/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../platform/http/context.ts'
import { type Delivery, insertNotifications } from '../notifications/index.ts'
import type { AfterOrderMove } from '../orders/index.ts'
import { post } from './ledger.ts'
import { transactionReferences, transactions } from './schema.ts'

/** The statuses an order is given up in: what the customer paid for it goes back. */
const GIVEN_UP = new Set(['Cancelled', 'OutOfStock'])

/**
 * What the ledger holds for an order: paid for it (its `order_payment` rows) less what was
 * refunded already. Both kinds reference the order's code.
 */
async function owedFor(
  ctx: RequestContext,
  code: string,
): Promise<{ owed: number; walletId: number | null }> {
  const [row] = await ctx.db
    .select({
      paid: sql<string>`coalesce(sum(case when ${transactions.transactionTypeId} = 'order_payment' then -${transactions.amount} else 0 end), 0)`,
      refunded: sql<string>`coalesce(sum(case when ${transactions.transactionTypeId} = 'refund' then ${transactions.amount} else 0 end), 0)`,
      walletId: sql<number | null>`min(${transactions.walletId})`,
    })
    .from(transactionReferences)
    .innerJoin(transactions, eq(transactions.id, transactionReferences.transactionId))
    .where(
      and(
        eq(transactionReferences.receiptableType, ORDER_REFERENCE_TYPE),
        eq(transactionReferences.receiptableId, code),
        inArray(transactions.transactionTypeId, ['order_payment', 'refund']),
      ),
    )
  return {
    owed: Number(row?.paid ?? 0) - Number(row?.refunded ?? 0),
    walletId: row?.walletId === null || row?.walletId === undefined ? null : Number(row.walletId),
  }
}

/**
 * Issue 22: an order given up after it was paid (cancelled, or out of stock at the supplier) is
 * refunded to the wallet it was paid from, in the transaction of the status change and under the
 * order's lock: a `refund` of what was paid less what was refunded before, referencing the
 * order's code. The key `refund:<code>` makes a second refund of the same order impossible even
 * if two moves raced (OutOfStock then Cancelled refunds once: the second finds nothing owed).
 * The customer is told in the bell.
 */
export const refundGivenUpOrder: AfterOrderMove = async (ctx, { order, to }) => {
  if (!GIVEN_UP.has(to)) return []
  const { owed, walletId } = await owedFor(ctx, order.code)
  if (owed <= 0 || walletId === null) return []
  const row = await post(ctx.db, {
    wallet: walletId,
    type: 'refund',
    amount: owed,
    availableAmount: owed,
    voucherDate: new Date(),
    note: null,
    references: [{ receiptableType: ORDER_REFERENCE_TYPE, receiptableId: order.code }],
    idempotencyKey: `refund:${order.code}`,
    createdBy: ctx.user?.uid ?? null,
  })
  const deliveries: Delivery[] = await insertNotifications(ctx, [
    {
      userId: order.userId,
      orderId: order.id,
      orderCode: order.code,
      content: {
        wallet: { event: 'refund', amount: row.amount, currency_id: 'VND', reference: order.code },
      },
    },
  ])
  return deliveries
}
