import { describe, expect, test } from 'vitest'
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

  test('an order is read once and kept, per scope and field', async () => {
    const db = {} as never
    const reads: string[] = []
    const read = async (scope: { categoryId: number; supplierId: number }, field: string) => {
      reads.push(`${scope.categoryId}/${scope.supplierId}/${field}`)
      return { ids: [7, 3], prices: [10, 20] }
    }
    const scope = { categoryId: 4, supplierId: 0 }
    const first = await scopeOrder(db, scope, 'price', read)
    expect(await scopeOrder(db, scope, 'price', read)).toBe(first)
    expect(first.page('asc', 0, 2)).toEqual([7, 3])
    await scopeOrder(db, scope, 'updated_at', read)
    await scopeOrder(db, { categoryId: 4, supplierId: 390 }, 'price', read)
    expect(reads).toEqual(['4/0/price', '4/0/updated_at', '4/390/price'])
  })
})
