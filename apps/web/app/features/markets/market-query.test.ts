import { describe, expect, test } from 'vitest'
import {
  categoryHref,
  defaultSort,
  isFiltered,
  lastKnownPage,
  marketApiQuery,
  parseMarketQuery,
  withoutFilters,
} from './market-query.ts'

const query = (text: string) => new URLSearchParams(text)

describe('parseMarketQuery', () => {
  test('reads the category, words, page, sort and one parameter per filter of the market', () => {
    const state = parseMarketQuery(
      'mercari',
      query('category_id=m1&search=%20t%C3%BAi%20&page=3&sort=price_asc&price=500-2500&status=new'),
    )
    expect(state).toEqual({
      category: 'm1',
      search: 'túi',
      page: 3,
      sort: 'price_asc',
      filters: { price: '500-2500', status: 'new' },
    })
    expect(isFiltered(state)).toBe(true)
  })

  test("leaves out what the market does not offer: another market's filter, an unknown value or sort", () => {
    // HardOff's rank is not Mercari's; 'cheap' is no price range; Mercari has no 'reviews' sort.
    const state = parseMarketQuery('mercari', query('rank=B&price=cheap&sort=reviews&status=new'))
    expect(state.filters).toEqual({ status: 'new' })
    expect(state.sort).toBe(defaultSort('mercari'))
    expect(parseMarketQuery('hardoff', query('rank=B')).filters).toEqual({ rank: 'B' })
  })

  test('the default sort is the first of the market’s sorts', () => {
    expect(parseMarketQuery('yahoo-auction', query('')).sort).toBe('ending')
    expect(parseMarketQuery('rakuten', query('')).sort).toBe('popular')
  })

  test('a page out of 1..100 or not a whole number is page 1; a category id must be a token', () => {
    for (const page of ['0', '-2', '1.5', 'x', '101']) {
      expect(parseMarketQuery('mercari', query(`page=${page}`)).page, page).toBe(1)
    }
    expect(parseMarketQuery('mercari', query('page=100')).page).toBe(100)
    expect(parseMarketQuery('mercari', query('category_id=a%20b')).category).toBeNull()
    expect(parseMarketQuery('mercari', query('search=%20%20')).search).toBeNull()
  })
})

describe('marketApiQuery', () => {
  test('packs the filters as key:value pairs in the one `filters` parameter (§7)', () => {
    const state = parseMarketQuery('mercari', query('status=new&price=500-2500&category_id=m1'))
    expect(marketApiQuery(state)).toEqual({
      category_id: 'm1',
      page: 1,
      sort: 'newest',
      filters: 'price:500-2500,status:new',
    })
  })

  test('sends no filters, category or words when there are none', () => {
    expect(marketApiQuery(parseMarketQuery('amazon', query('page=2')))).toEqual({
      page: 2,
      sort: 'popular',
    })
  })
})

test('the way out of an empty list drops the filters and the page, and keeps the rest', () => {
  const params = query('category_id=m1&search=bag&sort=price_asc&status=new&price=1-500&page=4')
  expect(withoutFilters('mercari', params)).toBe(
    '/other-market/products/mercari?category_id=m1&search=bag&sort=price_asc',
  )
})

test("a category's list, and the pages the simple paging knows of", () => {
  expect(categoryHref('rakuma', 'r 1')).toBe('/other-market/products/rakuma?category_id=r+1')
  expect(lastKnownPage(3, true)).toBe(4)
  expect(lastKnownPage(3, false)).toBe(3)
  expect(lastKnownPage(100, true)).toBe(100)
})
