import { expect, test } from 'vitest'
import type { Database } from './index.ts'
import { perDatabase } from './per-database.ts'

test('one value per database, made on first use only', () => {
  const made: Database[] = []
  const values = perDatabase((db) => {
    made.push(db)
    return { for: db }
  })
  const one = {} as Database
  const other = {} as Database
  expect(values.made(one)).toBeUndefined()
  const first = values.of(one)
  expect(values.of(one)).toBe(first)
  expect(values.made(one)).toBe(first)
  expect(values.of(other)).not.toBe(first)
  expect(made).toEqual([one, other])
  expect(values.made({} as Database)).toBeUndefined()
})
