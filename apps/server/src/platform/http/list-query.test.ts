import type { FastifyRequest } from 'fastify'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { BadRequest } from '../errors.ts'
import { translate } from '../i18n/messages.ts'
import { type ListSpec, parseListQuery } from './list-query.ts'

const spec = {
  filters: { name: z.string().min(1), status_id: z.string(), own: z.literal('1') },
  between: { price: z.coerce.number().int().min(0) },
  sorts: ['created_at', 'price'],
  defaultSort: '-created_at',
  includes: ['status', 'customer'],
  appends: ['first_item'],
  perPage: { default: 15, max: 50 },
} as const satisfies ListSpec

const request = (query: Record<string, unknown>) =>
  ({ query, lang: 'en' }) as unknown as FastifyRequest

const failure = (query: Record<string, unknown>) => {
  try {
    parseListQuery(request(query), spec)
  } catch (error) {
    return error as BadRequest
  }
  throw new Error('expected the query to be refused')
}

describe('parseListQuery', () => {
  test('no parameters: page 1, the default page size and the default sort', () => {
    expect(parseListQuery(request({}), spec)).toEqual({
      filter: {},
      between: {},
      sort: [{ field: 'created_at', direction: 'desc' }],
      include: new Set(),
      append: new Set(),
      page: 1,
      perPage: 15,
    })
  })

  test('every kind of parameter is parsed against the whitelist', () => {
    const query = parseListQuery(
      request({
        'filter[name]': 'matcha',
        'filter[own]': '1',
        'filter_between[price]': '500,2500',
        sort: 'price,-created_at',
        include: 'status, customer',
        append: 'first_item',
        page: '3',
        per_page: '50',
      }),
      spec,
    )
    expect(query.filter).toEqual({ name: 'matcha', own: '1' })
    expect(query.between).toEqual({ price: [500, 2500] })
    expect(query.sort).toEqual([
      { field: 'price', direction: 'asc' },
      { field: 'created_at', direction: 'desc' },
    ])
    expect([...query.include]).toEqual(['status', 'customer'])
    expect([...query.append]).toEqual(['first_item'])
    expect(query.page).toBe(3)
    expect(query.perPage).toBe(50)
  })

  test.each([
    [{ 'filter[colour]': 'red' }, 'Unsupported parameter: filter[colour]'],
    [{ 'filter_between[weight]': '1,2' }, 'Unsupported parameter: filter_between[weight]'],
    [{ search: 'x' }, 'Unsupported parameter: search'],
    [{ 'filter[own]': '2' }, 'Invalid value for parameter filter[own]'],
    [{ 'filter_between[price]': '500' }, 'Invalid value for parameter filter_between[price]'],
    [{ 'filter_between[price]': 'a,b' }, 'Invalid value for parameter filter_between[price]'],
    [{ sort: 'name' }, 'Invalid value for parameter sort'],
    [{ sort: '' }, 'Invalid value for parameter sort'],
    [{ include: 'status,secrets' }, 'Invalid value for parameter include'],
    [{ append: 'everything' }, 'Invalid value for parameter append'],
    [{ page: '0' }, 'Invalid value for parameter page'],
    [{ page: '1.5' }, 'Invalid value for parameter page'],
    [{ per_page: '51' }, 'Invalid value for parameter per_page'],
    [{ page: ['1', '2'] }, 'Parameter page may be given only once'],
    // Issue 14: names of Object.prototype's members are no filters (they were a 500).
    [{ 'filter[__proto__]': '1' }, 'Unsupported parameter: filter[__proto__]'],
    [{ 'filter[constructor]': '1' }, 'Unsupported parameter: filter[constructor]'],
    [{ 'filter_between[toString]': '1,2' }, 'Unsupported parameter: filter_between[toString]'],
    // Issue 14: no control character reaches a filter (PostgreSQL refuses NUL: a 500).
    [{ 'filter[name]': 'a\u0000b' }, 'Invalid value for parameter filter[name]'],
    [{ 'filter[name]': 'matcha\n' }, 'Invalid value for parameter filter[name]'],
    [{ sort: 'price\u001b' }, 'Invalid value for parameter sort'],
  ])('%j is a 400: %s', (query, message) => {
    const error = failure(query)
    expect(error).toBeInstanceOf(BadRequest)
    expect(translate('en', error.key, error.vars)).toBe(message)
  })
})

test('an endpoint that answers one object refuses page and per_page', () => {
  const single = { filters: { from: z.string() }, paged: false } as const satisfies ListSpec
  for (const param of ['page', 'per_page']) {
    try {
      parseListQuery(request({ [param]: '1' }), single)
      throw new Error(`${param} was accepted`)
    } catch (error) {
      const { key, vars } = error as BadRequest
      expect(translate('en', key, vars)).toBe(`Unsupported parameter: ${param}`)
    }
  }
  expect(parseListQuery(request({ 'filter[from]': 'JPY' }), single).filter).toEqual({ from: 'JPY' })
})
