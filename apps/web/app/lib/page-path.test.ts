import { expect, test } from 'vitest'
import { pagePath } from './page-path.ts'

test.each([
  ['http://x/cart', '/cart'],
  ['http://x/cart.data', '/cart'],
  ['http://x/customer/orders.data?_routes=routes%2Fpage&page=2', '/customer/orders?page=2'],
  ['http://x/_.data', '/'],
  ['http://x/other-market/ikom/payment?quantity=2', '/other-market/ikom/payment?quantity=2'],
])('%s is the page %s', (url, path) => {
  expect(pagePath(new Request(url))).toBe(path)
})
