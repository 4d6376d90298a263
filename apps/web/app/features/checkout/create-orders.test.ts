import type { CartGroup, CartLine } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { keyField } from './checkout-result.ts'
import { callKey, shopOrders } from './create-orders.server.ts'

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
  sold_out: false,
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

test("one order per shop, in the cart's order of shops", () => {
  expect(shopOrders(cart, ['awond:7', 'ikom:1', 'ikom:3'])).toEqual([
    { shop_id: 'ikom', product_ids: ['1', '3'] },
    { shop_id: 'awond', product_ids: ['7'] },
  ])
})

test('a line that left the cart, or whose product has gone, goes by its id too (the server says which)', () => {
  expect(shopOrders(cart, ['ikom:1', 'ikom:2', 'ikom:99', 'nowhere:5'])).toEqual([
    { shop_id: 'ikom', product_ids: ['1', '2', '99'] },
  ])
})

test("the call's key is the same for the same shops' keys, and another when one of them changes", () => {
  const orders = shopOrders(cart, ['ikom:1', 'awond:7'])
  const form = (ikom: string, awond: string) => {
    const data = new FormData()
    data.set(keyField('ikom'), ikom)
    data.set(keyField('awond'), awond)
    return data
  }
  const key = callKey(orders, form('k1', 'k2'))
  expect(key).toMatch(/^[0-9a-f]{64}$/)
  expect(callKey(orders, form('k1', 'k2'))).toBe(key)
  expect(callKey(orders, form('k1', 'k3'))).not.toBe(key)
  expect(callKey(orders.slice(0, 1), form('k1', 'k2'))).not.toBe(key)
})
