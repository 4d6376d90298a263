import {
  type District,
  type districtListSpec,
  type GeoScheme,
  type Paged,
  type Province,
  pageEnvelope,
  type provinceListSpec,
  type Ward,
  type wardIncludes,
  type wardListSpec,
} from '@kaimono/contracts'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { selectPage } from '../../platform/db/paging.ts'
import { BadRequest, NotFound } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { districts, provinces, provinces2025, wardMappings, wards, wards2025 } from './schema.ts'

type Unit = { id: string; name: string }

export function listProvinces(
  ctx: RequestContext,
  query: ListQuery<typeof provinceListSpec>,
): Promise<Paged<Province>> {
  const scheme = query.filter.scheme ?? 'old'
  const table = scheme === '2025' ? provinces2025 : provinces
  return selectPage(ctx.db, table, {
    ...query,
    orderBy: [asc(table.position)],
    map: (row) => ({ id: row.id, name: row.name, country_id: 'vn' as const, scheme }),
  })
}

export function listDistricts(
  ctx: RequestContext,
  query: ListQuery<typeof districtListSpec>,
): Promise<Paged<District>> {
  const { province_id } = query.filter
  return selectPage(ctx.db, districts, {
    ...query,
    where: province_id ? eq(districts.provinceId, province_id) : undefined,
    orderBy: [asc(districts.position)],
    map: (row) => ({ id: row.id, name: row.name, province_id: row.provinceId }),
  })
}

export async function listWards(
  ctx: RequestContext,
  query: ListQuery<typeof wardListSpec>,
): Promise<Paged<Ward>> {
  const { scheme = 'old', district_id, province_id } = query.filter
  if (scheme === '2025') {
    // The 2025 scheme has no districts.
    if (district_id) throw new BadRequest('invalidParameter', { param: 'filter[district_id]' })
    return selectPage(ctx.db, wards2025, {
      ...query,
      where: province_id ? eq(wards2025.provinceId, province_id) : undefined,
      orderBy: [asc(wards2025.position)],
      map: (row) => ({
        id: row.id,
        name: row.name,
        scheme,
        district_id: null,
        province_id: row.provinceId,
      }),
    })
  }
  const where = and(
    district_id ? eq(wards.districtId, district_id) : undefined,
    province_id ? eq(districts.provinceId, province_id) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: wards.id,
        name: wards.name,
        district_id: wards.districtId,
        province_id: districts.provinceId,
      })
      .from(wards)
      .innerJoin(districts, eq(districts.id, wards.districtId))
      .where(where)
      .orderBy(asc(districts.position), asc(wards.position))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db
      .select({ n: count() })
      .from(wards)
      .innerJoin(districts, eq(districts.id, wards.districtId))
      .where(where),
  ])
  return pageEnvelope(
    rows.map((row) => ({ ...row, scheme })),
    total?.n ?? 0,
    query.page,
    query.perPage,
  )
}

/** One ward of either scheme with its district and province: what an address is built from. */
export type WardPlace = {
  scheme: GeoScheme
  ward: Unit
  district: Unit | null
  province: Unit
}

/** Wards of one scheme with their district and province, by id; unknown ids are left out. */
export async function wardPlaces(
  { db }: DbContext,
  scheme: GeoScheme,
  ids: string[],
): Promise<WardPlace[]> {
  if (ids.length === 0) return []
  if (scheme === '2025') {
    const rows = await db
      .select({
        ward: { id: wards2025.id, name: wards2025.name },
        province: { id: provinces2025.id, name: provinces2025.name },
      })
      .from(wards2025)
      .innerJoin(provinces2025, eq(provinces2025.id, wards2025.provinceId))
      .where(inArray(wards2025.id, ids))
    return rows.map((row) => ({ scheme, district: null, ...row }))
  }
  const rows = await db
    .select({
      ward: { id: wards.id, name: wards.name },
      district: { id: districts.id, name: districts.name },
      province: { id: provinces.id, name: provinces.name },
    })
    .from(wards)
    .innerJoin(districts, eq(districts.id, wards.districtId))
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(inArray(wards.id, ids))
  return rows.map((row) => ({ scheme, ...row }))
}

export async function getWard(
  ctx: RequestContext,
  id: string,
  scheme: GeoScheme,
  include: ReadonlySet<(typeof wardIncludes)[number]>,
): Promise<Ward> {
  const [place] = await wardPlaces(ctx, scheme, [id])
  if (!place) throw new NotFound()
  return {
    id: place.ward.id,
    name: place.ward.name,
    scheme,
    district_id: place.district?.id ?? null,
    province_id: place.province.id,
    ...(include.has('district') && {
      district: place.district ? { ...place.district, province_id: place.province.id } : null,
    }),
    ...(include.has('province') && {
      province: { ...place.province, country_id: 'vn' as const, scheme },
    }),
  }
}

/** The provinces of a scheme, id and name, in their order. */
export function provincesOf(
  ctx: DbContext,
  scheme: GeoScheme,
): Promise<{ id: string; name: string }[]> {
  const table = scheme === 'old' ? provinces : provinces2025
  return ctx.db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.position))
}

/** The rows of the old-to-2025 ward mapping that start (old) or end (2025) at these wards. */
export function wardMappingsOf(ctx: DbContext, scheme: GeoScheme, wardIds: string[]) {
  if (wardIds.length === 0) return Promise.resolve([])
  const side = scheme === 'old' ? wardMappings.oldWardId : wardMappings.newWardId
  return ctx.db.select().from(wardMappings).where(inArray(side, wardIds))
}
