import type {
  Notification,
  NotificationContent,
  NotificationList,
  notificationListSpec,
} from '@kaimono/contracts'
import { pageEnvelope } from '@kaimono/contracts'
import { and, count, desc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { EventBus } from '../../platform/events.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { busFanOut } from '../../platform/sse/index.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireUser } from '../accounts/index.ts'
import { notifications } from './schema.ts'

export const NOTIFICATION_CHANNEL = 'kaimono:notifications'

/** Streams one customer may hold open on one process at a time (one per tab). */
export const MAX_STREAMS_PER_CUSTOMER = 12

/** A notification and the customer it is for, as it travels between processes. */
export type Delivery = { userId: string; notification: Notification }

export type NewNotification = {
  userId: string
  /** The order it is about; none for an auction's news before its order. */
  orderId?: number
  orderCode?: string
  owningBoxId?: number
  boxId?: string
  content: NotificationContent
}

type Row = typeof notifications.$inferSelect

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    created_at: unixSeconds(row.createdAt),
    read_at: row.readAt ? unixSeconds(row.readAt) : null,
    order_id: row.orderId,
    order_code: row.orderCode,
    box_id: row.boxCode,
    content: row.content,
  }
}

/** Stores notifications in the caller's transaction; publish them once it has committed. */
export async function insertNotifications(
  ctx: DbContext,
  items: NewNotification[],
): Promise<Delivery[]> {
  if (items.length === 0) return []
  const rows = await ctx.db
    .insert(notifications)
    .values(
      items.map((item) => ({
        userId: item.userId,
        orderId: item.orderId ?? null,
        orderCode: item.orderCode ?? null,
        owningBoxId: item.owningBoxId ?? null,
        boxCode: item.boxId ?? null,
        content: item.content,
      })),
    )
    .returning()
  return rows.map((row) => ({ userId: row.userId, notification: toNotification(row) }))
}

/**
 * Sends stored notifications to the customers' open pages. Best effort: a notification is
 * already stored, so a bus failure only delays it until the next page load.
 */
export async function publishNotifications(
  ctx: Pick<RequestContext, 'bus' | 'log'>,
  deliveries: Delivery[],
) {
  for (const delivery of deliveries) {
    await ctx.bus
      .publish(NOTIFICATION_CHANNEL, JSON.stringify(delivery))
      .catch((err) => ctx.log.warn({ err }, 'notification not published'))
  }
}

/** The caller's notifications, newest first, and how many are unread (the bell). */
export async function listNotifications(
  ctx: RequestContext,
  query: ListQuery<typeof notificationListSpec>,
): Promise<NotificationList> {
  const user = requireUser(ctx)
  const own = eq(notifications.userId, user.uid)
  const conditions: SQL[] = [own]
  if (query.filter.read !== undefined) {
    conditions.push(
      query.filter.read ? gt(notifications.readAt, new Date(0)) : isNull(notifications.readAt),
    )
  }
  if (query.filter.order_id) conditions.push(eq(notifications.orderId, query.filter.order_id))
  const where = and(...conditions)
  const [rows, [total], [unread]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ value: count() }).from(notifications).where(where),
    ctx.db
      .select({ value: count() })
      .from(notifications)
      .where(and(own, isNull(notifications.readAt))),
  ])
  const page = pageEnvelope(rows.map(toNotification), total?.value ?? 0, query.page, query.perPage)
  return { ...page, unread: unread?.value ?? 0 }
}

/** Notifications after `lastId`, for a stream that reconnects (SSE Last-Event-ID). */
export async function notificationsSince(
  db: Database,
  userId: string,
  lastId: number,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, lastId)))
    .orderBy(notifications.id)
    .limit(100)
  return rows.map(toNotification)
}

/** The warehouse events of these owning boxes (their notifications), newest first, by box. */
export async function notificationsOfBoxes(
  ctx: DbContext,
  owningBoxIds: number[],
): Promise<Map<number, Notification[]>> {
  const byBox = new Map<number, Notification[]>()
  if (owningBoxIds.length === 0) return byBox
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(inArray(notifications.owningBoxId, owningBoxIds))
    .orderBy(desc(notifications.id))
  for (const row of rows) {
    const list = byBox.get(row.owningBoxId as number) ?? []
    list.push(toNotification(row))
    byBox.set(row.owningBoxId as number, list)
  }
  return byBox
}

/** Marks the caller's listed notifications (or all of them) read; others' ids change nothing. */
export async function markNotificationsRead(
  ctx: RequestContext,
  ids: number[] | undefined,
): Promise<{ unread: number }> {
  const user = requireUser(ctx)
  const own = eq(notifications.userId, user.uid)
  const unread = and(own, isNull(notifications.readAt))
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(unread, inArray(notifications.id, ids)) : unread)
  const [left] = await ctx.db.select({ value: count() }).from(notifications).where(unread)
  return { unread: left?.value ?? 0 }
}

/**
 * One bus subscription per process, handing each delivery to the streams of its customer only
 * (§6: a customer receives only their own notifications).
 */
export function notificationFanOut(bus: EventBus) {
  return busFanOut(bus, NOTIFICATION_CHANNEL, (message) => {
    const delivery = JSON.parse(message) as Delivery
    return { key: delivery.userId, value: delivery.notification }
  })
}
