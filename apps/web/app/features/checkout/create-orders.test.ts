import type { CartGroup, CartLine } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { shopOrders } from './create-orders.server.ts'

const line = (shop: 'ikom' | 'awond', id: number, available = true): CartLine => ({
  id: available ? id : null,
  product_id: id,
  shop_id: shop,
  name: `Product ${id}`,
  url: `/products/${shop}/${id}`,
  image_url: '',
  quantity: 2,
  price: 500,
  init_price: 500,
  tax_percent: 10,
  weight: 100,
  variant: null,
  verified: available,
  available,
  can_buy_more: true,
})

const cart: CartGroup[] = [
  {
    shop_id: 'ikom',
    shop_name: 'IKOM',
    shop_logo: null,
    can_buy_more: true,
    products: [line('ikom', 1), line('ikom', 2, false)],
  },
  {
    shop_id: 'awond',
    shop_name: 'Awond',
    shop_logo: null,
    can_buy_more: true,
    products: [line('awond', 7)],
  },
]

test("one order per shop, in the cart's order of shops, each line with the cart's line", () => {
  const orders = shopOrders(cart, ['awond:7', 'ikom:1'])
  expect(orders.map((order) => order.shop_id)).toEqual(['ikom', 'awond'])
  expect(orders[0]?.lines).toEqual([{ product_id: '1', name: '1', line: cart[0]?.products[0] }])
  expect(orders[1]?.lines).toEqual([{ product_id: '7', name: '7', line: cart[1]?.products[0] }])
})

test('a line that left the cart, or whose product has gone, goes by its id alone (the server says which)', () => {
  const shown: Record<string, string> = { 'ikom:99': 'Green tea' }
  const orders = shopOrders(cart, ['ikom:1', 'ikom:2', 'ikom:99', 'nowhere:5'], (key) => shown[key])
  expect(orders).toHaveLength(1)
  expect(
    orders[0]?.lines.map(({ product_id, name, line }) => [product_id, name, line !== undefined]),
  ).toEqual([
    ['1', '1', true],
    ['2', '2', false],
    ['99', 'Green tea', false],
  ])
})
