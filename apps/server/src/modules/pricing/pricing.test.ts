import type { PriceList, PriceListDocument } from '@kaimono/contracts'
import { asc, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff } from '../../../test/orders.ts'
import { seed } from '../../seed/index.ts'
import { districts, wards, wards2025 } from '../geo/schema.ts'
import { priceOrder } from './price.ts'
import { provinceRegions, serviceFeeTiers, shippingMethodRules } from './schema.ts'
import { DEFAULT_PRICE_LIST, seedPriceList } from './seed.ts'
import { loadPriceList, regionOfProvince, resolveRegion } from './service.ts'

const t = useTestApp()

const getList = async (): Promise<PriceList> => {
  const res = await t.app.inject({ url: '/api/service-prices' })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

describe('GET /api/service-prices', () => {
  test('the seeded list, the tax, the invitation credit and the provinces of each region', async () => {
    const list = await getList()
    expect(list.service_fee_tiers).toEqual([
      { from_vnd: 0, percent: '7', min_fee_vnd: 30_000 },
      { from_vnd: 5_000_000, percent: '5', min_fee_vnd: 350_000 },
      { from_vnd: 20_000_000, percent: '4', min_fee_vnd: 1_000_000 },
      { from_vnd: 50_000_000, percent: '3', min_fee_vnd: 2_000_000 },
    ])
    expect(list.shipping).toEqual({
      air: {
        min_chargeable_g: 1_000,
        volumetric_divisor: 6_000,
        weight_step_g: 100,
        rate_per_kg_vnd: { north: 180_000, south: 190_000 },
      },
      sea: {
        min_chargeable_g: 10_000,
        volumetric_divisor: 6_000,
        weight_step_g: 1_000,
        rate_per_kg_vnd: { north: 60_000, south: 55_000 },
      },
    })
    expect(list.tax_percent).toBe(10)
    expect(list.invitation_credit_vnd).toBe(20_000)
    expect(list.updated_at).toBeGreaterThan(0)

    const [north, south] = list.regions
    expect([north?.id, south?.id]).toEqual(['north', 'south'])
    const names = (region: typeof north) => region?.provinces.map((p) => p.name) ?? []
    expect(names(north)).toContain('Thành phố Hà Nội')
    expect(names(north)).toContain('Thành phố Huế')
    expect(names(north)).toContain('Tỉnh Quảng Trị')
    expect(names(south)).toContain('Thành phố Hồ Chí Minh')
    expect(names(south)).toContain('Thành phố Đà Nẵng')
    expect(names(south)).toContain('Tỉnh Gia Lai')
    // The 34 provinces of 2025, each in one region.
    expect(names(north).length + names(south).length).toBe(34)
    expect(names(north).length).toBe(20)
  })

  test('takes no parameters', async () => {
    const res = await t.app.inject({ url: '/api/service-prices?page=2' })
    expect(res.statusCode).toBe(400)
  })
})

describe('regions', () => {
  test('every province of both schemes has one; Huế and north go to Hanoi', async () => {
    const rows = await t.database.db
      .select({ scheme: provinceRegions.scheme, n: count() })
      .from(provinceRegions)
      .groupBy(provinceRegions.scheme)
      .orderBy(asc(provinceRegions.scheme))
    expect(rows).toEqual([
      { scheme: '2025', n: 34 },
      { scheme: 'old', n: 63 },
    ])
    const db = t.database.db
    for (const [scheme, id, region] of [
      ['old', '01', 'north'], // Hà Nội
      ['old', '45', 'north'], // Quảng Trị
      ['old', '46', 'north'], // Thừa Thiên Huế
      ['old', '48', 'south'], // Đà Nẵng
      ['old', '49', 'south'], // Quảng Nam
      ['old', '79', 'south'], // Hồ Chí Minh
      ['2025', '44', 'north'], // Quảng Trị with Quảng Bình
      ['2025', '46', 'north'], // Huế
      ['2025', '48', 'south'], // Đà Nẵng with Quảng Nam
      ['2025', '96', 'south'], // Cà Mau
    ] as const) {
      expect(await regionOfProvince(db, scheme, id), `${scheme} ${id}`).toBe(region)
    }
    expect(await regionOfProvince(db, 'old', '99')).toBeNull()
  })

  test('an address’s ward gives its region in either scheme', async () => {
    const db = t.database.db
    const oldWardIn = async (provinceId: string) => {
      const [row] = await db
        .select({ id: wards.id })
        .from(wards)
        .innerJoin(districts, eq(districts.id, wards.districtId))
        .where(eq(districts.provinceId, provinceId))
        .limit(1)
      return row?.id ?? ''
    }
    const newWardIn = async (provinceId: string) => {
      const [row] = await db
        .select({ id: wards2025.id })
        .from(wards2025)
        .where(eq(wards2025.provinceId, provinceId))
        .limit(1)
      return row?.id ?? ''
    }
    expect(await resolveRegion({ db }, 'old', await oldWardIn('46'))).toBe('north')
    expect(await resolveRegion({ db }, 'old', await oldWardIn('48'))).toBe('south')
    expect(await resolveRegion({ db }, '2025', await newWardIn('01'))).toBe('north')
    expect(await resolveRegion({ db }, '2025', await newWardIn('79'))).toBe('south')
    expect(await resolveRegion({ db }, '2025', '99999')).toBeNull()
  })
})

describe('PUT /api/staff/service-prices', () => {
  let staff: Customer
  let customer: Customer
  beforeAll(async () => {
    ;[staff, customer] = await Promise.all([createStaff(t), createCustomer(t)])
  })
  const put = (who: Customer | null, payload: unknown) =>
    (who ?? { inject: t.app.inject.bind(t.app) }).inject({
      method: 'PUT',
      url: '/api/staff/service-prices',
      headers: { 'accept-language': 'en' },
      payload: payload as object,
    })

  test('a visitor gets a 401, a customer a 403, and nothing changes', async () => {
    const changed = structuredClone(DEFAULT_PRICE_LIST)
    changed.shipping.air.rate_per_kg_vnd.north = 1
    expect((await put(null, changed)).statusCode).toBe(401)
    expect((await put(customer, changed)).statusCode).toBe(403)
    expect((await getList()).shipping.air.rate_per_kg_vnd.north).toBe(180_000)
  })

  test('bad input is a 422 naming each field, and changes nothing', async () => {
    const before = await getList()
    const bad = structuredClone(DEFAULT_PRICE_LIST) as unknown as {
      service_fee_tiers: Record<string, unknown>[]
      shipping: Record<string, Record<string, unknown>>
    }
    bad.service_fee_tiers[0] = { from_vnd: 100, percent: '7', min_fee_vnd: 30_000 }
    bad.service_fee_tiers[1] = { from_vnd: 5_000_000, percent: '7,5', min_fee_vnd: 350_000 }
    bad.service_fee_tiers[2] = { from_vnd: 5_000_000, percent: '101', min_fee_vnd: -1 }
    if (bad.shipping.sea) bad.shipping.sea.volumetric_divisor = 0
    if (bad.shipping.air) bad.shipping.air.rate_per_kg_vnd = { north: 180_000 }
    const res = await put(staff, { ...bad, extra: true })
    expect(res.statusCode, res.body).toBe(422)
    const { errors } = res.json() as { errors: Record<string, string[]> }
    expect(Object.keys(errors).sort()).toEqual([
      '_',
      'service_fee_tiers.0.from_vnd',
      'service_fee_tiers.1.percent',
      'service_fee_tiers.2.from_vnd',
      'service_fee_tiers.2.min_fee_vnd',
      'service_fee_tiers.2.percent',
      'shipping.air.rate_per_kg_vnd.south',
      'shipping.sea.volumetric_divisor',
    ])
    expect(errors['service_fee_tiers.0.from_vnd']).toEqual(['The first bracket must start at 0 đ'])
    expect(errors['service_fee_tiers.2.from_vnd']).toEqual([
      'Each bracket must start above the one before it',
    ])
    expect(await getList()).toEqual(before)
  })

  test('the messages come in the request’s language', async () => {
    const bad = structuredClone(DEFAULT_PRICE_LIST)
    bad.service_fee_tiers = [{ from_vnd: 0, percent: '7.555', min_fee_vnd: 0 }]
    const res = await staff.inject({
      method: 'PUT',
      url: '/api/staff/service-prices',
      headers: { 'accept-language': 'vi' },
      payload: bad,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors['service_fee_tiers.0.percent']).toEqual([
      'Tỷ lệ phần trăm từ 0 đến 100, tối đa hai chữ số thập phân (ví dụ 7 hoặc 4.5)',
    ])
  })

  test('staff replace the list; the page and the pricing function use it at once', async () => {
    const next: PriceListDocument = {
      service_fee_tiers: [
        { from_vnd: 0, percent: '6.5', min_fee_vnd: 25_000 },
        { from_vnd: 10_000_000, percent: '4', min_fee_vnd: 650_000 },
      ],
      shipping: {
        air: {
          ...DEFAULT_PRICE_LIST.shipping.air,
          rate_per_kg_vnd: { north: 175_000, south: 185_000 },
        },
        sea: { ...DEFAULT_PRICE_LIST.shipping.sea, volumetric_divisor: 5_000 },
      },
    }
    const res = await put(staff, next)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject(next)
    expect(await getList()).toMatchObject(next)

    const list = await loadPriceList(t.database)
    expect(list).toEqual(next)
    // ¥1,000 + ¥100 = 189,750 đ × 6.5 % = 12,333.75: the 25,000 minimum; 1 kg × 175,000.
    const price = priceOrder(
      {
        lines: [
          {
            unitPriceJpy: 1_000,
            quantity: 1,
            taxPercent: 10,
            weightG: 300,
            widthMm: 100,
            heightMm: 100,
            lengthMm: 50,
          },
        ],
        shipmentMethod: 'air',
        region: 'north',
        jpyVndRate: '172.5',
        invitationCredits: [],
      },
      list,
    )
    expect(price.service_fee_vnd).toBe(25_000)
    expect(price.shipping_fee_vnd).toBe(175_000)
    expect(price.total_vnd).toBe(172_500 + 17_250 + 25_000 + 175_000)

    // A later seed leaves the staff's list alone.
    await seedPriceList(t.database.db)
    expect(await seed(t.database.db)).toMatchObject({ reference: 'up to date' })
    const stored = await t.database.db
      .select()
      .from(serviceFeeTiers)
      .orderBy(serviceFeeTiers.fromVnd)
    expect(stored.map((row) => [row.fromVnd, row.percent, row.minFeeVnd])).toEqual([
      [0, '6.5', 25_000],
      [10_000_000, '4', 650_000],
    ])
    const [sea] = await t.database.db
      .select()
      .from(shippingMethodRules)
      .where(eq(shippingMethodRules.shipmentMethodId, 'sea'))
    expect(sea?.volumetricDivisor).toBe(5_000)

    expect((await put(staff, DEFAULT_PRICE_LIST)).statusCode).toBe(200)
    expect(await loadPriceList(t.database)).toEqual(DEFAULT_PRICE_LIST)
  })
})
