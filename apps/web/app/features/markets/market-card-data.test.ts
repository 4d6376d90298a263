import type { MarketItem } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { timeLeft } from '#app/features/market-item/item-view.ts'
import { conditionLabel, marketCardOf } from './market-card-data.ts'

const marketItem = (over: Partial<MarketItem> = {}): MarketItem => ({
  id: 'm123',
  name: 'ナイキ スニーカー',
  names: { ja: 'ナイキ スニーカー', vi: 'Giày Nike', en: 'Nike sneakers' },
  price: 4200,
  initial_price: null,
  discount: null,
  image_uri: '/media/market/m123.svg',
  image_list: ['/media/market/m123.svg'],
  label: null,
  url: 'https://jp.mercari.com/item/m123',
  shop: { id: 'store-7', name: 'たなか', image_uri: null, rate: null },
  sale_status: ['on_sale'],
  product_condition: ['like_new'],
  delivery: [],
  categories: [],
  description_html: null,
  description_text: null,
  variants: [],
  size: [],
  rate: null,
  is_sold_out: false,
  end_time: null,
  quick_decision_price: null,
  bid_count: null,
  delivery_detail: null,
  origin: null,
  weight_g: null,
  ...over,
})

describe('marketCardOf', () => {
  test('a Mercari item: name in the reader’s language, its condition, a plain detail address', () => {
    const card = marketCardOf('mercari', marketItem(), 'vi')
    expect(card).toMatchObject({
      name: 'Giày Nike',
      condition: 'Gần như chưa sử dụng',
      sold_out: false,
      auction: null,
      append: null,
      href: '/other-market/mercari/m123',
    })
  })

  test('the market’s own name when there is no translation (official APIs)', () => {
    expect(marketCardOf('rakuten', marketItem({ names: null }), 'en').name).toBe(
      'ナイキ スニーカー',
    )
  })

  test('Rakuten appends the item address and Yahoo! Shopping the store, encoded (§2)', () => {
    const rakuten = marketCardOf(
      'rakuten',
      marketItem({ id: 'shop:code', url: 'https://item.rakuten.co.jp/shop/code/' }),
      'en',
    )
    expect(rakuten.append).toBe('https://item.rakuten.co.jp/shop/code/')
    expect(rakuten.href).toBe(
      '/other-market/rakuten/shop%3Acode?append=https%3A%2F%2Fitem.rakuten.co.jp%2Fshop%2Fcode%2F',
    )
    expect(marketCardOf('yahoo', marketItem({ id: 'store-7_abc' }), 'en').href).toBe(
      '/other-market/yahoo/store-7_abc?append=store-7',
    )
  })

  test('sold out by its flag or by its sale status (§4)', () => {
    expect(marketCardOf('mercari', marketItem({ is_sold_out: true }), 'en').sold_out).toBe(true)
    expect(marketCardOf('mercari', marketItem({ sale_status: ['sold_out'] }), 'en').sold_out).toBe(
      true,
    )
  })

  test('a discount as the ceiling of its percent; none on an auction at 0', () => {
    const discount = { price: 333, percent: 33.3 }
    expect(marketCardOf('amazon', marketItem({ discount }), 'en').discount).toBe(34)
    const auction = marketCardOf(
      'yahoo-auction',
      marketItem({
        price: 0,
        discount: { price: 1000, percent: 100 },
        end_time: 5,
        bid_count: null,
      }),
      'en',
    )
    expect(auction.discount).toBeNull()
    expect(auction.auction).toEqual({ end_time: 5, bid_count: 0, quick_decision_price: null })
  })
})

test('HardOff ranks and unknown codes', () => {
  expect(conditionLabel('B', 'ja')).toBe('B：中古品')
  expect(conditionLabel('mystery', 'en')).toBe('mystery')
})

test('the time left in its largest unit, or ended (§4)', () => {
  expect(timeLeft(100, 100)).toBe('ended')
  expect(timeLeft(100, 200)).toBe('ended')
  expect(timeLeft(100 + 2 * 86_400 + 5, 100)).toEqual({ unit: 'days', count: 2 })
  expect(timeLeft(100 + 86_399, 100)).toEqual({ unit: 'hours', count: 23 })
  expect(timeLeft(100 + 3_599, 100)).toEqual({ unit: 'minutes', count: 59 })
  expect(timeLeft(100 + 59, 100)).toEqual({ unit: 'seconds', count: 59 })
})
