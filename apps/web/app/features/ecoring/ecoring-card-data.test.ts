import { expect, test } from 'vitest'
import { ecoringItem, ECORING_NOW as NOW } from '#test/ecoring.ts'
import { cardClock, ecoringCardOf } from './ecoring-card-data.ts'

test('a card carries what it shows and links to the lot under its tab', () => {
  const card = ecoringCardOf('timelimit', ecoringItem({ bid_count: 3 }))
  expect(card).toEqual({
    id: 2_078_600,
    name: 'Louis Vuitton Speedy 30 Monogram handbag',
    brand: 'LOUIS VUITTON',
    rank: 'SA',
    image: '/media/ecoring/2078600/1.svg',
    price: 82_000,
    bid_count: 3,
    start_time: NOW - 86_400,
    end_time: NOW + 3 * 3_600,
    state: 'open',
    href: '/other-market/ecoring/detail/timelimit/2078600',
  })
})

test('§4: a lot in preview counts to its start, an open one to its end, an ended one says so', () => {
  const preview = ecoringItem({ state: 'preview', start_time: NOW + 2 * 86_400 + 5 })
  expect(cardClock(preview, NOW)).toEqual({
    state: 'preview',
    left: { unit: 'days', count: 2 },
  })
  expect(cardClock(ecoringItem(), NOW)).toEqual({
    state: 'open',
    left: { unit: 'hours', count: 3 },
  })
  expect(cardClock(ecoringItem({ state: 'ended', end_time: NOW - 1 }), NOW)).toEqual({
    state: 'ended',
    left: 'ended',
  })
})
