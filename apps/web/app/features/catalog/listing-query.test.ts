import { describe, expect, test } from 'vitest'
import { parseListingQuery, productsApiQuery, withParam } from './listing-query.ts'

const parse = (query: string) => parseListingQuery(new URLSearchParams(query))

describe('parseListingQuery', () => {
  test('reads every filter, the sort and the page', () => {
    expect(parse('search=kem&category=2&price=500-2500&origin=1&star=4&sort=price&page=3')).toEqual(
      {
        search: 'kem',
        category: 2,
        price: [500, 2500],
        origin: 1,
        star: 4,
        sort: 'price',
        page: 3,
      },
    )
  })

  test('defaults to the newest first on page 1, and takes `name` for the search', () => {
    expect(parse('name=%20lotion%20')).toMatchObject({
      search: 'lotion',
      sort: '-updated_at',
      page: 1,
    })
  })

  test('leaves out values that make no sense', () => {
    expect(parse('category=abc&price=1-2&origin=-1&star=9&sort=discount&page=0')).toEqual({
      search: null,
      category: null,
      price: null,
      origin: null,
      star: null,
      sort: '-updated_at',
      page: 1,
    })
  })
})

test('productsApiQuery asks for the shop’s products with the filters of §7', () => {
  const api = productsApiQuery('awond', parse('search=tote&category=2&price=100000-5000000&star=3'))
  expect(Object.fromEntries(api)).toEqual({
    'filter[suppliers.id]': '458',
    'filter[name]': 'tote',
    'filter[categories]': '2',
    'filter[star]': '3',
    'filter_between[price]': '100000,5000000',
    include: 'categories',
    sort: '-updated_at',
    page: '1',
    per_page: '12',
  })
})

describe('withParam', () => {
  const current = new URLSearchParams('search=kem&category=2&page=4')
  test('sets a filter and goes back to page 1', () => {
    expect(withParam(current, 'origin', '1')).toBe('?search=kem&category=2&origin=1')
  })
  test('removes a filter when unchecked', () => {
    expect(withParam(current, 'category', null)).toBe('?search=kem')
  })
  test('keeps the filters when turning the page, without a page=1', () => {
    expect(withParam(current, 'page', '5')).toBe('?search=kem&category=2&page=5')
    expect(withParam(current, 'page', '1')).toBe('?search=kem&category=2')
  })
})
