import { GEO_SCHEMES } from './address-rules.ts'
import { paged } from './paging.ts'
import { z } from './zod.ts'

export { GEO_SCHEMES } from './address-rules.ts'

/**
 * Vietnam's administrative units in two schemes: `old` is the three-level scheme of §3
 * (province → district → ward, until 30 June 2025); `2025` the two-level scheme in force since
 * 1 July 2025 (province → ward). Ids are the official codes, which repeat across schemes, so
 * a ward id is read together with its scheme.
 */
export const GeoScheme = z.enum(GEO_SCHEMES)
export type GeoScheme = z.infer<typeof GeoScheme>

/** §3 Province: country_id is always 'vn'. */
export const Province = z.object({
  id: z.string(),
  name: z.string(),
  country_id: z.literal('vn'),
  scheme: GeoScheme,
})
export type Province = z.infer<typeof Province>

export const District = z.object({ id: z.string(), name: z.string(), province_id: z.string() })
export type District = z.infer<typeof District>

/** §3 Ward: `district_id` is null in the 2025 scheme, which has no districts. */
export const Ward = z.object({
  id: z.string(),
  name: z.string(),
  scheme: GeoScheme,
  district_id: z.string().nullable(),
  province_id: z.string(),
  district: District.nullable().optional(),
  province: Province.optional(),
})
export type Ward = z.infer<typeof Ward>

export const ProvinceList = paged(Province)
export const DistrictList = paged(District)
export const WardList = paged(Ward)
