import { expect, test } from 'vitest'
import { ordersHref } from './orders-href.ts'

test('the first page of all orders is the bare list; a status and a later page are kept', () => {
  expect(ordersHref(null)).toBe('?')
  expect(ordersHref('Paid')).toBe('?status=Paid')
  expect(ordersHref('Paid', 1)).toBe('?status=Paid')
  expect(ordersHref(null, 3)).toBe('?page=3')
  expect(ordersHref('Newish', 2)).toBe('?status=Newish&page=2')
})
