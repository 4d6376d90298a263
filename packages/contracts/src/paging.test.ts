import { expect, test } from 'vitest'
import { pageEnvelope } from './paging.ts'

test('from and to are the 1-based positions of the rows on the page', () => {
  expect(pageEnvelope(['k', 'l'], 12, 3, 5)).toEqual({
    data: ['k', 'l'],
    current_page: 3,
    last_page: 3,
    from: 11,
    to: 12,
    total: 12,
    per_page: 5,
  })
})

test('an empty page has null from and to, and last_page is never below 1', () => {
  expect(pageEnvelope([], 0, 1, 20)).toMatchObject({ from: null, to: null, last_page: 1, total: 0 })
  expect(pageEnvelope([], 12, 9, 5)).toMatchObject({ from: null, to: null, last_page: 3 })
})
