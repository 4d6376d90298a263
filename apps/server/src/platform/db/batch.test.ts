import { describe, expect, test } from 'vitest'
import { BatchRead } from './batch.ts'

type Row = { id: number }

function reader(fail = false) {
  const reads: number[][] = []
  const batch = new BatchRead<Row>(
    async (ids) => {
      reads.push([...ids].sort((a, b) => a - b))
      if (fail) throw new Error('database gone')
      return ids.filter((id) => id < 100).map((id) => ({ id }))
    },
    (row) => row.id,
  )
  return { reads, batch }
}

describe('reads by id gathered across requests', () => {
  test('ids asked for together are read in one query, each once', async () => {
    const { reads, batch } = reader()
    const answers = await Promise.all([
      batch.one(3),
      batch.many([1, 3, 2]),
      batch.one(500),
      batch.one(1),
    ])
    expect(answers).toEqual([{ id: 3 }, [{ id: 1 }, { id: 3 }, { id: 2 }], undefined, { id: 1 }])
    expect(reads).toEqual([[1, 2, 3, 500]])
  })

  test('ids asked for after a round has ended go into the next query', async () => {
    const { reads, batch } = reader()
    await batch.one(1)
    await batch.many([2, 200])
    expect(reads).toEqual([[1], [2, 200]])
  })

  test('a failed read fails every caller of its round, and the next round reads again', async () => {
    const { reads, batch } = reader(true)
    const results = await Promise.allSettled([batch.one(1), batch.many([2])])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    await expect(batch.one(3)).rejects.toThrow('database gone')
    expect(reads).toEqual([[1, 2], [3]])
  })
})
