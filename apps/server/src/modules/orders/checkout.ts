import {
  type CartShop,
  type CreatedOrder,
  type CreateOrderInput,
  type OrderPrice,
  parseVariantLineKey,
  type Quote,
  type QuoteInput,
  type ShipmentMethodId,
  type ShippingRegion,
  type z,
} from '@kaimono/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import {
  Conflict,
  type FieldMessages,
  Forbidden,
  Invalid,
  type Message,
  TooMany,
} from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { checkIdempotencyKey, requestDigest } from '../../platform/http/idempotency.ts'
import { idempotent } from '../../platform/idempotency/idempotent.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireUser } from '../accounts/index.ts'
import { composeAddress, getAddress, locate, located } from '../addresses/index.ts'
import { lockCart, readCartLines, removeCartLines } from '../cart/index.ts'
import { productFacts } from '../catalog/index.ts'
import { currentRate } from '../fx/index.ts'
import { spendInvitationCredits, unusedInvitationCredits } from '../invitations/index.ts'
import type { PriceLine } from '../pricing/index.ts'
import { loadPriceList, priceCheckout, priceOrder, resolveRegion } from '../pricing/index.ts'
import { orderItems, orders, type ShipmentInfo } from './schema.ts'

type QuoteValues = z.output<typeof QuoteInput>
type OrderValues = z.output<typeof CreateOrderInput>
type ChosenLine = Awaited<ReturnType<typeof readCartLines>>[number]

const keyOf = (shop: string, productId: string | number) => `${shop}:${productId}`

/** Cart lines as pricing sees them: sizes from the catalogue; market items have none yet. */
function priceLine(line: ChosenLine): PriceLine {
  return {
    unitPriceJpy: line.price,
    quantity: line.quantity,
    taxPercent: line.tax_percent,
    weightG: line.dims?.weightG ?? 0,
    widthMm: line.dims?.widthMm ?? 0,
    heightMm: line.dims?.heightMm ?? 0,
    lengthMm: line.dims?.lengthMm ?? 0,
  }
}

/**
 * Issue 14: a market line's price came from the client. Until the markets issue checks it with
 * its market, such a line stays in the cart but is neither quoted nor ordered: a 409 naming it.
 */
function refuseUnverified(lines: ChosenLine[]) {
  const unverified = lines.filter((line) => !line.verified)
  if (unverified.length === 0) return
  const names = unverified.map((line) => `${line.name} (${line.shop_id})`).join(', ')
  throw new Conflict('order.unverified', { names })
}

/** A line banned from the method (catalogue flags) stops the checkout with a 422. */
function refuseBanned(lines: ChosenLine[], method: ShipmentMethodId) {
  const banned = lines.find((line) =>
    method === 'air' ? line.dims?.bannedAir : line.dims?.bannedSea,
  )
  if (banned) {
    const message: Message = { key: 'order.banned', vars: { name: banned.name } }
    throw new Invalid({ shipment_method_id: [message] }, message.key, message.vars)
  }
}

async function regionOf(
  ctx: RequestContext,
  scheme: 'old' | '2025',
  wardId: string,
): Promise<ShippingRegion> {
  const region = await resolveRegion(ctx, scheme, wardId)
  if (!region) {
    throw new Invalid({ address_id: ['order.noRegion'] }, 'order.noRegion')
  }
  return region
}

/**
 * The checkout page's pricing table (issue 6): the chosen cart lines, one order per shop in the
 * cart's shop order, priced with the function order creation uses, at today's rate and price
 * list, with the customer's unused invitation credits.
 */
export async function quoteCheckout(ctx: RequestContext, input: QuoteValues): Promise<Quote> {
  const user = requireUser(ctx)
  const address = await getAddress(ctx, input.address_id)
  const region = await regionOf(ctx, address.scheme, address.ward_id)
  const [lines, rate, priceList, credits] = await Promise.all([
    readCartLines(ctx, user.uid),
    currentRate(ctx),
    loadPriceList(ctx),
    unusedInvitationCredits(ctx, user.uid),
  ])
  const byKey = new Map(lines.map((line) => [keyOf(line.shop_id, line.product_id), line]))
  const chosen: ChosenLine[] = []
  const unavailable: { shop_id: CartShop; product_id: string }[] = []
  for (const item of input.items) {
    const line = byKey.get(keyOf(item.shop_id, item.product_id))
    if (line?.available) chosen.push(line)
    else unavailable.push({ shop_id: item.shop_id, product_id: item.product_id })
  }
  refuseUnverified(chosen)
  refuseBanned(chosen, input.shipment_method_id)
  const shops = [...new Set(chosen.map((line) => line.shop_id))].map((shopId) => ({
    shopId,
    lines: chosen.filter((line) => line.shop_id === shopId).map(priceLine),
  }))
  const price = priceCheckout(
    {
      shops,
      shipmentMethod: input.shipment_method_id,
      region,
      jpyVndRate: rate.amount,
      invitationCredits: credits.map((credit) => credit.creditVnd),
    },
    priceList,
  )
  return { data: { ...price, unavailable } }
}

function toCreated(row: typeof orders.$inferSelect, itemsCount: number): CreatedOrder['data'] {
  return {
    id: row.id,
    code: row.code,
    shop_id: row.shopId,
    status_id: row.statusId,
    shipment_method_id: row.shipmentMethodId,
    purchase_cost: row.purchaseCost,
    purchase_cost_currency_id: row.purchaseCostCurrencyId,
    service_fee: row.serviceFee,
    service_fee_currency_id: row.serviceFeeCurrencyId,
    payment_rate: row.paymentRate,
    estimated_freight_charge: row.estimatedFreightCharge,
    invitation_credit: row.invitationCredit,
    total_payment: row.totalPayment,
    items_count: itemsCount,
    created_at: unixSeconds(row.createdAt),
  }
}

/** The order a key made, as its first request was answered. */
async function madeOrder(db: Database, id: number): Promise<CreatedOrder['data']> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row) throw new Error(`no order ${id} for its idempotency key`)
  const items = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
  return toCreated(row, items[0]?.n ?? 0)
}

/** The window of ORDER_RATE_LIMIT (docs/configuration.md). */
export const ORDER_RATE_WINDOW_SECONDS = 600

/**
 * Issue 14: at most `max` new orders per customer in ORDER_RATE_WINDOW_SECONDS (a script once
 * made 40 in 1.4 s). Counted from the customer's own orders under their cart lock, so it is
 * exact across processes and restarts, and a replayed request (same key) costs nothing.
 */
async function holdBackBursts(tx: Database, uid: string, max: number) {
  const [recent] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      retryAfter: sql<number>`ceil(extract(epoch from min(${orders.createdAt}) + make_interval(secs => ${ORDER_RATE_WINDOW_SECONDS}) - now()))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, uid),
        sql`${orders.createdAt} > now() - make_interval(secs => ${ORDER_RATE_WINDOW_SECONDS})`,
      ),
    )
  if ((recent?.n ?? 0) < max) return
  throw new TooMany(Math.max(1, recent?.retryAfter ?? ORDER_RATE_WINDOW_SECONDS))
}

/** How a product missing from the cart is named in the 409: the catalogue's name, else its id. */
async function productName(db: Database, ctx: RequestContext, key: string): Promise<string> {
  // A line of a size and colour is keyed `123~size=M~color=black`: the product is 123.
  const id = parseVariantLineKey(key)?.productId ?? key
  const row = /^\d{1,9}$/.test(id)
    ? (await productFacts({ db }, [Number(id)])).get(Number(id))
    : null
  return row?.name[ctx.lang] ?? key
}

/** Where the order goes: a saved address of the customer's, or the fields §7 sends. */
async function shipmentOf(
  ctx: RequestContext,
  info: OrderValues['order_info'],
): Promise<ShipmentInfo> {
  const sender = {
    sender_name: info.shipment_info?.sender_name ?? '',
    sender_tel: info.shipment_info?.sender_tel ?? '',
  }
  if (info.address_id) {
    const address = await getAddress(ctx, info.address_id)
    return {
      consignee: address.consignee,
      tel: address.tel,
      address: address.address_detail,
      full_address: address.full_address,
      ward_id: address.ward_id,
      scheme: address.scheme,
      note: address.note,
      ...sender,
    }
  }
  const given = info.shipment_info
  const scheme = given?.scheme ?? 'old'
  const errors: FieldMessages = {}
  const required = 'validation.required'
  if (!given?.consignee) errors['order_info.shipment_info.consignee'] = [required]
  if (!given?.tel) errors['order_info.shipment_info.tel'] = [required]
  if (!given?.address) errors['order_info.shipment_info.address'] = [required]
  const place =
    given?.ward_id === undefined
      ? undefined
      : located(await locate(ctx, [{ scheme, wardId: given.ward_id }]), {
          scheme,
          wardId: given.ward_id,
        })
  if (!place) errors['order_info.shipment_info.ward_id'] = ['validation.ward']
  if (Object.keys(errors).length > 0 || !given || !place) {
    throw new Invalid(errors, 'order.address')
  }
  return {
    consignee: given.consignee ?? '',
    tel: given.tel ?? '',
    address: given.address ?? '',
    full_address: composeAddress(given.address ?? '', place.place),
    ward_id: given.ward_id ?? '',
    scheme,
    note: given.note ?? null,
    ...sender,
  }
}

/**
 * §7 create-retail-order (issue 6): one shop's order from lines of the customer's cart. The
 * server prices it again (nothing the client sent about money is used), in one transaction
 * under the customer's cart lock: the order and its items are written, those lines leave the
 * cart and the invitation credits it used are spent. The Idempotency-Key makes a retry return
 * the same order; a line no longer in the cart is a 409 and nothing is written.
 */
export async function createRetailOrder(
  ctx: RequestContext,
  input: OrderValues,
  idempotencyKey: string | undefined,
  limits: { maxOrdersPerWindow: number },
): Promise<{ order: CreatedOrder['data']; replayed: boolean }> {
  const user = requireUser(ctx)
  if (input.order_info.customer_id !== user.id) {
    throw new Forbidden()
  }
  const key = checkIdempotencyKey(idempotencyKey, 'order.idempotencyKey')
  const hash = requestDigest(input)
  const { result, replayed } = await idempotent(
    ctx,
    { scope: `orders:${user.uid}`, key, request: input, conflict: 'order.keyReused' },
    {
      prepare: () => orderBasis(ctx, input.order_info),
      run: async (db, basis) => {
        const order = await placeOrder(ctx, db, input, basis, { key, hash, limits })
        return { result: order, effect: order.id }
      },
      replay: (db, effect) => madeOrder(db, Number(effect)),
    },
  )
  return { order: result, replayed }
}

/** What an order is made of besides its lines: where it goes, today's rate and price list. */
async function orderBasis(ctx: RequestContext, info: OrderValues['order_info']) {
  const shipment = await shipmentOf(ctx, info)
  const region = await regionOf(ctx, shipment.scheme, shipment.ward_id)
  const [rate, priceList] = await Promise.all([currentRate(ctx), loadPriceList(ctx)])
  return { shipment, region, rate, priceList }
}

/** The order written under the customer's cart lock, from the lines still in the cart. */
async function placeOrder(
  ctx: RequestContext,
  db: Database,
  input: OrderValues,
  { shipment, region, rate, priceList }: Awaited<ReturnType<typeof orderBasis>>,
  { key, hash, limits }: { key: string; hash: string; limits: { maxOrdersPerWindow: number } },
): Promise<CreatedOrder['data']> {
  const user = requireUser(ctx)
  const info = input.order_info
  return lockCart({ ...ctx, db }, user.uid, async (tx) => {
    await holdBackBursts(tx, user.uid, limits.maxOrdersPerWindow)

    const lines = await readCartLines({ ...ctx, db: tx }, user.uid)
    const chosen: ChosenLine[] = []
    for (const item of info.items) {
      const line = lines.find(
        (candidate) =>
          String(candidate.product_id) === item.product.id &&
          (info.shop_id === undefined || candidate.shop_id === info.shop_id) &&
          candidate.available,
      )
      if (!line) {
        throw new Conflict('order.notInCart', {
          name: await productName(tx, ctx, item.product.id),
        })
      }
      if (!chosen.includes(line)) chosen.push(line)
    }
    if (new Set(chosen.map((line) => line.shop_id)).size !== 1) {
      throw new Invalid({ 'order_info.items': ['order.mixedShops'] }, 'order.mixedShops')
    }
    refuseUnverified(chosen)
    refuseBanned(chosen, info.shipment_method_id)
    const credits = await unusedInvitationCredits({ ...ctx, db: tx }, user.uid).for('update')
    const price: OrderPrice = priceOrder(
      {
        lines: chosen.map(priceLine),
        shipmentMethod: info.shipment_method_id,
        region,
        jpyVndRate: rate.amount,
        invitationCredits: credits.map((credit) => credit.creditVnd),
      },
      priceList,
    )
    const shopId = chosen[0]?.shop_id ?? 'ikom'
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.uid,
        customerNumber: user.id,
        shopId,
        statusId: 'Pending',
        shipmentMethodId: info.shipment_method_id,
        note: info.note ?? null,
        shipmentInfo: shipment,
        buyerInfo: input.buyer_info ?? null,
        region,
        paymentRate: price.payment_rate,
        purchaseCost: price.purchase_cost_jpy,
        tax: price.tax_jpy,
        serviceFee: price.service_fee_vnd,
        estimatedFreightCharge: price.shipping_fee_vnd,
        invitationCredit: price.invitation_credit_vnd,
        totalPayment: price.total_vnd,
        pricing: price,
        idempotencyKey: key,
        requestHash: hash,
      })
      .returning()
    if (!order) throw new Error('insert returned no order')
    await tx.insert(orderItems).values(
      chosen.map((line) => ({
        orderId: order.id,
        productId: typeof line.id === 'number' ? line.id : null,
        productKey: String(line.product_id),
        name: line.name,
        variant: line.ordered,
        imageUrl: line.image_url,
        url: line.url,
        price: line.price,
        taxPercent: line.tax_percent,
        priceWithTax: Math.floor((line.price * (100 + line.tax_percent)) / 100),
        quantity: line.quantity,
      })),
    )
    const spent = credits.slice(0, price.invitation_credits_used).map((credit) => credit.id)
    await spendInvitationCredits({ ...ctx, db: tx }, spent, order.id)
    await removeCartLines(
      { ...ctx, db: tx },
      chosen.map((line) => line.lineId),
    )
    return toCreated(order, chosen.length)
  })
}
