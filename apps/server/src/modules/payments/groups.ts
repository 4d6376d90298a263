import {
  type BankAccount,
  type OrderStatusId,
  orderPayment,
  type PaymentGroup,
  type PaymentGroupInput,
} from '@kaimono/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import { Conflict, NotFound } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { requireUser } from '../accounts/index.ts'
import { canMoveOrder, type OrderRow, ordersByIds } from '../orders/index.ts'
import { paymentGroupOrders, paymentGroups } from './schema.ts'
import { transferOf } from './service.ts'

/** An order a transfer can still pay: it may move to Paid (Newish, Pending). */
export const isPayable = (status: string) => canMoveOrder(status as OrderStatusId, 'Paid')

/** What a payment shows of an order. */
const figuresOf = (order: OrderRow) => ({
  id: order.id,
  code: order.code,
  shop_id: order.shopId,
  status_id: order.statusId,
  total_payment: order.totalPayment,
  estimated_freight_charge: order.estimatedFreightCharge,
  invitation_credit: order.invitationCredit,
})
type OrderFigures = { status_id: string; total_payment: number } & Record<
  'estimated_freight_charge' | 'invitation_credit',
  number
>

/** What an order asks to be paid, as its page shows it (§2, §4). */
export const orderTotal = (order: OrderFigures) =>
  orderPayment({ ...order, status_id: order.status_id as OrderStatusId }).total

/**
 * POST /api/payment-groups: the customer's orders to pay with one transfer. Every order must be
 * theirs (else a 404 that does not say which exist) and still payable (else a 409 naming it).
 * The same orders give the same group, so its code never changes under a customer's feet.
 */
export async function createPaymentGroup(
  ctx: RequestContext,
  bank: BankAccount,
  input: PaymentGroupInput,
): Promise<{ group: PaymentGroup; created: boolean }> {
  const user = requireUser(ctx)
  const ids = [...input.order_ids].sort((a, b) => a - b)
  const { groupId, created } = await ctx.db.transaction(async (tx) => {
    const rows = (await ordersByIds({ ...ctx, db: tx }, ids, user.uid)).map(figuresOf)
    if (rows.length !== ids.length) throw new NotFound()
    const unpayable = rows.find((row) => !isPayable(row.status_id))
    if (unpayable) {
      throw new Conflict('payment.notPayable', {
        code: unpayable.code,
        status: unpayable.status_id,
      })
    }
    const orderIds = ids.join(',')
    const [inserted] = await tx
      .insert(paymentGroups)
      .values({ userId: user.uid, orderIds })
      .onConflictDoNothing({ target: [paymentGroups.userId, paymentGroups.orderIds] })
      .returning({ id: paymentGroups.id })
    if (inserted) {
      await tx
        .insert(paymentGroupOrders)
        .values(ids.map((orderId) => ({ groupId: inserted.id, orderId })))
      return { groupId: inserted.id, created: true }
    }
    const [existing] = await tx
      .select({ id: paymentGroups.id })
      .from(paymentGroups)
      .where(and(eq(paymentGroups.userId, user.uid), eq(paymentGroups.orderIds, orderIds)))
    if (!existing) throw new Error('payment group conflicted but is not there')
    return { groupId: existing.id, created: false }
  })
  const group = await getPaymentGroup(ctx, bank, groupId)
  return { group, created }
}

/** GET /api/payment-groups/{id}: one of your payment groups; another customer's is a 404. */
export async function getPaymentGroup(
  ctx: RequestContext,
  bank: BankAccount,
  id: number,
): Promise<PaymentGroup> {
  const user = requireUser(ctx)
  const [group] = await ctx.db
    .select({ id: paymentGroups.id, code: paymentGroups.code })
    .from(paymentGroups)
    .where(and(eq(paymentGroups.id, id), eq(paymentGroups.userId, user.uid)))
  if (!group) throw new NotFound()
  const rows = await ordersOfGroups(ctx, [group.id])
  const groupOrders = rows.map((row) => ({
    id: row.id,
    code: row.code,
    shop_id: row.shop_id,
    status_id: row.status_id as OrderStatusId,
    total: orderTotal(row),
    payable: isPayable(row.status_id),
  }))
  const amount = groupOrders
    .filter((order) => order.payable)
    .reduce((sum, order) => sum + order.total, 0)
  return {
    id: group.id,
    code: group.code,
    orders: groupOrders,
    amount,
    transfer: amount > 0 ? await transferOf(ctx, bank, amount, group.code) : null,
  }
}

/** The orders of some payment groups, by id, oldest first. */
export async function ordersOfGroups(ctx: DbContext, groupIds: number[]) {
  const links = await ctx.db
    .selectDistinct({ orderId: paymentGroupOrders.orderId })
    .from(paymentGroupOrders)
    .where(inArray(paymentGroupOrders.groupId, groupIds))
  return (
    await ordersByIds(
      ctx,
      links.map((link) => link.orderId),
    )
  ).map(figuresOf)
}
