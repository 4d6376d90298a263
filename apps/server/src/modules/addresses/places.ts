import type { GeoScheme } from '@kaimono/contracts'
import type { Database } from '../../platform/db/index.ts'
import type { DbContext } from '../../platform/http/context.ts'
import { type WardPlace, wardMappingsOf, wardPlaces } from '../geo/index.ts'

export type WardRef = { scheme: GeoScheme; wardId: string }

/** Where an address is in its own scheme, and in the other one where the mapping is one-to-one. */
export type Located = { place: WardPlace; other: WardPlace | null }

const key = (scheme: GeoScheme, id: string) => `${scheme}:${id}`

const oldPlaces = (db: Database, ids: string[]) => wardPlaces({ db }, 'old', ids)
const newPlaces = (db: Database, ids: string[]) => wardPlaces({ db }, '2025', ids)

/** Groups mapping rows by one side and keeps the sides that map to exactly one ward. */
function oneToOne<T>(rows: T[], from: (row: T) => string, to: (row: T) => string): Map<string, T> {
  const seen = new Map<string, Set<string>>()
  const first = new Map<string, T>()
  for (const row of rows) {
    const targets = seen.get(from(row)) ?? new Set()
    targets.add(to(row))
    seen.set(from(row), targets)
    if (!first.has(from(row))) first.set(from(row), row)
  }
  for (const [id, targets] of seen) if (targets.size !== 1) first.delete(id)
  return first
}

/**
 * Resolves many wards at once (six queries at most, whatever the number of addresses): each
 * in its own scheme, and in the other scheme by the official old → 2025 mapping. An old ward
 * that was split, or a 2025 ward made of several old ones, has no single other form.
 */
export async function locate({ db }: DbContext, refs: WardRef[]): Promise<Map<string, Located>> {
  const oldIds = [...new Set(refs.filter((r) => r.scheme === 'old').map((r) => r.wardId))]
  const newIds = [...new Set(refs.filter((r) => r.scheme === '2025').map((r) => r.wardId))]
  const [olds, news, forward, backward] = await Promise.all([
    oldPlaces(db, oldIds),
    newPlaces(db, newIds),
    wardMappingsOf({ db }, 'old', oldIds),
    wardMappingsOf({ db }, '2025', newIds),
  ])
  const toNew = oneToOne(
    forward,
    (m) => m.oldWardId,
    (m) => m.newWardId,
  )
  const toOld = oneToOne(
    backward,
    (m) => m.newWardId,
    (m) => m.oldWardId,
  )
  const [mappedNew, mappedOld] = await Promise.all([
    newPlaces(db, [...new Set([...toNew.values()].map((m) => m.newWardId))]),
    oldPlaces(db, [...new Set([...toOld.values()].map((m) => m.oldWardId))]),
  ])
  const byId = (places: WardPlace[]) => new Map(places.map((p) => [p.ward.id, p]))
  const newById = byId(mappedNew)
  const oldById = byId(mappedOld)

  const located = new Map<string, Located>()
  for (const place of olds) {
    const mapping = toNew.get(place.ward.id)
    // A few new codes of the mapping are missing from the 2025 ward list: use its names.
    const other: WardPlace | null = mapping
      ? (newById.get(mapping.newWardId) ?? {
          scheme: '2025',
          ward: { id: mapping.newWardId, name: mapping.newWardName },
          district: null,
          province: { id: '', name: mapping.newProvinceName },
        })
      : null
    located.set(key('old', place.ward.id), { place, other })
  }
  for (const place of news) {
    const mapping = toOld.get(place.ward.id)
    located.set(key('2025', place.ward.id), {
      place,
      other: (mapping && oldById.get(mapping.oldWardId)) ?? null,
    })
  }
  return located
}

export function located(map: Map<string, Located>, ref: WardRef): Located | undefined {
  return map.get(key(ref.scheme, ref.wardId))
}

/** §3 full_address: detail, ward, district and province, as Vietnamese addresses are written. */
export function composeAddress(detail: string, place: WardPlace): string {
  return [detail, place.ward.name, place.district?.name, place.province.name]
    .filter(Boolean)
    .join(', ')
}
