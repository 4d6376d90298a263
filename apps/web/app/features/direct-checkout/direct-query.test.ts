import { expect, test } from 'vitest'
import { detailQuery, directHref, directQuery } from './direct-query.ts'

test('§2 query: product_id, append, note, quantity; at first air and the default address', () => {
  const query = directQuery(
    new URLSearchParams('product_id=m123&append=&note=%20gift%20&quantity=3x&size=27'),
  )
  expect(query).toEqual({
    productId: 'm123',
    append: null,
    note: ' gift ',
    quantity: 3,
    size: '27',
    address: null,
    method: 'air',
  })
  expect(directQuery(new URLSearchParams('quantity=0&address=-4&method=sea'))).toMatchObject({
    productId: '',
    quantity: 1,
    address: null,
    method: 'sea',
  })
  expect(directQuery(new URLSearchParams('quantity=12&address=12'))).toMatchObject({
    quantity: 12,
    address: 12,
  })
})

test('the item is asked of its market as §7 names it: Rakuten by address, Yahoo by store', () => {
  const url = 'https://item.rakuten.co.jp/kaimonoshop/10000001/'
  expect(detailQuery('rakuten', directQuery(new URLSearchParams({ append: url })))).toEqual({
    url,
  })
  expect(
    detailQuery('rakuten', directQuery(new URLSearchParams({ product_id: 'shop:100' }))),
  ).toEqual({ id: 'shop:100' })
  expect(
    detailQuery('yahoo', directQuery(new URLSearchParams({ product_id: '123', append: 'store' }))),
  ).toEqual({ shop_id: 'store', id: '123' })
  expect(detailQuery('mercari', directQuery(new URLSearchParams({ product_id: 'm1' })))).toEqual({
    id: 'm1',
  })
})

test('a choice on the page keeps the rest of the query', () => {
  expect(
    directHref(
      { pathname: '/other-market/mercari/payment', search: '?product_id=m1&note=hi' },
      { address: '7', method: 'sea' },
    ),
  ).toBe('/other-market/mercari/payment?product_id=m1&note=hi&address=7&method=sea')
})
