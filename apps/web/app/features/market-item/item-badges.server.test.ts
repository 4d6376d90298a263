import { expect, test } from 'vitest'
import { marketItem } from '#test/market-item.ts'
import { itemBadges } from './item-badges.server.ts'

test("condition, delivery and sale status are labelled in the reader's language", () => {
  const item = marketItem({
    product_condition: ['like_new'],
    delivery: ['free_shipping', 'anonymous'],
    sale_status: ['sold_out'],
  })
  expect(itemBadges(item, 'vi')).toEqual({
    condition: [{ code: 'like_new', label: 'Gần như chưa sử dụng' }],
    delivery: [
      { code: 'free_shipping', label: 'Miễn phí vận chuyển nội địa' },
      { code: 'anonymous', label: 'Giao hàng ẩn danh' },
    ],
    sale: [{ code: 'sold_out', label: 'Hết hàng' }],
  })
  expect(itemBadges(item, 'ja').condition[0]?.label).toBe('未使用に近い')
})

test("HardOff's items read as conditions, or by their rank where a feed gives it", () => {
  expect(itemBadges(marketItem({ product_condition: ['no_marks'] }), 'en').condition).toEqual([
    { code: 'no_marks', label: 'No noticeable marks' },
  ])
  expect(itemBadges(marketItem({ product_condition: ['B'] }), 'en').condition).toEqual([
    { code: 'B', label: 'B: used, good' },
  ])
})

test('a code no table knows is shown as the market gave it', () => {
  const item = marketItem({
    product_condition: ['refurbished'],
    delivery: ['drone'],
    sale_status: ['toString'],
  })
  expect(itemBadges(item, 'en')).toEqual({
    condition: [{ code: 'refurbished', label: 'refurbished' }],
    delivery: [{ code: 'drone', label: 'drone' }],
    sale: [{ code: 'toString', label: 'toString' }],
  })
})
