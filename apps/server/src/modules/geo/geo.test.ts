import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { appMeta } from '../../platform/db/meta-schema.ts'
import { seed } from '../../seed/index.ts'
import { districts, provinces, provinces2025, wardMappings, wards, wards2025 } from './schema.ts'

const t = useTestApp()
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

test('the seed holds both schemes from the packages, with the official counts', async () => {
  const total = async (table: PgTable) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n
  expect(await total(provinces)).toBe(63)
  expect(await total(districts)).toBe(705)
  expect(await total(wards)).toBe(10_599)
  expect(await total(provinces2025)).toBe(34)
  expect(await total(wards2025)).toBe(3_321)
  // 10,977 rows in the package; those without an old code or repeated leave 10,034 pairs.
  expect(await total(wardMappings)).toBe(10_034)
})

test('a changed package version re-seeds the units in place', async () => {
  await t.database.db.update(appMeta).set({ value: 'older' }).where(eq(appMeta.key, 'seed.geo'))
  await t.database.db.update(wards).set({ name: 'x' }).where(eq(wards.id, '26881'))
  expect(await seed(t.database.db)).toEqual({
    reference: 'up to date',
    geo: 'seeded',
    catalog: 'up to date',
  })
  const [ward] = await t.database.db.select().from(wards).where(eq(wards.id, '26881'))
  expect(ward?.name).toBe('Phường 12')
  expect((await t.database.db.select({ n: count() }).from(wards))[0]?.n).toBe(10_599)
})

test('provinces: 63 old ones by default, 34 with filter[scheme]=2025, all country vn', async () => {
  const old = await get('/api/provinces')
  expect(old.statusCode).toBe(200)
  expect(old.json()).toMatchObject({ total: 63, current_page: 1, last_page: 1 })
  expect(old.json().data).toHaveLength(63)
  expect(old.json().data).toContainEqual({
    id: '79',
    name: 'Thành phố Hồ Chí Minh',
    country_id: 'vn',
    scheme: 'old',
  })
  // Sorted for people: by name without its type, so An Giang comes first.
  expect(old.json().data[0].name).toBe('Tỉnh An Giang')

  const now = await get('/api/provinces?filter[scheme]=2025&filter[country_id]=vn')
  expect(now.json().total).toBe(34)
  expect(now.json().data).toContainEqual({
    id: '04',
    name: 'Tỉnh Cao Bằng',
    country_id: 'vn',
    scheme: '2025',
  })
})

test('districts by province and wards by district (old scheme)', async () => {
  const hcm = await get('/api/districts?filter[province_id]=79')
  expect(hcm.statusCode).toBe(200)
  expect(hcm.json().data).toContainEqual({ id: '764', name: 'Quận Gò Vấp', province_id: '79' })
  expect(hcm.json().data.every((d: { province_id: string }) => d.province_id === '79')).toBe(true)

  const goVap = await get('/api/wards?filter[district_id]=764')
  expect(goVap.json().data).toContainEqual({
    id: '26881',
    name: 'Phường 12',
    scheme: 'old',
    district_id: '764',
    province_id: '79',
  })
  // Numbered wards in numeric order.
  const names = goVap.json().data.map((w: { name: string }) => w.name)
  expect(names.indexOf('Phường 9')).toBeLessThan(names.indexOf('Phường 10'))
})

test('2025 wards by province; a district filter makes no sense there', async () => {
  const hcm = await get('/api/wards?filter[scheme]=2025&filter[province_id]=79')
  expect(hcm.statusCode).toBe(200)
  expect(hcm.json().data).toContainEqual({
    id: '26882',
    name: 'Phường An Hội Tây',
    scheme: '2025',
    district_id: null,
    province_id: '79',
  })
  const bad = await get('/api/wards?filter[scheme]=2025&filter[district_id]=764')
  expect(bad.statusCode).toBe(400)
  expect(bad.json().message).toContain('filter[district_id]')
})

test('one ward with its district and province, in either scheme', async () => {
  const old = await get('/api/wards/26881?include=district,province')
  expect(old.json().data).toEqual({
    id: '26881',
    name: 'Phường 12',
    scheme: 'old',
    district_id: '764',
    province_id: '79',
    district: { id: '764', name: 'Quận Gò Vấp', province_id: '79' },
    province: { id: '79', name: 'Thành phố Hồ Chí Minh', country_id: 'vn', scheme: 'old' },
  })
  const now = await get('/api/wards/26882?filter[scheme]=2025&include=province')
  expect(now.json().data).toMatchObject({
    name: 'Phường An Hội Tây',
    district_id: null,
    province: { id: '79', scheme: '2025' },
  })
  expect(now.json().data).not.toHaveProperty('district')
  expect((await get('/api/wards/99999')).statusCode).toBe(404)
})

test('bad parameters are a 400 naming them', async () => {
  for (const url of [
    '/api/provinces?filter[scheme]=2030',
    '/api/districts?filter[province_id]=abc',
    '/api/wards?filter[name]=x',
    '/api/wards/26881?include=country',
  ]) {
    const res = await get(url, { 'accept-language': 'en' })
    expect(res.statusCode, url).toBe(400)
    expect(res.json().message).toMatch(/parameter/)
  }
})

test('answers carry an ETag and a long cache; a revalidation is a 304 with no body', async () => {
  const first = await get('/api/wards?filter[district_id]=764')
  const etag = String(first.headers.etag)
  expect(etag).toMatch(/^"geo-[0-9a-f]{16}"$/)
  expect(first.headers['cache-control']).toContain('max-age=604800')
  expect(first.headers['cache-control']).toContain('public')
  const again = await get('/api/wards?filter[district_id]=764', { 'if-none-match': etag })
  expect(again.statusCode).toBe(304)
  expect(again.body).toBe('')
  const other = await get('/api/provinces', { 'if-none-match': '"geo-0000000000000000"' })
  expect(other.statusCode).toBe(200)
})
