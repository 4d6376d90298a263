// Plain values, no schema: the browser bundle imports these without zod.
import type { Order } from './orders.ts'

/** §4: the order statuses, in the order an order usually moves through them. */
export const ORDER_STATUS_IDS = [
  'Newish',
  'Pending',
  'Paid',
  'PaidToSupplier',
  'WaitingToReceive',
  'ReceivedAtWarehouse',
  'Debited',
  'Finish',
  'OutOfStock',
  'Cancelled',
] as const
export type OrderStatusName = (typeof ORDER_STATUS_IDS)[number]

/** §4: in these statuses the shipping fee is settled, so the estimate is not added to the total. */
export const FREIGHT_SETTLED_STATUSES: readonly OrderStatusName[] = [
  'Debited',
  'Finish',
  'Cancelled',
  'PaidToSupplier',
]

/** §2 Order detail, payment info: what the customer pays, in VND; discount is fixed at 0. */
export function orderPayment(
  order: Pick<
    Order,
    'status_id' | 'estimated_freight_charge' | 'invitation_credit' | 'total_payment'
  >,
) {
  const freightAdded = !FREIGHT_SETTLED_STATUSES.includes(order.status_id)
  // The invitation credit comes off the shipping fee (§9), so it goes with it.
  const beforeFreight =
    order.total_payment - order.estimated_freight_charge + order.invitation_credit
  return {
    freightAdded,
    discount: 0,
    total: freightAdded ? order.total_payment : beforeFreight,
  }
}

/** §4 order status badge colours. */
export function orderStatusTone(status: OrderStatusName) {
  switch (status) {
    case 'ReceivedAtWarehouse':
      return 'primary'
    case 'WaitingToReceive':
      return 'info'
    case 'Newish':
    case 'Pending':
      return 'secondary'
    case 'Paid':
    case 'Finish':
      return 'success'
    case 'OutOfStock':
    case 'Cancelled':
      return 'danger'
    default:
      return 'warning'
  }
}
