import { describe, expect, expectTypeOf, test } from 'vitest'
import type { Address } from './addresses.ts'
import { type ApiResult, apiClient, apiPath, type Refusal, refusalOf } from './client.ts'
import type { Order, OrderList } from './orders.ts'

/** A client whose server records each request and answers `answer`. */
function recording(answer: () => Response) {
  const sent: { path: string; init: RequestInit }[] = []
  const client = apiClient(
    async (path, init) => {
      sent.push({ path, init })
      return answer()
    },
    { 'accept-language': 'ja' },
  )
  return { client, sent }
}
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('apiPath', () => {
  test('path parameters are filled in, percent-encoded', () => {
    expect(apiPath('GET /api/orders/{id}', { params: { id: 12 } })).toBe('/api/orders/12')
    expect(apiPath('GET /api/addresses/{id}', { params: { id: '1/../2?x' } })).toBe(
      '/api/addresses/1%2F..%2F2%3Fx',
    )
    expect(apiPath('POST /market/cart/clear-cart/{userId}', { params: { userId: 7 } })).toBe(
      '/market/cart/clear-cart/7',
    )
  })

  test('every part of a list query, in order, names and values encoded', () => {
    expect(
      apiPath('GET /api/products', {
        query: {
          filter: { name: 'kem & sữa', 'suppliers.id': 390, origin: null, star: undefined },
          between: { price_vnd: [0, 300_000] },
          sort: '-updated_at',
          include: ['categories', 'images'],
          page: 2,
          perPage: 24,
        },
      }),
    ).toBe(
      '/api/products?filter[name]=kem%20%26%20s%E1%BB%AFa&filter[suppliers.id]=390' +
        '&filter_between[price_vnd]=0,300000&sort=-updated_at&include=categories,images' +
        '&page=2&per_page=24',
    )
    expect(
      apiPath('GET /api/transactions', {
        query: {
          filter: { wallet_id: 3, reference: 'OS,1' },
          sort: ['-voucher_date', 'amount'],
          append: ['references'],
        },
      }),
    ).toBe(
      '/api/transactions?filter[wallet_id]=3&filter[reference]=OS%2C1' +
        '&sort=-voucher_date,amount&append=references',
    )
  })

  test('no query, or an empty one, adds no question mark', () => {
    expect(apiPath('GET /api/provinces')).toBe('/api/provinces')
    expect(apiPath('GET /api/orders', { query: { filter: {}, include: [] } })).toBe('/api/orders')
  })

  test('a plain query schema is sent as its names and values', () => {
    expect(
      apiPath('GET /api/payment-information', { query: { order_id: '12', price: undefined } }),
    ).toBe('/api/payment-information?order_id=12')
  })

  test('the query is typed by the endpoint’s list spec', () => {
    apiPath('GET /api/orders', {
      // @ts-expect-error: not a sort of orders
      query: { sort: '-price' },
    })
    apiPath('GET /api/orders', {
      // @ts-expect-error: not a status
      query: { filter: { status_id: 'Lost' } },
    })
    apiPath('GET /api/wards', {
      // @ts-expect-error: not a filter of wards
      query: { filter: { name: 'x' } },
    })
    // @ts-expect-error: one answer, not paged
    apiPath('GET /api/amount-with-conditions', { query: { page: 2 } })
    // @ts-expect-error: the order's id is missing
    expect(() => apiPath('GET /api/orders/{id}', {})).toThrow('no value for {id}')
  })
})

describe('apiClient', () => {
  test('sends the method, the body as JSON and the headers; answers the typed data', async () => {
    const { client, sent } = recording(json(201, { data: { id: 5 } }))
    const result = await client.call('POST /api/addresses', {
      body: {
        consignee: 'An',
        tel: '0901234567',
        ward_id: '26881',
        scheme: 'old',
        address_detail: '1 Lê Lợi',
      },
      headers: { 'idempotency-key': 'k-1' },
    })
    expect(sent[0]?.path).toBe('/api/addresses')
    expect(sent[0]?.init.method).toBe('POST')
    expect(sent[0]?.init.headers).toEqual({
      'accept-language': 'ja',
      'idempotency-key': 'k-1',
      accept: 'application/json',
      'content-type': 'application/json',
    })
    expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({ consignee: 'An' })
    expect(result).toMatchObject({ ok: true, status: 201, data: { data: { id: 5 } } })
    if (result.ok) expectTypeOf(result.data).toEqualTypeOf<{ data: Address }>()
  })

  test('a call without a body sends none', async () => {
    const { client, sent } = recording(json(200, { data: [] }))
    await client.call('GET /api/orders', { query: { filter: { own: '1' } } })
    expect(sent[0]?.path).toBe('/api/orders?filter[own]=1')
    expect(sent[0]?.init.body).toBeUndefined()
    expect(sent[0]?.init.headers).not.toHaveProperty('content-type')
  })

  test('a 204 answers null', async () => {
    const { client } = recording(() => new Response(null, { status: 204 }))
    const result = await client.call('DELETE /api/addresses/{id}', { params: { id: 3 } })
    expect(result).toMatchObject({ ok: true, status: 204, data: null })
  })

  test('a refusal is the §3 envelope, its fields those of the body', async () => {
    const { client } = recording(
      json(422, { message: 'Invalid input', errors: { tel: ['Not a phone number'] } }),
    )
    const result = await client.call('PUT /api/addresses/{id}', {
      params: { id: 3 },
      body: { consignee: 'An', tel: 'x', ward_id: '1', scheme: 'old', address_detail: 'x' },
    })
    expect(result).toMatchObject({
      ok: false,
      refusal: { status: 422, message: 'Invalid input', errors: { tel: ['Not a phone number'] } },
    })
    if (!result.ok) {
      expectTypeOf(result.refusal.errors?.tel).toEqualTypeOf<string[] | undefined>()
      // @ts-expect-error: not a field of an address
      void result.refusal.errors?.price
    }
  })

  test('an identity refusal keeps its code; a body that is no JSON leaves the status', async () => {
    const auth = recording(json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }))
    const signIn = await auth.client.call('POST /api/auth/sign-in/email', {
      body: { email: 'a@b.c', password: 'x' },
    })
    expect(signIn).toMatchObject({
      ok: false,
      refusal: { status: 401, message: 'Invalid', code: 'INVALID_EMAIL_OR_PASSWORD' },
    })
    const proxy = recording(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    expect(await proxy.client.call('GET /api/orders')).toMatchObject({
      ok: false,
      refusal: { status: 502, message: '' },
    })
  })

  test('answers and refusals are typed by the endpoint', () => {
    expectTypeOf<Extract<ApiResult<'GET /api/orders'>, { ok: true }>['data']>().toEqualTypeOf<
      typeof OrderList._output
    >()
    expectTypeOf<Extract<ApiResult<'GET /api/orders/{id}'>, { ok: true }>['data']>().toEqualTypeOf<{
      data: Order
    }>()
    expectTypeOf<Extract<ApiResult<'GET /api/orders'>, { ok: false }>['refusal']>().toEqualTypeOf<
      Refusal<string>
    >()
  })
})

test('refusalOf reads the envelope, and what else the body says as its detail', () => {
  expect(refusalOf(409, { message: 'Taken' })).toEqual({ status: 409, message: 'Taken' })
  expect(refusalOf(409, { message: 'Taken', orders: [{ id: 1 }] })).toEqual({
    status: 409,
    message: 'Taken',
    detail: { orders: [{ id: 1 }] },
  })
  expect(refusalOf(502, 'Bad gateway')).toEqual({ status: 502, message: '' })
  expect(refusalOf(500, null)).toEqual({ status: 500, message: '' })
  expect(refusalOf(422, { message: 'x', errors: { a: ['b'] } })).toEqual({
    status: 422,
    message: 'x',
    errors: { a: ['b'] },
  })
})
