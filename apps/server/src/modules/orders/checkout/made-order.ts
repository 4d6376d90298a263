import type { CreatedOrder } from '@kaimono/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../../platform/db/index.ts'
import { unixSeconds } from '../../../platform/time.ts'
import { orderItems, orders } from '../schema.ts'

export type MadeOrder = CreatedOrder['data']

/** An order as order creation answers it. */
export function madeOrderOf(row: typeof orders.$inferSelect, itemsCount: number): MadeOrder {
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

/** The order a key made, as its first request was answered (its status is today's). */
export async function madeOrder(db: Database, id: number): Promise<MadeOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row) throw new Error(`no order ${id} for its idempotency key`)
  const items = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
  return madeOrderOf(row, items[0]?.n ?? 0)
}
