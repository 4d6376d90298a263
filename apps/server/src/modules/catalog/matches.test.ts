import { describe, expect, test } from 'vitest'
import {
  MATCHES_KEPT,
  ManyMatches,
  type Match,
  Matches,
  matchesOf,
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

  test('a search that finds more than can be kept keeps a bit per product instead', async () => {
    const db = {} as never
    const many = Array.from({ length: MATCHES_KEPT + 1 }, (_, i) => ({
      id: 2 * i + 1,
      price: i,
      updatedAt: at(i),
    }))
    const unused = () => Promise.reject(new Error('not asked for'))
    const odd = await matchesOf(db, ['many'], () =>
      readMatches(
        async () => many,
        async () => many.map((m) => m.id),
      ),
    )
    expect(odd).toBeInstanceOf(ManyMatches)
    expect(odd.total).toBe(MATCHES_KEPT + 1)
    if (!(odd instanceof ManyMatches)) throw new Error('kept as a list')
    expect([1, 3, 2 * MATCHES_KEPT + 1].map((id) => odd.has(id))).toEqual([true, true, true])
    expect([0, 2, 2 * MATCHES_KEPT + 2, 10 ** 6].map((id) => odd.has(id))).toEqual([
      false,
      false,
      false,
      false,
    ])
    const kept = await matchesOf(db, ['few'], () =>
      readMatches(async () => many.slice(0, 3), unused),
    )
    expect(kept).toBeInstanceOf(Matches)
    expect(kept.total).toBe(3)
    // Asked again, the kept matches answer without a second read.
    expect(await matchesOf(db, ['few'], unused)).toBe(kept)
  })

  test('ids read twice (a product with two words of one prefix) are counted once', () => {
    const many = new ManyMatches([9, 3, 9, 17, 3, 3])
    expect(many.total).toBe(3)
    expect([3, 9, 17, 4].map((id) => many.has(id))).toEqual([true, true, true, false])
  })

  test('matches read in every scope are counted in the scope asked for', () => {
    // The shop's products 2–6; the word is in 1, 3, 6 and 8.
    const shop = new ScopeOrder(Int32Array.from([5, 3, 2, 6, 4]))
    const many = new ManyMatches([1, 3, 6, 8], shop)
    expect(many.total).toBe(2)
    expect(shop.pageOf('asc', 0, 10, (id) => many.has(id))).toEqual([3, 6])
  })
})
