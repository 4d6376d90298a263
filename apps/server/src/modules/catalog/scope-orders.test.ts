import { describe, expect, test } from 'vitest'
import { IdBits } from './id-bits.ts'
import { ScopeOrder, scopeOrder } from './scope-orders.ts'

// Ascending by (price, id), as the listing's index reads them.
const byPrice = new ScopeOrder(
  Int32Array.of(5, 2, 4, 1, 3, 6),
  Int32Array.of(100, 100, 200, 300, 300, 400),
)

describe('a scope kept in order', () => {
  test('pages read forwards or backwards: ties by id in the same direction', () => {
    expect(byPrice.page('asc', 0, 6)).toEqual([5, 2, 4, 1, 3, 6])
    expect(byPrice.page('desc', 0, 6)).toEqual([6, 3, 1, 4, 2, 5])
  })

  test('consecutive pages cover the order once; past the last page is empty', () => {
    const pages = [0, 4, 8].map((offset) => byPrice.page('desc', offset, 4))
    expect(pages).toEqual([[6, 3, 1, 4], [2, 5], []])
    expect(byPrice.total).toBe(6)
    // Its weight against SCOPE_ORDERS_BYTES: the ids and the prices, 4 bytes each.
    expect(byPrice.bytes).toBe(48)
  })

  test('a price range is the span between its ends, both included', () => {
    const span = byPrice.priced(200, 300)
    expect(span).toEqual({ from: 2, to: 5 })
    expect(byPrice.page('asc', 0, 10, span)).toEqual([4, 1, 3])
    expect(byPrice.page('desc', 1, 10, span)).toEqual([1, 4])
    expect(byPrice.priced(101, 199)).toEqual({ from: 2, to: 2 })
    expect(byPrice.priced(500, 400)).toEqual({ from: 6, to: 6 })
    expect(() => new ScopeOrder(Int32Array.of(1)).priced(0, 1)).toThrow()
  })

  test('the positions of every nth product a filter keeps, and walks from a position', () => {
    const even = (id: number) => id % 2 === 0
    // Ids 5, 2, 4, 1, 3, 6: the even ones at positions 1, 2 and 5.
    expect(byPrice.marks(even, 2)).toEqual({ marks: Int32Array.of(1, 5), last: 5, kept: 3 })
    expect(byPrice.marks((id) => id < 5, 1)).toEqual({
      marks: Int32Array.of(1, 2, 3, 4),
      last: 4,
      kept: 4,
    })
    expect(byPrice.marks(() => false, 1)).toEqual({ marks: Int32Array.of(), last: -1, kept: 0 })
    expect(byPrice.count(even)).toBe(3)
    expect(byPrice.walk(0, 'asc', even, 0, 2)).toEqual([2, 4])
    expect(byPrice.walk(2, 'asc', even, 1, 10)).toEqual([6])
    expect(byPrice.walk(5, 'desc', even, 0, 10)).toEqual([6, 4, 2])
    expect(byPrice.walk(5, 'desc', even, 3, 10)).toEqual([])
  })

  test('a scope is the whole order narrowed: pages, totals and price ranges of its products', () => {
    // 5,000 products in a shuffled order by price (ten products a price), a scope of some of
    // them: every page of every size in both directions, within every price range, equals the
    // same page of the scope's products filtered from the order one by one.
    let seed = 7
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const ids = Int32Array.from({ length: 5000 }, (_, i) => i + 1).sort(() => random() - 0.5)
    const prices = Int32Array.from({ length: 5000 }, (_, i) => 100 * Math.floor(i / 10))
    const whole = new ScopeOrder(ids, prices)
    const at = (from: number, to: number) => Array.from(ids.subarray(from, to))
    const scopes = [
      new IdBits(Array.from(ids).filter(() => random() < 0.3)),
      new IdBits(Array.from(ids).filter(() => random() < 0.01)),
      // In bands of the order, as a category's kinds of goods sit in price bands: long runs of
      // positions (blocks of 1,024) without any of them between, and bands that start or end at
      // a block's edge.
      new IdBits([...at(100, 300), ...at(2048, 2100), ...at(2990, 3072), ...at(4995, 5000)]),
      new IdBits(at(0, 40)),
      new IdBits(at(4967, 5000)),
      new IdBits([]),
    ]
    for (const members of scopes) {
      const scope = whole.within(members)
      const expected = Array.from(ids).filter((id) => members.has(id))
      expect(scope.total).toBe(expected.length)
      expect(scope.size(scope.all)).toBe(expected.length)
      for (const [low, high] of [
        [0, 1_000_000],
        [2000, 45_000],
        [29_950, 30_950],
        [4550, 4550],
        [4500, 4500],
        [99_000, 200],
      ] as const) {
        const span = scope.priced(low, high)
        const inRange = Array.from(ids)
          .map((id, i) => ({ id, price: prices[i] ?? 0 }))
          .filter(({ id, price }) => members.has(id) && price >= low && price <= high)
          .map(({ id }) => id)
        expect(scope.size(span)).toBe(inRange.length)
        for (const limit of [1, 12, 33, 100]) {
          for (let offset = 0; offset <= inRange.length + 1; offset += 1 + (offset % 7)) {
            expect(scope.page('asc', offset, limit, span)).toEqual(
              inRange.slice(offset, offset + limit),
            )
            expect(scope.page('desc', offset, limit, span)).toEqual(
              [...inRange].reverse().slice(offset, offset + limit),
            )
          }
        }
      }
      // The filters of a search walk only the scope's products.
      const even = (id: number) => id % 2 === 0
      expect(scope.count(even)).toBe(expected.filter(even).length)
      expect(scope.walk(0, 'asc', even, 0, 1000)).toEqual(expected.filter(even))
      expect(scope.marks(even, 1).kept).toBe(expected.filter(even).length)
      // Its weight: its bits and a count per block of 1,024 (the whole order is the catalogue's).
      expect(scope.bytes).toBe(members.bytes + 4 * 6)
    }
  })

  test("the catalogue is read once per field and a scope's products once for both", async () => {
    const db = {} as never
    const reads: string[] = []
    const read = {
      order: async (field: string) => {
        reads.push(`order ${field}`)
        return { ids: [7, 3, 5], prices: [10, 20, 30] }
      },
      members: async (scope: { categoryId: number; supplierId: number }) => {
        reads.push(`members ${scope.categoryId}/${scope.supplierId}`)
        return new IdBits([3, 5])
      },
    }
    const scope = { categoryId: 4, supplierId: 0 }
    const first = await scopeOrder(db, scope, 'price', read)
    expect(await scopeOrder(db, scope, 'price', read)).toBe(first)
    expect(first.page('asc', 0, 5)).toEqual([3, 5])
    expect(first.size(first.priced(15, 25))).toBe(1)
    await scopeOrder(db, scope, 'updated_at', read)
    await scopeOrder(db, { categoryId: 4, supplierId: 390 }, 'price', read)
    const catalogue = await scopeOrder(db, { categoryId: 0, supplierId: 0 }, 'price', read)
    expect(catalogue.page('desc', 0, 5)).toEqual([5, 3, 7])
    expect(reads).toEqual(['order price', 'members 4/0', 'order updated_at', 'members 4/390'])
  })

  test('scopes are read one at a time, and a failed read does not hold up the next', async () => {
    const db = {} as never
    let reading = 0
    let most = 0
    const read = {
      order: async () => ({ ids: [1, 2, 3], prices: [1, 2, 3] }),
      members: async (scope: { categoryId: number; supplierId: number }) => {
        reading++
        most = Math.max(most, reading)
        await new Promise((resolve) => setTimeout(resolve, 5))
        reading--
        if (scope.categoryId === 8) throw new Error('the database went away')
        return new IdBits([scope.categoryId - 6])
      },
    }
    const orders = await Promise.allSettled(
      [7, 8, 9].map((categoryId) => scopeOrder(db, { categoryId, supplierId: 458 }, 'price', read)),
    )
    expect(most).toBe(1)
    expect(orders.map((order) => order.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const [seven, , nine] = orders
    expect(seven?.status === 'fulfilled' && seven.value.page('asc', 0, 3)).toEqual([1])
    expect(nine?.status === 'fulfilled' && nine.value.page('desc', 0, 3)).toEqual([3])
  })
})
