import type { OrderPrice, SessionUser, ShipmentMethodId } from '@kaimono/contracts'
import type { RequestContext } from '../../../platform/http/context.ts'
import type { OrderLine } from '../../cart/index.ts'
import { orderItems, orders } from '../schema.ts'
import type { OrderBasis } from './basis.ts'
import { type MadeOrder, madeOrderOf } from './made-order.ts'

/** What the order row says besides its lines and price. */
export type OrderFacts = {
  user: SessionUser
  shipmentMethod: ShipmentMethodId
  note: string | null
  buyerInfo: Record<string, unknown> | null
  /** The Idempotency-Key it is made under, and the digest of its request. */
  key: string
  requestHash: string
  /** §3 order type: retail (checkout), auction (a won auction). */
  type?: 'retail' | 'auction'
}

/**
 * Step 3: the order, Pending with its OS code, and its items: each line as the cart read it
 * from the catalogue or its market (name, picture, price, tax, size and colour), so later
 * changes there do not change it. The money is the price's, fixed here (ADR 010).
 */
export async function insertOrder(
  ctx: Pick<RequestContext, 'db'>,
  lines: readonly OrderLine[],
  price: OrderPrice,
  basis: Pick<OrderBasis, 'shipment' | 'region'>,
  facts: OrderFacts,
): Promise<MadeOrder> {
  const [order] = await ctx.db
    .insert(orders)
    .values({
      userId: facts.user.uid,
      customerNumber: facts.user.id,
      shopId: lines[0]?.shop_id ?? 'ikom',
      type: facts.type ?? 'retail',
      statusId: 'Pending',
      shipmentMethodId: facts.shipmentMethod,
      note: facts.note,
      shipmentInfo: basis.shipment,
      buyerInfo: facts.buyerInfo,
      region: basis.region,
      paymentRate: price.payment_rate,
      purchaseCost: price.purchase_cost_jpy,
      tax: price.tax_jpy,
      serviceFee: price.service_fee_vnd,
      estimatedFreightCharge: price.shipping_fee_vnd,
      invitationCredit: price.invitation_credit_vnd,
      totalPayment: price.total_vnd,
      pricing: price,
      idempotencyKey: facts.key,
      requestHash: facts.requestHash,
    })
    .returning()
  if (!order) throw new Error('insert returned no order')
  await ctx.db.insert(orderItems).values(
    lines.map((line) => ({
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
  return madeOrderOf(order, lines.length)
}
