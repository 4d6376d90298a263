import type { Order } from '@kaimono/contracts'
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { UnpaidBanner } from './unpaid-banner.tsx'

const order = (id: number, status_id: Order['status_id'], total_payment: number) =>
  ({ id, status_id, total_payment, estimated_freight_charge: 0, invitation_credit: 0 }) as Order

test('two orders or more awaiting payment are paid together, for their sum', async () => {
  renderInApp(() => (
    <UnpaidBanner
      orders={[order(1, 'Newish', 100000), order(2, 'Paid', 50000), order(3, 'Pending', 20000)]}
    />
  ))
  const pay = await screen.findByRole('button', { name: 'Pay all' })
  const form = pay.closest('form') as HTMLFormElement
  expect(form).toHaveAttribute('action', '/customer/payments')
  expect(new FormData(form).get('order_ids')).toBe('1,3')
  expect(form).toHaveTextContent('120,000')
})

test('one order awaiting payment has no banner', async () => {
  renderInApp(() => (
    <>
      <h1>Orders</h1>
      <UnpaidBanner orders={[order(1, 'Newish', 100000), order(2, 'Paid', 50000)]} />
    </>
  ))
  await screen.findByRole('heading', { name: 'Orders' })
  expect(screen.queryByRole('button', { name: 'Pay all' })).toBeNull()
})
