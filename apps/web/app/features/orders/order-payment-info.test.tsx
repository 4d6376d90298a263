import type { Order } from '@kaimono/contracts'
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { OrderPaymentInfo } from './order-payment-info.tsx'

const order = (over: Partial<Order> = {}) =>
  ({
    id: 12,
    status_id: 'Newish',
    purchase_cost: 1000,
    purchase_cost_currency_id: 'JPY',
    service_fee: 30000,
    service_fee_currency_id: 'VND',
    payment_rate: '172.5',
    estimated_freight_charge: 50000,
    invitation_credit: 0,
    total_payment: 270000,
    pricing: { tax_jpy: 100, purchase_cost_vnd: 172500, tax_vnd: 17250 },
    ...over,
  }) as Order

const totalOf = async () => {
  const total = (await screen.findByText('Total')).closest('div') as HTMLElement
  return within(total).getByRole('definition').textContent
}

test('an order awaiting payment offers to pay its total, shipping included', async () => {
  renderInApp(() => <OrderPaymentInfo order={order()} />)
  expect(await totalOf()).toMatch(/^270,000/)
  expect(screen.getByRole('link', { name: 'Payment' })).toHaveAttribute(
    'href',
    '/payment-information?price=270000&order_id=12',
  )
  expect(screen.queryByText('Not added to the total')).toBeNull()
})

test('the invitation credit comes off the shipping while the shipping is in the total', async () => {
  renderInApp(() => <OrderPaymentInfo order={order({ invitation_credit: 20000 })} />)
  expect(await screen.findByText('Invitation credit')).toBeInTheDocument()
})

test('a paid order says so; once the shipping is settled apart it leaves the total', async () => {
  renderInApp(() => (
    <OrderPaymentInfo order={order({ status_id: 'Finish', invitation_credit: 20000 })} />
  ))
  // 270,000 − 50,000 shipping + 20,000 credit
  expect(await totalOf()).toMatch(/^240,000/)
  expect(screen.getByText('Not added to the total')).toBeInTheDocument()
  expect(screen.queryByText('Invitation credit')).toBeNull()
  expect(screen.getByText('This order has been paid.')).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Payment' })).toBeNull()
})

test('a cancelled order neither asks for payment nor says it is paid', async () => {
  renderInApp(() => <OrderPaymentInfo order={order({ status_id: 'Cancelled' })} />)
  await screen.findByText('Total')
  expect(screen.queryByRole('link', { name: 'Payment' })).toBeNull()
  expect(screen.queryByText('This order has been paid.')).toBeNull()
})
