import {
  type Area,
  type areaListSpec,
  type LabelMap,
  type Order,
  type OrderItem,
  type OwningBox,
  type orderItemListSpec,
  orderListSpec,
  type Paged,
  pageEnvelope,
} from '@kaimono/contracts'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { selectPage } from '../../platform/db/paging.ts'
import { NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireUser } from '../accounts/index.ts'
import { variantIn } from '../catalog/index.ts'
import { notificationsOfBoxes } from '../notifications/index.ts'
import { shipmentMethodNames } from '../pricing/index.ts'
import { areas, orderItems, orderStatuses, orders, owningBoxes } from './schema.ts'

/** §3 order `type`: every order made so far is a retail order (one shop's cart lines). */
const ORDER_TYPES = {
  retail: { vi: 'Đơn mua lẻ', ja: '小売注文', en: 'Retail order' },
} as const

type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect
type Joined = {
  order: OrderRow
  statusName: (typeof orderStatuses.$inferSelect)['name']
}

const joinedColumns = {
  order: orders,
  statusName: orderStatuses.name,
}

function toItem(row: ItemRow, withProduct: boolean, lang: RequestContext['lang']): OrderItem {
  return {
    id: row.id,
    order_id: row.orderId,
    product_id: row.productId,
    product_key: row.productKey,
    name: row.name,
    variant: variantIn(row.variant, lang),
    image_url: row.imageUrl,
    url: row.url,
    price: row.price,
    tax_percent: row.taxPercent,
    price_with_tax: row.priceWithTax,
    currency_id: row.currencyId,
    quantity: row.quantity,
    balance: row.priceWithTax * row.quantity,
    note: row.note,
    ...(withProduct ? { product: { name: row.name, image_url: row.imageUrl } } : {}),
  }
}

type Parts = {
  include: ReadonlySet<string>
  append: ReadonlySet<string>
  itemsCount?: Map<number, number>
  firstItems?: Map<number, ItemRow>
  /** Shipment methods' names, by id. */
  methods: Map<string, LabelMap>
}

const labelOf = (id: string): LabelMap => ({ vi: id, ja: id, en: id })

function typeOf(type: string, lang: RequestContext['lang']) {
  const name = ORDER_TYPES[type as keyof typeof ORDER_TYPES] ?? labelOf(type)
  return { id: type, name: name[lang], _name: name }
}

function firstItemOf(
  orderId: number,
  parts: Parts,
  lang: RequestContext['lang'],
): OrderItem | null {
  const first = parts.firstItems?.get(orderId)
  return first ? toItem(first, true, lang) : null
}

function toOrder(ctx: RequestContext, { order, statusName }: Joined, parts: Parts): Order {
  const { include, append } = parts
  const user = ctx.user
  const info = order.shipmentInfo
  const methodName = parts.methods.get(order.shipmentMethodId) ?? labelOf(order.shipmentMethodId)
  return {
    id: order.id,
    code: order.code,
    shop_id: order.shopId,
    status_id: order.statusId as Order['status_id'],
    shipment_method_id: order.shipmentMethodId as Order['shipment_method_id'],
    shipment_method: {
      id: order.shipmentMethodId as Order['shipment_method_id'],
      name: methodName[ctx.lang],
      _name: methodName,
    },
    note: order.note,
    created_at: unixSeconds(order.createdAt),
    purchase_cost: order.purchaseCost,
    purchase_cost_currency_id: order.purchaseCostCurrencyId,
    service_fee: order.serviceFee,
    service_fee_currency_id: order.serviceFeeCurrencyId,
    payment_rate: order.paymentRate,
    estimated_freight_charge: order.estimatedFreightCharge,
    invitation_credit: order.invitationCredit,
    total_payment: order.totalPayment,
    shipment_info: {
      consignee: info.consignee,
      address: info.address,
      full_address: info.full_address,
      tel: info.tel,
      note: info.note,
    },
    ...(include.has('status')
      ? {
          status: {
            id: order.statusId as Order['status_id'],
            name: statusName[ctx.lang],
            _name: statusName,
          },
        }
      : {}),
    ...(include.has('type') ? { type: typeOf(order.type, ctx.lang) } : {}),
    ...(include.has('itemsCount') ? { items_count: parts.itemsCount?.get(order.id) ?? 0 } : {}),
    ...(include.has('customer') && user
      ? { customer: { id: order.customerNumber, name: user.name, email: user.email } }
      : {}),
    ...(append.has('first_item') ? { first_item: firstItemOf(order.id, parts, ctx.lang) } : {}),
  }
}

function selectOrders(ctx: RequestContext) {
  return ctx.db
    .select(joinedColumns)
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
}

async function itemCounts(ctx: RequestContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await ctx.db
    .select({ orderId: orderItems.orderId, n: count() })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .groupBy(orderItems.orderId)
  return new Map(rows.map((row) => [row.orderId, row.n]))
}

async function firstItems(ctx: RequestContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, ItemRow>()
  const rows = await ctx.db
    .selectDistinctOn([orderItems.orderId])
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(orderItems.orderId, asc(orderItems.id))
  return new Map(rows.map((row) => [row.orderId, row]))
}

const SORT_COLUMNS = { created_at: orders.createdAt, id: orders.id } as const

/** §7 GET /api/orders (and /api/order/retails): the caller's own orders, newest first. */
export async function listOrders(
  ctx: RequestContext,
  query: ListQuery<typeof orderListSpec>,
  type?: keyof typeof ORDER_TYPES,
): Promise<Paged<Order>> {
  const user = requireUser(ctx)
  const conditions: SQL[] = [eq(orders.userId, user.uid)]
  if (query.filter.status_id) conditions.push(eq(orders.statusId, query.filter.status_id))
  if (type) conditions.push(eq(orders.type, type))
  const where = and(...conditions)
  const orderBy = query.sort.map(({ field, direction }) =>
    direction === 'desc' ? desc(SORT_COLUMNS[field]) : asc(SORT_COLUMNS[field]),
  )
  const [rows, [total], methods] = await Promise.all([
    selectOrders(ctx)
      .where(where)
      .orderBy(...orderBy, desc(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ value: count() }).from(orders).where(where),
    shipmentMethodNames(ctx),
  ])
  const ids = rows.map((row) => row.order.id)
  const parts: Parts = {
    include: query.include,
    append: query.append,
    methods,
    itemsCount: query.include.has('itemsCount') ? await itemCounts(ctx, ids) : undefined,
    firstItems: query.append.has('first_item') ? await firstItems(ctx, ids) : undefined,
  }
  return pageEnvelope(
    rows.map((row) => toOrder(ctx, row, parts)),
    total?.value ?? 0,
    query.page,
    query.perPage,
  )
}

const EVERYTHING: Pick<Parts, 'include' | 'append'> = {
  include: new Set(orderListSpec.includes),
  append: new Set(orderListSpec.appends),
}

/** §7 GET /api/orders/{id}: one of the caller's orders, whole; another customer's is a 404. */
export async function getOrder(ctx: RequestContext, id: number): Promise<Order> {
  const user = requireUser(ctx)
  const [row] = await selectOrders(ctx).where(and(eq(orders.id, id), eq(orders.userId, user.uid)))
  if (!row) throw new NotFound()
  return wholeOrder(ctx, row)
}

/** An order with every part: items count, first item, price breakdown, boxes and their events. */
export async function wholeOrder(ctx: RequestContext, row: Joined): Promise<Order> {
  const [counts, firsts, boxes, methods] = await Promise.all([
    itemCounts(ctx, [row.order.id]),
    firstItems(ctx, [row.order.id]),
    owningBoxesOf(ctx, row.order),
    shipmentMethodNames(ctx),
  ])
  return {
    ...toOrder(ctx, row, { ...EVERYTHING, itemsCount: counts, firstItems: firsts, methods }),
    pricing: row.order.pricing,
    owning_boxes: boxes,
  }
}

/** Staff: any order, whole (the answer of the staff endpoints). */
export async function getAnyOrder(ctx: RequestContext, id: number): Promise<Order> {
  const [row] = await selectOrders(ctx).where(eq(orders.id, id))
  if (!row) throw new NotFound()
  return wholeOrder(ctx, row)
}

async function owningBoxesOf(ctx: RequestContext, order: OrderRow): Promise<OwningBox[]> {
  const boxes = await ctx.db
    .select()
    .from(owningBoxes)
    .where(eq(owningBoxes.orderId, order.id))
    .orderBy(asc(owningBoxes.id))
  if (boxes.length === 0) return []
  const byBox = await notificationsOfBoxes(
    ctx,
    boxes.map((box) => box.id),
  )
  return boxes.map((box) => ({
    id: box.id,
    box_id: box.boxId,
    state: box.state,
    area_id: box.areaId,
    created_at: unixSeconds(box.createdAt),
    notifications: byBox.get(box.id) ?? [],
  }))
}

/** §7 GET /api/order/items: items of the caller's own orders. */
export async function listOrderItems(
  ctx: RequestContext,
  query: ListQuery<typeof orderItemListSpec>,
): Promise<Paged<OrderItem>> {
  const user = requireUser(ctx)
  const own = sql`${orderItems.orderId} in (select ${orders.id} from ${orders} where ${orders.userId} = ${user.uid})`
  const where = query.filter.order_id
    ? and(own, eq(orderItems.orderId, query.filter.order_id))
    : own
  return selectPage(ctx.db, orderItems, {
    page: query.page,
    perPage: query.perPage,
    where,
    orderBy: [asc(orderItems.orderId), asc(orderItems.id)],
    map: (row) => toItem(row, query.include.has('product'), ctx.lang),
  })
}

/** §7 GET /api/areas: the warehouse areas boxes are distributed to. */
export function listAreas(
  ctx: RequestContext,
  query: ListQuery<typeof areaListSpec>,
): Promise<Paged<Area>> {
  return selectPage(ctx.db, areas, {
    ...query,
    orderBy: [asc(areas.position)],
    map: (row) => ({
      id: row.id,
      country_id: row.countryId,
      name: row.name[ctx.lang],
      _name: row.name,
    }),
  })
}
