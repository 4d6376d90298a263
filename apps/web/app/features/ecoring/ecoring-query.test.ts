import { expect, test } from 'vitest'
import {
  ecoringDetailHref,
  ecoringListHref,
  isEcoringListPath,
  isEcoringListTab,
  parseEcoringQuery,
} from './ecoring-query.ts'

const parse = (search: string) => parseEcoringQuery(new URLSearchParams(search))

test('a page and a category id are read from the query', () => {
  expect(parse('page=2&category_id=3')).toEqual({ page: 2, category: 3 })
  expect(parse('')).toEqual({ page: 1, category: null })
  expect(parse('category_id=%203%20')).toEqual({ page: 1, category: 3 })
})

test('a page out of range is the first, a category that is not an id is every category', () => {
  for (const page of ['0', '-2', '1.5', 'abc', '201']) expect(parse(`page=${page}`).page).toBe(1)
  expect(parse('page=200').page).toBe(200)
  for (const category of ['0', 'bags', '-1', '1e3', '12345678901']) {
    expect(parse(`category_id=${category}`).category).toBeNull()
  }
})

test('a list’s address keeps its category and page, and drops them when they are the default', () => {
  expect(ecoringListHref('timelimit', { category: 3, page: 2 })).toBe(
    '/other-market/ecoring/timelimit?category_id=3&page=2',
  )
  expect(ecoringListHref('preview', { category: null, page: 1 })).toBe(
    '/other-market/ecoring/preview',
  )
  expect(ecoringListHref('preview', { category: null, page: 4 })).toBe(
    '/other-market/ecoring/preview?page=4',
  )
})

test('a lot’s page is under the tab it is reached from', () => {
  expect(ecoringDetailHref('preview', 42)).toBe('/other-market/ecoring/detail/preview/42')
  expect(ecoringDetailHref('timelimit', 42)).toBe('/other-market/ecoring/detail/timelimit/42')
})

test('the lists are preview and timelimit; realtime and the lot pages are not', () => {
  expect(isEcoringListTab('preview')).toBe(true)
  expect(isEcoringListTab('timelimit')).toBe(true)
  expect(isEcoringListTab('realtime')).toBe(false)
  expect(isEcoringListTab(undefined)).toBe(false)
  expect(isEcoringListPath('/other-market/ecoring/timelimit')).toBe(true)
  expect(isEcoringListPath('/other-market/ecoring/preview/')).toBe(true)
  expect(isEcoringListPath('/other-market/ecoring/realtime')).toBe(false)
  expect(isEcoringListPath('/other-market/ecoring/detail/preview/42')).toBe(false)
})
