import type {
  BoxEventInput,
  BoxEventKind,
  NotificationContent,
  OrderStatusId,
} from '@kaimono/contracts'
import { eq, inArray } from 'drizzle-orm'
import { Conflict, type FieldMessages, Invalid, NotFound } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { requireStaff } from '../accounts/index.ts'
import { insertNotifications, publishNotifications } from '../notifications/index.ts'
import { BOX_STATUSES, BOX_TRANSITIONS, canRecordBoxEvent, lockOrder } from './lifecycle.ts'
import { areas, owningBoxes } from './schema.ts'

export type BoxRow = typeof owningBoxes.$inferSelect

/** Staff: a warehouse box (its SKU) now holds this order's goods. */
export async function addBox(ctx: RequestContext, orderId: number, boxId: string): Promise<BoxRow> {
  requireStaff(ctx)
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder({ ...ctx, db: tx }, orderId)
    if (!BOX_STATUSES.includes(order.statusId as OrderStatusId)) {
      throw new Conflict('box.orderStatus', { status: order.statusId })
    }
    const [box] = await tx
      .insert(owningBoxes)
      .values({ orderId, boxId })
      .onConflictDoNothing({ target: owningBoxes.boxId })
      .returning()
    if (!box) throw new Conflict('box.taken', { box: boxId })
    return box
  })
}

/** The areas an event names must exist; moving between areas needs two different ones. */
async function checkAreas(ctx: DbContext, event: BoxEventInput) {
  const named =
    event.kind === 'pick_in_container'
      ? [event.from_area_id, event.to_area_id]
      : 'area_id' in event
        ? [event.area_id]
        : []
  if (named.length === 0) return
  if (event.kind === 'pick_in_container' && event.from_area_id === event.to_area_id) {
    throw new Invalid({ to_area_id: ['box.sameArea'] })
  }
  const found = new Set(
    (await ctx.db.select({ id: areas.id }).from(areas).where(inArray(areas.id, named))).map(
      (row) => row.id,
    ),
  )
  const errors: FieldMessages = {}
  const fields =
    event.kind === 'pick_in_container'
      ? { from_area_id: event.from_area_id, to_area_id: event.to_area_id }
      : { area_id: named[0] as string }
  for (const [field, area] of Object.entries(fields)) {
    if (!found.has(area)) errors[field] = [{ key: 'box.unknownArea', vars: { area } }]
  }
  if (Object.keys(errors).length > 0) throw new Invalid(errors)
}

/** §3 Notification content for an event: its one key and the areas it names. */
function contentOf(event: BoxEventInput): NotificationContent {
  switch (event.kind) {
    case 'distributed':
    case 'pick_out_container':
      return { [event.kind]: { area_id: event.area_id } }
    case 'pick_in_container':
      return {
        pick_in_container: { from_area_id: event.from_area_id, to_area_id: event.to_area_id },
      }
    default:
      return { [event.kind]: {} }
  }
}

/** Where the box is after the event: put in an area, on its way to one, or out of the warehouse. */
function areaAfter(event: BoxEventInput, current: string | null): string | null {
  switch (event.kind) {
    case 'distributed':
    case 'pick_out_container':
      return event.area_id
    case 'pick_in_container':
      return event.to_area_id
    case 'cancel_distributed':
      return current
    default:
      return null
  }
}

/**
 * Staff: records a warehouse event of a box (docs/orders.md: which event may follow which),
 * moves the box, and notifies the order's customer; their open pages hear of it at once.
 */
export async function recordBoxEvent(
  ctx: RequestContext,
  boxId: string,
  event: BoxEventInput,
): Promise<BoxRow> {
  requireStaff(ctx)
  const { box, deliveries } = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: owningBoxes.orderId })
      .from(owningBoxes)
      .where(eq(owningBoxes.boxId, boxId))
    if (!found) throw new NotFound()
    // The order first, then the box: the same lock order as status moves.
    const order = await lockOrder({ ...ctx, db: tx }, found.orderId)
    const [current] = await tx
      .select()
      .from(owningBoxes)
      .where(eq(owningBoxes.boxId, boxId))
      .for('update')
    if (!current) throw new NotFound()
    if (!BOX_STATUSES.includes(order.statusId as OrderStatusId)) {
      throw new Conflict('box.orderStatus', { status: order.statusId })
    }
    const state = current.state as BoxEventKind | null
    if (!canRecordBoxEvent(state, event.kind)) {
      throw new Conflict('box.transition', {
        box: boxId,
        event: event.kind,
        state: state ?? 'new',
        allowed: BOX_TRANSITIONS[state ?? 'new'].join(', ') || '—',
      })
    }
    await checkAreas({ db: tx }, event)
    const [box] = await tx
      .update(owningBoxes)
      .set({ state: event.kind, areaId: areaAfter(event, current.areaId) })
      .where(eq(owningBoxes.id, current.id))
      .returning()
    const deliveries = await insertNotifications({ db: tx }, [
      {
        userId: order.userId,
        orderId: order.id,
        orderCode: order.code,
        owningBoxId: current.id,
        boxId: current.boxId,
        content: contentOf(event),
      },
    ])
    return { box: box as BoxRow, deliveries }
  })
  await publishNotifications(ctx, deliveries)
  return box
}
