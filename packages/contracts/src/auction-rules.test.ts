import { describe, expect, test } from 'vitest'
import {
  bidIncrement,
  ecoringBidAmount,
  ecoringMinimumBid,
  ecoringStateAt,
  ecoringStep,
  formatJapanTime,
  maskBidder,
  minimumBid,
  parseJapanTime,
  standingOf,
} from './auction-rules.ts'

describe("Yahoo! Auctions' increments", () => {
  test.each([
    [0, 10],
    [999, 10],
    [1_000, 100],
    [4_999, 100],
    [5_000, 250],
    [9_999, 250],
    [10_000, 500],
    [49_999, 500],
    [50_000, 1_000],
    [2_000_000, 1_000],
  ])('at ¥%i the increment is ¥%i', (price, step) => {
    expect(bidIncrement(price)).toBe(step)
    expect(minimumBid(price)).toBe(price + step)
  })
})

describe('proxy bidding', () => {
  const bid = (id: number, max: number, at = id) => ({ id, max, at })

  test('nobody, then one bidder: the price stays where it started', () => {
    expect(standingOf(1_000, [])).toEqual({ leader: null, price: 1_000 })
    expect(standingOf(1_000, [bid(1, 9_000)])).toEqual({ leader: bid(1, 9_000), price: 1_000 })
  })

  test('the leader pays the second-highest maximum plus its increment', () => {
    const standing = standingOf(1_000, [bid(1, 4_000), bid(2, 9_000), bid(3, 2_000)])
    expect(standing.leader?.id).toBe(2)
    expect(standing.price).toBe(4_100)
  })

  test('never above the leader’s own maximum', () => {
    expect(standingOf(1_000, [bid(1, 4_950), bid(2, 5_000)]).price).toBe(5_000)
  })

  test('equal maximums: the earlier leads, at that maximum', () => {
    const standing = standingOf(1_000, [bid(1, 6_000, 20), bid(2, 6_000, 10)])
    expect(standing).toEqual({ leader: bid(2, 6_000, 10), price: 6_000 })
  })
})

describe('Japan time', () => {
  test('YYYY/MM/DD HH:mm:ss is UTC+9 all year', () => {
    expect(parseJapanTime('2026/12/01 09:00:00')).toBe(Date.UTC(2026, 11, 1, 0, 0, 0) / 1000)
    expect(parseJapanTime('2026/07/01 00:30:05')).toBe(Date.UTC(2026, 5, 30, 15, 30, 5) / 1000)
    const now = Math.floor(Date.UTC(2026, 10, 29, 3, 4, 5) / 1000)
    expect(formatJapanTime(now)).toBe('2026/11/29 12:04:05')
    expect(parseJapanTime(formatJapanTime(now))).toBe(now)
  })

  test.each([
    '2026-12-01 09:00:00',
    '2026/02/30 10:00:00',
    '2026/12/01 24:00:00',
    '2026/12/1 9:00:00',
    '',
  ])('%j is refused', (text) => {
    expect(parseJapanTime(text)).toBeNull()
  })
})

test('Ecoring: the number entered times the smallest step unit', () => {
  expect(ecoringBidAmount(12, [5_000, 1_000, 10_000])).toBe(12_000)
  expect(ecoringBidAmount(3, [])).toBe(3)
})

describe('Ecoring', () => {
  test('the step is the smallest whole positive unit', () => {
    expect(ecoringStep([5_000, 1_000, 10_000])).toBe(1_000)
    expect(ecoringStep([0, -500, 2.5, 500])).toBe(500)
    expect(ecoringStep([])).toBe(1)
  })

  test('the least bid: the start price with no bid yet, else a step above, on the steps', () => {
    expect(ecoringMinimumBid(50_000, [5_000, 10_000], 0)).toBe(50_000)
    expect(ecoringMinimumBid(50_000, [5_000, 10_000], 2)).toBe(55_000)
    // A price off the steps (a start price staff set) rounds up onto them.
    expect(ecoringMinimumBid(51_200, [1_000], 0)).toBe(52_000)
    expect(ecoringMinimumBid(51_200, [1_000], 1)).toBe(53_000)
  })

  test('§4: preview before its start, open until its end, ended once now is not before it', () => {
    const lot = { start_time: 100, end_time: 200 }
    expect(ecoringStateAt(lot, 99)).toBe('preview')
    expect(ecoringStateAt(lot, 100)).toBe('open')
    expect(ecoringStateAt(lot, 199)).toBe('open')
    expect(ecoringStateAt(lot, 200)).toBe('ended')
  })

  test('proxy bidding on a lot moves by its step, not by Yahoo!’s increments', () => {
    const bids = [
      { id: 1, max: 80_000, at: 1 },
      { id: 2, max: 60_000, at: 2 },
    ]
    expect(standingOf(50_000, bids, () => 5_000)).toMatchObject({
      leader: { id: 1 },
      price: 65_000,
    })
    // Yahoo!'s would be ¥1,000 at that price.
    expect(standingOf(50_000, bids).price).toBe(61_000)
  })
})

test('bidders are shown by their first and last letter', () => {
  expect(maskBidder('Nguyễn Văn An')).toBe('N***n')
  expect(maskBidder('An')).toBe('A***')
  expect(maskBidder('  ')).toBe('***')
})
