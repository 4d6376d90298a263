import { MAX_ADDRESSES } from '@kaimono/contracts'
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { addresses } from './schema.ts'

const t = useTestApp()
let alice: Customer
let bob: Customer
beforeAll(async () => {
  ;[alice, bob] = await Promise.all([createCustomer(t), createCustomer(t)])
})

/** Phường 12, Quận Gò Vấp (old scheme) became Phường An Hội Tây on 1 July 2025. */
const goVap = (overrides: Record<string, unknown> = {}) => ({
  consignee: 'Nguyễn Thị Mai',
  tel: '0912 345 678',
  ward_id: '26881',
  address_detail: '12 Nguyễn Văn Lượng',
  note: 'Gọi trước khi giao',
  ...overrides,
})

const create = (who: Customer, body: unknown, lang = 'vi') =>
  who.inject({
    method: 'POST',
    url: '/api/addresses',
    payload: body as Record<string, unknown>,
    headers: { 'accept-language': lang },
  })
const list = async (who: Customer) => {
  const res = await who.inject({ url: '/api/addresses?filter[own]=1' })
  expect(res.statusCode).toBe(200)
  return res.json().data as { id: number; default: boolean; consignee: string }[]
}

describe('create and read', () => {
  test('an old-scheme address carries its full address and its form after 1 July 2025', async () => {
    const res = await create(alice, goVap())
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({
      consignee: 'Nguyễn Thị Mai',
      tel: '0912345678',
      ward_id: '26881',
      scheme: 'old',
      note: 'Gọi trước khi giao',
      full_address: '12 Nguyễn Văn Lượng, Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh',
      new_address: '12 Nguyễn Văn Lượng, Phường An Hội Tây, Thành phố Hồ Chí Minh',
      old_address: '12 Nguyễn Văn Lượng, Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh',
      ward: { id: '26881', name: 'Phường 12' },
      district: { id: '764', name: 'Quận Gò Vấp' },
      province: { id: '79', name: 'Thành phố Hồ Chí Minh' },
    })
    const { id } = res.json().data
    const one = await alice.inject({ url: `/api/addresses/${id}` })
    expect(one.json().data).toEqual(res.json().data)
  })

  test('a 2025-scheme address carries the old form where one old ward maps to it', async () => {
    // Ward 00004 Phường Ba Đình (Hà Nội) was made of several old wards: no single old form.
    const merged = await create(alice, goVap({ scheme: '2025', ward_id: '00004' }))
    expect(merged.statusCode, merged.body).toBe(201)
    expect(merged.json().data).toMatchObject({
      scheme: '2025',
      district: null,
      full_address: '12 Nguyễn Văn Lượng, Phường Ba Đình, Thành phố Hà Nội',
      new_address: '12 Nguyễn Văn Lượng, Phường Ba Đình, Thành phố Hà Nội',
      old_address: null,
    })
  })

  test('the first address is the default; a customer sees only their own', async () => {
    const mine = await list(alice)
    expect(mine.filter((a) => a.default)).toHaveLength(1)
    expect(mine[0]?.default).toBe(true)
    expect(await list(bob)).toEqual([])
  })

  test('a number is accepted as ward_id and a +84 phone number too', async () => {
    const res = await create(alice, goVap({ ward_id: 26881, tel: '+84 912 345 678' }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({ ward_id: '26881', tel: '+84912345678' })
  })
})

describe('validation: 422 with one message per field, in the request language; nothing saved', () => {
  test('required fields, in Vietnamese', async () => {
    const before = (await list(alice)).length
    const res = await create(alice, {})
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Dữ liệu không hợp lệ',
      errors: {
        consignee: ['Vui lòng nhập trường này'],
        tel: ['Vui lòng nhập trường này'],
        ward_id: ['Vui lòng nhập trường này'],
        address_detail: ['Vui lòng nhập trường này'],
      },
    })
    expect(await list(alice)).toHaveLength(before)
  })

  test('each field’s own message, in English and Japanese', async () => {
    const body = goVap({
      consignee: 'x'.repeat(101),
      tel: '0123',
      address_detail: 'y'.repeat(256),
      note: 'z'.repeat(501),
    })
    const en = await create(alice, body, 'en')
    expect(en.statusCode).toBe(422)
    expect(en.json().errors).toEqual({
      consignee: ['This is too long'],
      tel: ['Not a valid phone number (e.g. 0912345678 or +84912345678)'],
      address_detail: ['This is too long'],
      note: ['This is too long'],
    })
    const ja = await create(alice, goVap({ consignee: '   ' }), 'ja')
    expect(ja.json()).toEqual({
      message: '入力内容に誤りがあります',
      errors: { consignee: ['この項目は必須です'] },
    })
  })

  test('a ward that does not exist in the scheme given', async () => {
    for (const body of [
      goVap({ ward_id: '99999' }),
      // 26881 is an old code; no 2025 ward has it.
      goVap({ ward_id: '26881', scheme: '2025' }),
    ]) {
      const res = await create(alice, body, 'en')
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({ ward_id: ['Please choose a ward'] })
    }
    const scheme = await create(alice, goVap({ scheme: '1999' }), 'en')
    expect(scheme.statusCode).toBe(422)
    expect(Object.keys(scheme.json().errors)).toEqual(['scheme'])
  })

  test('control characters are refused per field; line breaks only where text spans lines', async () => {
    const before = (await list(alice)).length
    const refused = await create(
      alice,
      goVap({
        consignee: 'Nguyễn\u0000Mai',
        tel: '0912345678\u001b',
        ward_id: '26881\u0000',
        address_detail: '12 Nguyễn Văn Lượng\u0007',
        note: 'Gọi trước\u0000',
      }),
      'en',
    )
    expect(refused.statusCode).toBe(422)
    const control = ['This contains control characters that are not allowed']
    expect(refused.json().errors).toEqual({
      consignee: control,
      tel: control,
      ward_id: control,
      address_detail: control,
      note: control,
    })
    expect(await list(alice)).toHaveLength(before)
    const lines = await create(alice, goVap({ address_detail: 'Tầng 3\nPhòng 301', note: 'a\tb' }))
    expect(lines.statusCode, lines.body).toBe(201)
    expect(lines.json().data).toMatchObject({ address_detail: 'Tầng 3\nPhòng 301', note: 'a\tb' })
    const oneLine = await create(alice, goVap({ consignee: 'Nguyễn\nMai' }), 'en')
    expect(oneLine.json().errors).toEqual({ consignee: control })
  })

  test('phone numbers that are not Vietnamese', async () => {
    for (const tel of ['0212345678', '+1 415 555 0100', '09123456789', 'abc']) {
      const res = await create(alice, goVap({ tel }), 'en')
      expect(res.statusCode, tel).toBe(422)
      expect(Object.keys(res.json().errors)).toEqual(['tel'])
    }
  })
})

describe('update and delete', () => {
  test('update changes the fields and recomposes the address', async () => {
    const { id } = (await create(alice, goVap())).json().data
    const res = await alice.inject({
      method: 'PUT',
      url: `/api/addresses/${id}`,
      payload: goVap({
        consignee: 'Trần Văn Bình',
        scheme: '2025',
        ward_id: '26882',
        address_detail: '5 Lê Đức Thọ',
        note: '',
      }),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      id,
      consignee: 'Trần Văn Bình',
      scheme: '2025',
      note: null,
      full_address: '5 Lê Đức Thọ, Phường An Hội Tây, Thành phố Hồ Chí Minh',
    })
    const bad = await alice.inject({
      method: 'PUT',
      url: `/api/addresses/${id}`,
      payload: goVap({ tel: '' }),
    })
    expect(bad.statusCode).toBe(422)
    expect((await alice.inject({ url: `/api/addresses/${id}` })).json().data.consignee).toBe(
      'Trần Văn Bình',
    )
  })

  test('setting a default clears the other one', async () => {
    const { id } = (await create(alice, goVap({ default: true }))).json().data
    let mine = await list(alice)
    expect(mine.filter((a) => a.default).map((a) => a.id)).toEqual([id])
    const other = mine.find((a) => a.id !== id)?.id
    await alice.inject({
      method: 'PUT',
      url: `/api/addresses/${other}`,
      payload: goVap({ default: true }),
    })
    mine = await list(alice)
    expect(mine.filter((a) => a.default).map((a) => a.id)).toEqual([other])
    expect(mine[0]?.id).toBe(other)
  })

  test('delete removes it; a second delete is a 404', async () => {
    const { id } = (await create(alice, goVap())).json().data
    const res = await alice.inject({ method: 'DELETE', url: `/api/addresses/${id}` })
    expect(res.statusCode).toBe(204)
    expect((await list(alice)).map((a) => a.id)).not.toContain(id)
    expect((await alice.inject({ method: 'DELETE', url: `/api/addresses/${id}` })).statusCode).toBe(
      404,
    )
  })
})

describe('another customer’s address is a 404, and nothing changes', () => {
  test('read, update and delete', async () => {
    const { id } = (await create(alice, goVap({ consignee: 'Chỉ của Alice' }))).json().data
    expect((await bob.inject({ url: `/api/addresses/${id}` })).statusCode).toBe(404)
    const put = await bob.inject({
      method: 'PUT',
      url: `/api/addresses/${id}`,
      payload: goVap({ consignee: 'Bob' }),
    })
    expect(put.statusCode).toBe(404)
    expect((await bob.inject({ method: 'DELETE', url: `/api/addresses/${id}` })).statusCode).toBe(
      404,
    )
    const still = await alice.inject({ url: `/api/addresses/${id}` })
    expect(still.json().data.consignee).toBe('Chỉ của Alice')
  })
})

describe('access', () => {
  test('without a session every call is a 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['GET', '/api/addresses/1'],
      ['POST', '/api/addresses'],
      ['PUT', '/api/addresses/1'],
      ['DELETE', '/api/addresses/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : goVap(),
      })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  test('a bearer token works like the cookie', async () => {
    const res = await t.app.inject({
      url: '/api/addresses',
      headers: { authorization: `Bearer ${alice.token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().total).toBeGreaterThan(0)
  })

  test('unknown parameters and bad ids are a 400', async () => {
    expect((await alice.inject({ url: '/api/addresses?filter[user_id]=1' })).statusCode).toBe(400)
    expect((await alice.inject({ url: '/api/addresses/abc' })).statusCode).toBe(400)
  })
})

describe('concurrency', () => {
  test('concurrent requests that each set a default leave exactly one', async () => {
    const carol = await createCustomer(t)
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        create(carol, goVap({ consignee: `Người ${i}`, default: true })),
      ),
    )
    expect(created.map((r) => r.statusCode)).toEqual(Array(8).fill(201))
    const ids = created.map((r) => r.json().data.id as number)
    const updates = await Promise.all(
      ids.map((id) =>
        carol.inject({
          method: 'PUT',
          url: `/api/addresses/${id}`,
          payload: goVap({ default: true }),
        }),
      ),
    )
    expect(updates.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
    const [defaults] = await t.database.db
      .select({ n: count() })
      .from(addresses)
      .where(and(eq(addresses.userId, carol.uid), eq(addresses.isDefault, true)))
    expect(defaults?.n).toBe(1)
  })

  test(`at most ${MAX_ADDRESSES} addresses, even when requests race`, async () => {
    const dave = await createCustomer(t)
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, () => create(dave, goVap(), 'en')),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_ADDRESSES)
    const refused = results.filter((r) => r.statusCode === 422)
    expect(refused).toHaveLength(5)
    expect(refused[0]?.json().message).toBe(`You can save at most ${MAX_ADDRESSES} addresses`)
    expect((await list(dave)).length).toBe(MAX_ADDRESSES)
  })
})
