import { asc, eq, inArray } from 'drizzle-orm'
import type { DbContext } from '../../platform/http/context.ts'
import { orderItems, orders } from './schema.ts'

/**
 * Issue 22: a customer's orders with their items, oldest first: their data download, and the
 * check that none is still under way before the account is deleted (ORDER_TRANSITIONS).
 */
export async function ordersOfCustomer(ctx: DbContext, uid: string) {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, uid))
    .orderBy(asc(orders.id))
  const ids = rows.map((row) => row.id)
  const items =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id))
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    shop_id: row.shopId,
    status_id: row.statusId,
    shipment_method_id: row.shipmentMethodId,
    note: row.note,
    shipment_info: row.shipmentInfo,
    payment_rate: row.paymentRate,
    purchase_cost: row.purchaseCost,
    purchase_cost_currency_id: row.purchaseCostCurrencyId,
    tax: row.tax,
    service_fee: row.serviceFee,
    service_fee_currency_id: row.serviceFeeCurrencyId,
    estimated_freight_charge: row.estimatedFreightCharge,
    invitation_credit: row.invitationCredit,
    total_payment: row.totalPayment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        name: item.name,
        url: item.url,
        variant: item.variant,
        price: item.price,
        tax_percent: item.taxPercent,
        currency_id: item.currencyId,
        quantity: item.quantity,
        note: item.note,
      })),
  }))
}
