import { expect, test } from 'vitest'
import { logHref, parseLogQuery } from './log-query.ts'

const parse = (search: string) => parseLogQuery(new URLSearchParams(search))

test('a known status and a page are read; anything else is all statuses, page 1', () => {
  expect(parse('')).toEqual({ status: null, page: 1 })
  expect(parse('status=final-success&page=3')).toEqual({ status: 'final-success', page: 3 })
  expect(parse('status=won&page=-2')).toEqual({ status: null, page: 1 })
  expect(parse('page=abc')).toEqual({ status: null, page: 1 })
})

test('the first page of all bids is the bare log; a status and a later page are kept', () => {
  expect(logHref(null)).toBe('?')
  expect(logHref('missing-top', 1)).toBe('?status=missing-top')
  expect(logHref(null, 2)).toBe('?page=2')
  expect(logHref('success', 4)).toBe('?status=success&page=4')
})
