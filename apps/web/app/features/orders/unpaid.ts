import { type Order, orderPayment } from '@kaimono/contracts'
import { isPayableStatus } from '#app/features/payments/payable.ts'

/** The orders still awaiting payment, and what they come to together (one transfer). */
export function unpaidOf<O extends Order>(orders: readonly O[]) {
  const unpaid = orders.filter((order) => isPayableStatus(order.status_id))
  return { unpaid, total: unpaid.reduce((sum, order) => sum + orderPayment(order).total, 0) }
}
