import { listQueryText } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import {
  canonicalPriceQuery,
  parseListingQuery,
  parseVnd,
  productsApiQuery as productsQuery,
  suggestionsApiQuery as suggestionsQuery,
  withParam,
} from './listing-query.ts'

// The API queries as the typed client sends them.
const productsApiQuery = (...args: Parameters<typeof productsQuery>) =>
  new URLSearchParams(listQueryText(productsQuery(...args)))
const suggestionsApiQuery = (...args: Parameters<typeof suggestionsQuery>) =>
  new URLSearchParams(listQueryText(suggestionsQuery(...args)))

const parse = (query: string) => parseListingQuery(new URLSearchParams(query))

describe('parseListingQuery', () => {
  test('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'search=kem&category=2&price=100000-300000&origin=1&star=4&discount=20&sort=price&page=3&per_page=48',
      ),
    ).toEqual({
      search: 'kem',
      category: 2,
      price: [100000, 300000],
      origin: 1,
      star: 4,
      discount: 20,
      sort: 'price',
      page: 3,
      perPage: 48,
    })
  })

  test('defaults to the newest first on page 1, and takes `name` for the search', () => {
    expect(parse('name=%20lotion%20')).toMatchObject({
      search: 'lotion',
      sort: '-updated_at',
      page: 1,
    })
  })

  test('leaves out values that make no sense', () => {
    expect(
      parse(
        'category=abc&price=a-b&origin=-1&star=9&discount=100&sort=discount&page=0&per_page=13',
      ),
    ).toEqual({
      search: null,
      category: null,
      price: null,
      origin: null,
      star: null,
      discount: null,
      sort: '-updated_at',
      page: 1,
      perPage: 12,
    })
  })

  test('a price range in dong may be open at either end, and is put in order', () => {
    expect(parse('price=3000000-').price).toEqual([3000000, null])
    expect(parse('price=-100000').price).toEqual([null, 100000])
    expect(parse('price=500000-100000').price).toEqual([100000, 500000])
    expect(parse('price=-').price).toBeNull()
  })
})

test('productsApiQuery asks for the shop’s products with the filters of §7, prices in dong', () => {
  const api = productsApiQuery(
    'awond',
    parse('search=tote&category=2&price=100000-300000&star=3&discount=10&per_page=24'),
  )
  expect(Object.fromEntries(api)).toEqual({
    'filter[suppliers.id]': '458',
    'filter[name]': 'tote',
    'filter[categories]': '2',
    'filter[star]': '3',
    'filter[discount]': '10',
    'filter_between[price_vnd]': '100000,300000',
    include: 'categories',
    sort: '-updated_at',
    page: '1',
    per_page: '24',
  })
})

test('all shops: no shop filter; an open price range asks up to the largest amount', () => {
  const api = productsApiQuery('all', parse('search=áo giữ nhiệt&price=3000000-'))
  expect(api.has('filter[suppliers.id]')).toBe(false)
  expect(api.get('filter[name]')).toBe('áo giữ nhiệt')
  expect(api.get('filter_between[price_vnd]')).toBe('3000000,1000000000000')
  expect(productsApiQuery('all', parse('price=-100000')).get('filter_between[price_vnd]')).toBe(
    '0,100000',
  )
  expect(Object.fromEntries(suggestionsApiQuery('all', 'kem'))).toEqual({ 'filter[name]': 'kem' })
  expect(Object.fromEntries(suggestionsApiQuery('ikom', 'kem'))).toEqual({
    'filter[name]': 'kem',
    'filter[suppliers.id]': '390',
  })
})

test('dong amounts as typed: dots, spaces and commas between thousands', () => {
  expect(parseVnd('1.000.000')).toBe(1_000_000)
  expect(parseVnd(' 250 000 ')).toBe(250_000)
  expect(parseVnd('250,000')).toBe(250_000)
  expect(parseVnd('')).toBeNull()
  expect(parseVnd('-5')).toBeNull()
  expect(parseVnd('12abc')).toBeNull()
  expect(parseVnd('99999999999999')).toBeNull()
})

test('the price boxes of the no-JavaScript form become one price parameter', () => {
  const canonical = (query: string) => canonicalPriceQuery(new URLSearchParams(query))
  expect(canonical('search=kem&price_from=100.000&price_to=50000&page=3')).toBe(
    '?search=kem&price=50000-100000',
  )
  expect(canonical('price_from=&price_to=200000')).toBe('?price=-200000')
  // Empty boxes keep a range picked from the list.
  expect(canonical('price=100000-300000&price_from=&price_to=')).toBe('?price=100000-300000')
  expect(canonical('price=100000-300000')).toBeNull()
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
