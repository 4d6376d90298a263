import { getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { SeedPart } from '../../platform/db/seed-part.ts'
import { type GeoData, geoDataVersion, loadGeoData } from './data.ts'
import { districts, provinces, provinces2025, wardMappings, wards, wards2025 } from './schema.ts'

const CHUNK = 1000

type UnitTable =
  | typeof provinces
  | typeof districts
  | typeof wards
  | typeof provinces2025
  | typeof wards2025

/** Upserts in chunks: a newer package renames units in place, and addresses keep their ids. */
async function upsertUnits(db: Database, table: UnitTable, rows: Record<string, unknown>[]) {
  const columns = getTableColumns(table)
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => key !== 'id')
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  )
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .onConflictDoUpdate({ target: columns.id, set })
  }
}

/** Loads both schemes and the old → 2025 mapping; the caller holds the seed lock. */
export async function seedGeo(db: Database, data: GeoData = loadGeoData()): Promise<void> {
  const unit = ({ id, name, position }: GeoData['provinces'][number]) => ({ id, name, position })
  await upsertUnits(db, provinces, data.provinces.map(unit))
  await upsertUnits(
    db,
    districts,
    data.districts.map((row) => ({ ...unit(row), provinceId: row.parentId })),
  )
  await upsertUnits(
    db,
    wards,
    data.wards.map((row) => ({ ...unit(row), districtId: row.parentId })),
  )
  await upsertUnits(db, provinces2025, data.provinces2025.map(unit))
  await upsertUnits(
    db,
    wards2025,
    data.wards2025.map((row) => ({ ...unit(row), provinceId: row.parentId })),
  )
  await db.delete(wardMappings)
  for (let start = 0; start < data.mappings.length; start += CHUNK) {
    await db.insert(wardMappings).values(data.mappings.slice(start, start + CHUNK))
  }
}

/** Every unit of both schemes, seeded again whenever the unit packages change. */
export const geoSeed: SeedPart = {
  key: 'seed.geo',
  version: geoDataVersion(),
  report: 'geo',
  load: (tx) => seedGeo(tx),
}
