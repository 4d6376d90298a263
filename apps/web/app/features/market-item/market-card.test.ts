import { expect, test } from 'vitest'
import { marketItem } from '#test/market-item.ts'
import { cardOf } from './market-card.ts'

test("a card holds what it shows, named in the reader's language, with its discount", () => {
  const item = marketItem({ price: 667, initial_price: 1000 })
  expect(cardOf('mercari', item, 'en')).toEqual({
    id: 'm1',
    href: '/other-market/mercari/m1',
    name: 'Leather shoulder bag',
    image: '/media/market/mercari/m1/1.svg',
    price: 667,
    quick_decision: false,
    initial_price: 1000,
    discount: 34,
    star: 4.5,
    reviews_count: 12,
    is_sold_out: false,
    end_time: null,
    bid_count: null,
  })
})

test("an auction's card at 0 shows the quick-decision price; an unrated item no stars", () => {
  const item = marketItem({ price: 0, quick_decision_price: 9000, end_time: 1, bid_count: 0 })
  const card = cardOf('yahoo-auction', { ...item, rate: null }, 'vi')
  expect(card).toMatchObject({ price: 9000, quick_decision: true, star: null, reviews_count: 0 })
  expect(cardOf('mercari', item, 'vi')).toMatchObject({ price: 0, quick_decision: false })
})
