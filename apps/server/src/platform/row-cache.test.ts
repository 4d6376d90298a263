import { describe, expect, test } from 'vitest'
import { RowCache } from './row-cache.ts'

type Row = { id: number; name: string }
const idOf = (row: Row) => row.id

/** A table of rows 1–9 that records which ids each read asked for. */
function table() {
  const reads: number[][] = []
  let version = 1
  const read = async (ids: number[]) => {
    reads.push(ids)
    return ids.filter((id) => id >= 1 && id <= 9).map((id) => ({ id, name: `${id}v${version}` }))
  }
  return { reads, read, change: () => version++ }
}

describe('rows kept by id', () => {
  test('the ids not kept are read together, once each, and the rows come back in order', async () => {
    const cache = new RowCache<Row>({ maxEntries: 100, ttlMs: 60_000 })
    const { reads, read } = table()
    expect((await cache.many([3, 1], read, idOf)).map(idOf)).toEqual([3, 1])
    expect((await cache.many([2, 3, 2, 1, 42], read, idOf)).map(idOf)).toEqual([2, 3, 2, 1])
    expect(reads).toEqual([
      [3, 1],
      [2, 42],
    ])
  })

  test('the oldest rows go first past the bound', async () => {
    const cache = new RowCache<Row>({ maxEntries: 2, ttlMs: 60_000 })
    const { reads, read } = table()
    await cache.many([1, 2, 3], read, idOf)
    expect(cache.size).toBe(2)
    await cache.many([2, 3, 1], read, idOf)
    expect(reads).toEqual([[1, 2, 3], [1]])
  })

  test('after clear() rows are read again, and a read begun before it is not kept', async () => {
    const cache = new RowCache<Row>({ maxEntries: 100, ttlMs: 60_000 })
    const { read, change } = table()
    expect((await cache.many([1], read, idOf))[0]?.name).toBe('1v1')
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow = cache.many(
      [5],
      async (ids) => {
        const rows = await read(ids)
        await held
        return rows
      },
      idOf,
    )
    change()
    cache.clear()
    release()
    // The read that began before the change still answers its own request…
    expect((await slow)[0]?.name).toBe('5v1')
    // …but is not kept: the next request reads the changed row.
    expect((await cache.many([1, 5], read, idOf)).map((row) => row.name)).toEqual(['1v2', '5v2'])
  })

  test('an expired row is read again', async () => {
    const cache = new RowCache<Row>({ maxEntries: 100, ttlMs: 0 })
    const { reads, read } = table()
    await cache.many([1], read, idOf)
    await cache.many([1], read, idOf)
    expect(reads).toEqual([[1], [1]])
  })
})
