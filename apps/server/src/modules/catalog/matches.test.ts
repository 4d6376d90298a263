import { describe, expect, test } from 'vitest'
import { IdBits } from './id-bits.ts'
import {
  MATCHES_KEPT,
  type Match,
  Matches,
  matchesOf,
  OrderedMatches,
  readMatches,
} from './matches.ts'
import { ScopeOrder } from './scope-orders.ts'

const at = (ms: number) => new Date(ms)
const rows: Match[] = [
  { id: 1, price: 300, updatedAt: at(10) },
  { id: 2, price: 100, updatedAt: at(30) },
  { id: 3, price: 300, updatedAt: at(20) },
  { id: 4, price: 200, updatedAt: at(30) },
  { id: 5, price: 100, updatedAt: at(5) },
]

describe('kept matches', () => {
  const matches = new Matches(rows)

  test('sorted by either key in either direction, ties by id in the same direction', () => {
    expect(matches.page({ field: 'price', direction: 'asc' }, 0, 5)).toEqual([2, 5, 4, 1, 3])
    expect(matches.page({ field: 'price', direction: 'desc' }, 0, 5)).toEqual([3, 1, 4, 5, 2])
    expect(matches.page({ field: 'updated_at', direction: 'desc' }, 0, 5)).toEqual([4, 2, 3, 1, 5])
    expect(matches.page({ field: 'updated_at', direction: 'asc' }, 0, 5)).toEqual([5, 1, 3, 2, 4])
  })

  test('pages are consecutive slices, the last one short, past the last empty', () => {
    const order = { field: 'price', direction: 'asc' } as const
    expect(matches.page(order, 0, 2)).toEqual([2, 5])
    expect(matches.page(order, 2, 2)).toEqual([4, 1])
    expect(matches.page(order, 4, 2)).toEqual([3])
    expect(matches.page(order, 6, 2)).toEqual([])
    expect(matches.total).toBe(5)
  })

  test('a search that finds more than can be kept puts them in the scope’s orders instead', async () => {
    const db = {} as never
    const many = Array.from({ length: MATCHES_KEPT + 1 }, (_, i) => ({
      id: 2 * i + 1,
      price: i,
      updatedAt: at(i),
    }))
    const unused = () => Promise.reject(new Error('not asked for'))
    // The scope: ids 1..2 × (MATCHES_KEPT + 1), by time ascending by id, by price descending.
    const scopeIds = Int32Array.from({ length: 2 * (MATCHES_KEPT + 1) }, (_, i) => i + 1)
    const byTime = new ScopeOrder(scopeIds)
    const byPrice = new ScopeOrder(
      scopeIds.slice().reverse(),
      Int32Array.from(scopeIds, (_, i) => i),
    )
    const odd = await matchesOf(db, ['many'], () =>
      readMatches(
        async () => many,
        async () => many.map((m) => m.id),
        async (found) => new OrderedMatches(found, byTime, byPrice),
      ),
    )
    expect(odd).toBeInstanceOf(OrderedMatches)
    expect(odd.total).toBe(MATCHES_KEPT + 1)
    expect(odd.page({ field: 'updated_at', direction: 'asc' }, 0, 3)).toEqual([1, 3, 5])
    expect(odd.page({ field: 'updated_at', direction: 'desc' }, 1, 2)).toEqual([
      2 * MATCHES_KEPT - 1,
      2 * MATCHES_KEPT - 3,
    ])
    expect(odd.page({ field: 'price', direction: 'asc' }, 0, 2)).toEqual([
      2 * MATCHES_KEPT + 1,
      2 * MATCHES_KEPT - 1,
    ])
    expect(odd.page({ field: 'price', direction: 'asc' }, MATCHES_KEPT, 5)).toEqual([1])
    // A bit per id up to the largest match, and a mark every 32 matches in each order.
    const bits = Math.floor((2 * MATCHES_KEPT + 1) / 8) + 1
    expect(odd.bytes).toBe(bits + 2 * 4 * Math.ceil((MATCHES_KEPT + 1) / 32))
    const kept = await matchesOf(db, ['few'], () =>
      readMatches(async () => many.slice(0, 3), unused, unused),
    )
    expect(kept).toBeInstanceOf(Matches)
    expect(kept.total).toBe(3)
    // Asked again, the kept matches answer without a second read.
    expect(await matchesOf(db, ['few'], unused)).toBe(kept)
  })
})

describe('ids as bits', () => {
  test('ids read twice (a product with two words of one prefix) are counted once', () => {
    const bits = new IdBits([9, 3, 9, 17, 3, 3])
    expect(bits.size).toBe(3)
    expect(bits.ids()).toEqual([3, 9, 17])
    expect([3, 9, 17, 4].map((id) => bits.has(id))).toEqual([true, true, true, false])
  })

  test('the ids two sets share, whichever is larger', () => {
    expect(new IdBits([1, 8, 9, 700]).keepShared(new IdBits([9, 1, 2])).ids()).toEqual([1, 9])
    expect(new IdBits([9, 1, 2]).keepShared(new IdBits([1, 8, 9, 700])).ids()).toEqual([1, 9])
    expect(new IdBits([]).size).toBe(0)
  })

  test('matches in a scope are its orders with the others left out', () => {
    // The shop's products 2–6; the word is in 1, 3, 6 and 8.
    const shop = new ScopeOrder(Int32Array.from([5, 3, 2, 6, 4]))
    const matches = new OrderedMatches(new IdBits([1, 3, 6, 8]), shop, shop)
    expect(matches.total).toBe(2)
    expect(matches.page({ field: 'price', direction: 'asc' }, 0, 10)).toEqual([3, 6])
    expect(matches.page({ field: 'updated_at', direction: 'desc' }, 0, 10)).toEqual([6, 3])
  })

  test('every page of every size, either way, is the slice of the matches in order', () => {
    // 1,000 ids in a shuffled order; a third of them match, in runs and alone.
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const ids = Int32Array.from({ length: 1000 }, (_, i) => i + 1)
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[ids[i], ids[j]] = [ids[j] ?? 0, ids[i] ?? 0]
    }
    const shuffled = new ScopeOrder(ids)
    const sorted = new ScopeOrder(Int32Array.from({ length: 1000 }, (_, i) => i + 1))
    const scenarios: [ScopeOrder, number[]][] = [
      [shuffled, [...ids].filter((id) => id % 3 === 0 || (id > 400 && id < 470))],
      // Every match near the start of the order, far from its end.
      [sorted, [...ids].filter((id) => id <= 100 || (id >= 300 && id <= 310))],
    ]
    for (const [order, found] of scenarios) {
      const matches = new OrderedMatches(new IdBits(found), order, order)
      expect(matches.total).toBe(found.length)
      const inOrder = order.page('asc', 0, order.total).filter((id) => found.includes(id))
      for (const limit of [1, 7, 12, 31, 32, 33, 60]) {
        for (let offset = 0; offset <= found.length + 1; offset++) {
          const asc = { field: 'updated_at', direction: 'asc' } as const
          const desc = { field: 'price', direction: 'desc' } as const
          expect(matches.page(asc, offset, limit)).toEqual(inOrder.slice(offset, offset + limit))
          expect(matches.page(desc, offset, limit)).toEqual(
            [...inOrder].reverse().slice(offset, offset + limit),
          )
        }
      }
    }
  })
})
