import { describe, expect, test } from 'vitest'
import {
  keepMatchesUpTo,
  MATCHES_KEPT,
  ManyMatches,
  type Match,
  Matches,
  matchesOf,
  WalkedMatches,
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
    const odd = await matchesOf(
      db,
      ['many'],
      async () => many,
      async () => many.map((m) => m.id),
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
    const kept = await matchesOf(db, ['few'], async () => many.slice(0, 3), unused)
    expect(kept).toBeInstanceOf(Matches)
    expect(kept.total).toBe(3)
    // Asked again, the kept matches answer without a second read.
    expect(await matchesOf(db, ['few'], unused, unused)).toBe(kept)
  })
})

describe('matches too many to read', () => {
  // A scope of 100,000 products in order, of which every third matches.
  const scope = new ScopeOrder(Int32Array.from({ length: 100_000 }, (_, i) => i + 1))
  const matching = (id: number) => id % 3 === 0
  const asked: number[][] = []
  const check = async (ids: number[]) => {
    asked.push(ids)
    return ids.filter(matching).reverse()
  }
  const unused = () => Promise.reject(new Error('not asked for'))
  const db = {} as never

  test('are not read past the first MATCHES_READ + 1, and are walked to a page at a time', async () => {
    const restore = keepMatchesUpTo(10, 1000)
    try {
      const many = Array.from({ length: 11 }, (_, i) => ({
        id: 3 * (i + 1),
        price: i,
        updatedAt: at(i),
      }))
      const reads: number[] = []
      const walked = await matchesOf(
        db,
        ['walked'],
        async (most) => {
          reads.push(most)
          return many
        },
        async (most) => {
          reads.push(most)
          return Array.from({ length: most }, (_, i) => 3 * (i + 1))
        },
      )
      expect(reads).toEqual([11, 1001])
      if (!(walked instanceof WalkedMatches)) throw new Error('read')
      expect(walked.total).toBe(1000)
      expect(await matchesOf(db, ['walked'], unused, unused)).toBe(walked)

      const asc = { field: 'price', direction: 'asc' } as const
      const desc = { field: 'price', direction: 'desc' } as const
      expect(await walked.page(asc, scope, 0, 5, check)).toEqual([3, 6, 9, 12, 15])
      const checkedForFirst = asked.flat().length
      // The first page asks about a few hundred products, not the scope's 100,000.
      expect(checkedForFirst).toBeLessThan(1000)
      expect(await walked.page(asc, scope, 5, 5, check)).toEqual([18, 21, 24, 27, 30])
      // The second page went on from the first: no product was asked about twice.
      expect(new Set(asked.flat()).size).toBe(asked.flat().length)
      expect(await walked.page(desc, scope, 0, 3, check)).toEqual([99_999, 99_996, 99_993])

      // Pages asked for at once walk one after the other, each in its place.
      const [far, near] = await Promise.all([
        walked.page(asc, scope, 600, 4, check),
        walked.page(asc, scope, 40, 2, check),
      ])
      expect(far).toEqual([1803, 1806, 1809, 1812])
      expect(near).toEqual([123, 126])
      expect(new Set(asked.flat()).size).toBe(asked.flat().length)

      // The last page ends at the cap.
      expect(await walked.page(asc, scope, 996, 10, check)).toEqual([2991, 2994, 2997, 3000])
      expect(await walked.page(asc, scope, 1000, 10, check)).toEqual([])
    } finally {
      restore()
    }
  })

  test('a check that fails fails its page, and the next page walks on', async () => {
    const restore = keepMatchesUpTo(10, 1000)
    try {
      const walked = await matchesOf(
        db,
        ['walked after a failure'],
        async (most) =>
          Array.from({ length: most }, (_, i) => ({ id: i, price: i, updatedAt: at(i) })),
        async (most) => Array.from({ length: most }, (_, i) => i),
      )
      if (!(walked instanceof WalkedMatches)) throw new Error('read')
      const order = { field: 'updated_at', direction: 'asc' } as const
      const failing = () => Promise.reject(new Error('database gone'))
      await expect(walked.page(order, scope, 0, 5, failing)).rejects.toThrow('database gone')
      expect(await walked.page(order, scope, 0, 5, check)).toEqual([3, 6, 9, 12, 15])
    } finally {
      restore()
    }
  })
})
