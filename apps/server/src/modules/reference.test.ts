import { describe, expect, test } from 'vitest'
import { useTestApp } from '../../test/app.ts'

const t = useTestApp()

describe('reference data (§3, §4, §9)', () => {
  test('order statuses come in §4 order with names in the requested language', async () => {
    const vi = await t.app.inject('/api/order/statuses')
    expect(vi.statusCode).toBe(200)
    const body = vi.json()
    expect(body.data.map((s: { id: string }) => s.id)).toEqual([
      'Newish',
      'Pending',
      'Paid',
      'PaidToSupplier',
      'WaitingToReceive',
      'ReceivedAtWarehouse',
      'Debited',
      'Finish',
      'OutOfStock',
      'Cancelled',
    ])
    expect(body.data[2]).toMatchObject({
      name: 'Đã thanh toán',
      _name: { vi: 'Đã thanh toán', ja: '支払い済み', en: 'Paid' },
    })
    const ja = await t.app.inject({
      url: '/api/order/statuses',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' },
    })
    expect(ja.json().data[9].name).toBe('キャンセル済み')
  })

  test('shipment methods: air is first and the default, sea second', async () => {
    const res = await t.app.inject({
      url: '/api/shipment-methods',
      headers: { 'accept-language': 'en' },
    })
    expect(res.json().data).toEqual([
      { id: 'air', name: 'Air', _name: expect.any(Object), default: true },
      { id: 'sea', name: 'Sea', _name: expect.any(Object), default: false },
    ])
  })

  test('currencies JPY and VND with their symbols', async () => {
    const res = await t.app.inject('/api/currencies')
    expect(res.json()).toMatchObject({
      data: [
        { id: 'JPY', symbol: '¥', name: 'Yên Nhật' },
        { id: 'VND', symbol: 'đ', name: 'Đồng Việt Nam' },
      ],
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 2,
      total: 2,
    })
  })

  test('lists page with per_page, and a page past the end is empty with null from/to', async () => {
    const second = await t.app.inject('/api/order/statuses?per_page=3&page=2')
    expect(second.json()).toMatchObject({
      current_page: 2,
      last_page: 4,
      from: 4,
      to: 6,
      total: 10,
      per_page: 3,
    })
    expect(second.json().data.map((s: { id: string }) => s.id)).toEqual([
      'PaidToSupplier',
      'WaitingToReceive',
      'ReceivedAtWarehouse',
    ])
    const beyond = await t.app.inject('/api/order/statuses?per_page=3&page=9')
    expect(beyond.json()).toMatchObject({ data: [], from: null, to: null, total: 10, last_page: 4 })
  })

  test('unknown or malformed list parameters are a 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/api/currencies?filter[color]=red', 'filter[color]'],
      ['/api/currencies?sort=name', 'sort'],
      ['/api/currencies?include=rates', 'include'],
      ['/api/currencies?page=0', 'page'],
      ['/api/currencies?per_page=1000', 'per_page'],
      ['/api/currencies?colour=red', 'colour'],
      ['/api/currencies?page=1&page=2', 'page'],
    ]
    for (const [url, param] of cases) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message, url).toContain(param)
    }
  })

  test('the 400 message follows the request language', async () => {
    const res = await t.app.inject('/api/currencies?filter[x]=1')
    expect(res.json()).toEqual({ message: 'Tham số không được hỗ trợ: filter[x]' })
  })
})
