import type { CartGroup, CartLine, Quote } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { orderQuote, type Pricing, unavailableLines } from './pricing.ts'

const line = (shop_id: 'ikom' | 'awond', product_id: number, name: string) =>
  ({ shop_id, product_id, name }) as CartLine

const groups = [
  { shop_id: 'ikom', products: [line('ikom', 1, 'Tea'), line('ikom', 2, 'Rice')] },
  { shop_id: 'awond', products: [line('awond', 2, 'Soap')] },
] as CartGroup[]

const priced = (price: Partial<Quote['data']>): Pricing => ({
  ok: true,
  price: { orders: [], unavailable: [], ...price } as Quote['data'],
})

test('the lines the quote found gone are named by shop and product', () => {
  const pricing = priced({ unavailable: [{ shop_id: 'awond', product_id: '2' }] })
  expect(unavailableLines(groups, pricing).map((found) => found.name)).toEqual(['Soap'])
})

test('no quote (no address yet, or refused) finds nothing gone', () => {
  expect(unavailableLines(groups, null)).toEqual([])
  expect(unavailableLines(groups, { ok: false, message: 'No' })).toEqual([])
})

test("a shop's order quote is found by its shop", () => {
  const ikom = { shop_id: 'ikom', total_vnd: 100 }
  const pricing = priced({ orders: [ikom] as Quote['data']['orders'] })
  expect(orderQuote(pricing, 'ikom')).toBe(ikom)
  expect(orderQuote(pricing, 'awond')).toBeUndefined()
  expect(orderQuote(null, 'ikom')).toBeUndefined()
})
