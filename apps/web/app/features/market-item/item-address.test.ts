import { describe, expect, test } from 'vitest'
import { marketItem } from '#test/market-item.ts'
import { appendOf, detailQuery, itemHref, paymentHref, sellerShopHref } from './item-address.ts'

describe('append as the detail API takes it (§7)', () => {
  test("Rakuten's append is the item's address", () => {
    const url = 'https://item.rakuten.co.jp/shop/code/'
    expect(detailQuery('rakuten', 'shop:code', url)).toEqual({ url })
  })

  test("Yahoo! Shopping's append is the store, sent with the item's id", () => {
    expect(detailQuery('yahoo', 'store_item1', 'store')).toEqual({
      shop_id: 'store',
      id: 'store_item1',
    })
  })

  test('every other market, and either of those without append, names the item by id', () => {
    expect(detailQuery('mercari', 'm1', 'ignored')).toEqual({ id: 'm1' })
    expect(detailQuery('rakuten', 'shop:code', null)).toEqual({ id: 'shop:code' })
    expect(detailQuery('yahoo', 'store_item1', '')).toEqual({ id: 'store_item1' })
  })
})

describe("an item's page", () => {
  test("carries what its market's detail needs, and reads back to the same query", () => {
    const rakuten = marketItem({ id: 'shop:code', url: 'https://item.rakuten.co.jp/shop/code/' })
    const href = itemHref('rakuten', rakuten)
    expect(href).toBe(
      '/other-market/rakuten/shop%3Acode?append=https%3A%2F%2Fitem.rakuten.co.jp%2Fshop%2Fcode%2F',
    )
    const page = new URL(href, 'https://kaimono.example')
    expect(detailQuery('rakuten', 'shop:code', page.searchParams.get('append'))).toEqual({
      url: rakuten.url,
    })
    const yahoo = marketItem({
      id: 'store_item1',
      shop: { id: 'store', name: 'S', image_uri: null, rate: null },
    })
    expect(itemHref('yahoo', yahoo)).toBe('/other-market/yahoo/store_item1?append=store')
    expect(itemHref('mercari', marketItem())).toBe('/other-market/mercari/m1')
    expect(appendOf('mercari', marketItem())).toBeNull()
  })

  test("a seller's shop names the page past the first", () => {
    expect(sellerShopHref('mercari', 's 1')).toBe('/other-market/mercari/seller-shop/s%201')
    expect(sellerShopHref('mercari', 's1', 2)).toBe('/other-market/mercari/seller-shop/s1?page=2')
  })

  test('Buy now leads to the direct checkout with the item, append, quantity and size', () => {
    expect(paymentHref('mercari', { id: 'm1', append: null, quantity: 1 })).toBe(
      '/other-market/mercari/payment?product_id=m1&quantity=1',
    )
    expect(
      paymentHref('yahoo', { id: 'store_item1', append: 'store', quantity: 3, size: '27' }),
    ).toBe('/other-market/yahoo/payment?product_id=store_item1&append=store&quantity=3&size=27')
  })
})
