import type { Order } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { unpaidOf } from './unpaid.ts'

const order = (id: number, status_id: Order['status_id'], total_payment: number) =>
  ({ id, status_id, total_payment, estimated_freight_charge: 0, invitation_credit: 0 }) as Order

test('the orders awaiting payment (new or pending) and their sum', () => {
  const { unpaid, total } = unpaidOf([
    order(1, 'Newish', 100000),
    order(2, 'Paid', 50000),
    order(3, 'Pending', 20000),
    order(4, 'Cancelled', 70000),
  ])
  expect(unpaid.map((found) => found.id)).toEqual([1, 3])
  expect(total).toBe(120000)
})

test('nothing to pay comes to nothing', () => {
  expect(unpaidOf([order(2, 'Paid', 50000)])).toEqual({ unpaid: [], total: 0 })
})
