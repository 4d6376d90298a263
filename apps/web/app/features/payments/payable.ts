import type { OrderStatusId } from '@kaimono/contracts'

/** docs/orders.md: a transfer pays an order that may still move to Paid (Newish, Pending). */
export const isPayableStatus = (status: OrderStatusId) =>
  status === 'Newish' || status === 'Pending'
