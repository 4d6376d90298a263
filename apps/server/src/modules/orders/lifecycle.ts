import type { BoxEventKind, NotificationContent, OrderStatusId } from '@kaimono/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { Conflict, NotFound } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { requireUser } from '../accounts/index.ts'
import { earnInvitationCredit, withdrawInvitationCredit } from '../invitations/index.ts'
import { type Delivery, insertNotifications, publishNotifications } from '../notifications/index.ts'
import { orderStatusChanges, orders } from './schema.ts'

/**
 * The order state machine (docs/orders.md). An order is paid, bought from the supplier, received
 * in the warehouse, debited (shipping charged) and finished; it can be cancelled until it is
 * bought, and goes out of stock when the supplier cannot deliver. Any other move is a 409.
 */
export const ORDER_TRANSITIONS: Record<OrderStatusId, readonly OrderStatusId[]> = {
  Newish: ['Pending', 'Paid', 'Cancelled'],
  Pending: ['Paid', 'Cancelled'],
  Paid: ['PaidToSupplier', 'OutOfStock', 'Cancelled'],
  PaidToSupplier: ['WaitingToReceive', 'OutOfStock'],
  WaitingToReceive: ['ReceivedAtWarehouse', 'OutOfStock'],
  ReceivedAtWarehouse: ['Debited', 'Finish'],
  Debited: ['Finish'],
  OutOfStock: ['Cancelled'],
  Finish: [],
  Cancelled: [],
}

export const canMoveOrder = (from: OrderStatusId, to: OrderStatusId): boolean =>
  ORDER_TRANSITIONS[from].includes(to)

export type OrderRow = typeof orders.$inferSelect

/** Orders by id, oldest first; with `owner`, only that customer's (others' are left out). */
export async function ordersByIds(
  ctx: DbContext,
  ids: readonly number[],
  owner?: string,
): Promise<OrderRow[]> {
  if (ids.length === 0) return []
  return ctx.db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), owner ? eq(orders.userId, owner) : undefined))
    .orderBy(asc(orders.id))
}

/** The order, locked for the rest of the caller's transaction (status moves and box events). */
export async function lockOrder(ctx: DbContext, orderId: number) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw new NotFound()
  return order
}

/**
 * Moves a locked order to `to` inside the caller's transaction (`ctx.db`): the status, a line of
 * history and the customer's notification. Publish the returned delivery once it commits.
 */
export async function moveOrderInTransaction(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  order: OrderRow,
  to: OrderStatusId,
  note: string | null = null,
): Promise<{ order: OrderRow; deliveries: Delivery[] }> {
  const from = order.statusId as OrderStatusId
  if (!canMoveOrder(from, to)) {
    throw new Conflict('order.transition', { from, to, allowed: allowedText(from) })
  }
  const [moved] = await ctx.db
    .update(orders)
    .set({ statusId: to, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning()
  await ctx.db.insert(orderStatusChanges).values({
    orderId: order.id,
    fromStatusId: from,
    toStatusId: to,
    note,
    byUserId: ctx.user?.uid ?? null,
  })
  // ADR 012: an invited customer's first paid order earns the inviter's credit; an order that
  // is not delivered after all (cancelled, out of stock) gives it back to waiting.
  if (to === 'Paid') await earnInvitationCredit(ctx, order)
  else if (to === 'Cancelled' || to === 'OutOfStock') await withdrawInvitationCredit(ctx, order)
  const deliveries = await insertNotifications(ctx, [
    {
      userId: order.userId,
      orderId: order.id,
      orderCode: order.code,
      content: { order_status: { status_id: to, from_status_id: from } },
    },
  ])
  return { order: moved as OrderRow, deliveries }
}

const allowedText = (from: OrderStatusId) => ORDER_TRANSITIONS[from].join(', ') || '—'

/**
 * What another module does in the transaction of an order's move, after it, with the order still
 * locked: the wallet refunds a paid order that is cancelled or out of stock (issue 22). Orders
 * cannot import the wallet (the wallet charges orders), so the app hands it in.
 */
export type AfterOrderMove = (
  ctx: RequestContext,
  move: { order: OrderRow; from: OrderStatusId; to: OrderStatusId },
) => Promise<Delivery[]>

/**
 * Moves a locked order and runs `afterMove` in the same transaction: the status, its history,
 * the customer's notification and (for a paid order cancelled) the refund commit together.
 */
async function moveWith(
  ctx: RequestContext,
  order: OrderRow,
  to: OrderStatusId,
  note: string | null,
  afterMove: AfterOrderMove | undefined,
) {
  const from = order.statusId as OrderStatusId
  const moved = await moveOrderInTransaction(ctx, order, to, note)
  const more = afterMove ? await afterMove(ctx, { order: moved.order, from, to }) : []
  return { order: moved.order, deliveries: [...moved.deliveries, ...more] }
}

/** Staff: moves an order (locked, checked, recorded, notified) and tells the customer's pages. */
export async function advanceOrder(
  ctx: RequestContext,
  orderId: number,
  to: OrderStatusId,
  note: string | null,
  afterMove?: AfterOrderMove,
): Promise<OrderRow> {
  const { order, deliveries } = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    return moveWith(inTx, await lockOrder(inTx, orderId), to, note, afterMove)
  })
  await publishNotifications(ctx, deliveries)
  return order
}

/** The statuses a customer may cancel their own order in: before any money is taken for it. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatusId[] = ['Newish', 'Pending']

/**
 * Issue 22: the customer cancels their own order while it is Newish or Pending (nothing paid,
 * nothing bought). Under the order's lock, so a payment arriving at the same moment either pays
 * it first (then this is a 409) or finds it cancelled and leaves the money in the wallet.
 * Another customer's order is a 404, as if it did not exist.
 */
export async function cancelOwnOrder(
  ctx: RequestContext,
  orderId: number,
  reason: string | null,
  afterMove?: AfterOrderMove,
): Promise<OrderRow> {
  const user = requireUser(ctx)
  const { order, deliveries } = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    const order = await lockOrder(inTx, orderId)
    if (order.userId !== user.uid) throw new NotFound()
    if (!CUSTOMER_CANCELLABLE.includes(order.statusId as OrderStatusId)) {
      throw new Conflict('order.cannotCancel', { code: order.code, status: order.statusId })
    }
    return moveWith(inTx, order, 'Cancelled', reason, afterMove)
  })
  await publishNotifications(ctx, deliveries)
  return order
}

/**
 * A box's warehouse events as a state machine (docs/orders.md): the state is the box's last
 * event, `null` before its first. Each entry lists the events that may follow.
 */
export const BOX_TRANSITIONS: Record<BoxEventKind | 'new', readonly BoxEventKind[]> = {
  new: ['distributed', 'cancelled'],
  distributed: ['pick_in_container', 'shipping', 'cancel_distributed', 'cancelled'],
  cancel_distributed: ['distributed', 'cancelled'],
  pick_in_container: ['pick_out_container'],
  pick_out_container: ['distributed', 'shipping'],
  shipping: ['received', 'refunded'],
  received: ['refunded'],
  refunded: [],
  cancelled: [],
}

export const canRecordBoxEvent = (state: BoxEventKind | null, kind: BoxEventKind): boolean =>
  BOX_TRANSITIONS[state ?? 'new'].includes(kind)

/** Order statuses in which the warehouse holds (or ships) the order's goods in boxes. */
export const BOX_STATUSES: readonly OrderStatusId[] = [
  'WaitingToReceive',
  'ReceivedAtWarehouse',
  'Debited',
  'Finish',
]

export type BoxEventInput = { kind: BoxEventKind } & Omit<NotificationContent, 'order_status'>
