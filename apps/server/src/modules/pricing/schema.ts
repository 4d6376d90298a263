import {
  GEO_SCHEMES,
  type GeoScheme,
  type LabelMap,
  SHIPPING_REGIONS,
  type ShippingRegion,
} from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** §3 Shipment method: air (the default) and sea; the price list has rules and rates for each. */
export const shipmentMethods = pgTable('shipment_methods', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LabelMap>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
})

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * The service fee, in brackets of the purchase (goods and tax, in VND): a purchase of at least
 * `from_vnd` pays `percent` of itself, at least `min_fee_vnd`. The whole purchase is charged at
 * its bracket's percentage; each bracket's minimum is set where the bracket below ends, so the
 * fee never drops when a purchase crosses into a cheaper bracket (ADR 009).
 */
export const serviceFeeTiers = pgTable(
  'service_fee_tiers',
  {
    fromVnd: integer('from_vnd').primaryKey(),
    /** Exact decimal text ("7", "4.5"). */
    percent: numeric('percent').notNull(),
    minFeeVnd: integer('min_fee_vnd').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('service_fee_tiers_from_vnd', sql`${table.fromVnd} >= 0`),
    check('service_fee_tiers_percent', sql`${table.percent} between 0 and 100`),
    check('service_fee_tiers_min_fee_vnd', sql`${table.minFeeVnd} >= 0`),
  ],
)

/** How a shipment method weighs an order: minimum, volumetric divisor, rounding step. */
export const shippingMethodRules = pgTable(
  'shipping_method_rules',
  {
    shipmentMethodId: text('shipment_method_id')
      .primaryKey()
      .references(() => shipmentMethods.id),
    minChargeableG: integer('min_chargeable_g').notNull(),
    /** cm³ per kg: volumetric kg = length × width × height in cm ÷ this. */
    volumetricDivisor: integer('volumetric_divisor').notNull(),
    weightStepG: integer('weight_step_g').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('shipping_method_rules_min', sql`${table.minChargeableG} >= 0`),
    check('shipping_method_rules_divisor', sql`${table.volumetricDivisor} > 0`),
    check('shipping_method_rules_step', sql`${table.weightStepG} > 0`),
  ],
)

/** VND per chargeable kg, by method and by the warehouse that delivers. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    shipmentMethodId: text('shipment_method_id')
      .notNull()
      .references(() => shipmentMethods.id),
    region: text('region', { enum: SHIPPING_REGIONS }).$type<ShippingRegion>().notNull(),
    ratePerKgVnd: integer('rate_per_kg_vnd').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shipmentMethodId, table.region] }),
    check('shipping_rates_region', sql`${table.region} in ('north', 'south')`),
    check('shipping_rates_rate', sql`${table.ratePerKgVnd} >= 0`),
  ],
)

/**
 * Which warehouse serves each province, in both unit schemes (ADR 008: ids repeat across
 * schemes, so a province id is read with its scheme). No foreign key, as for addresses.
 */
export const provinceRegions = pgTable(
  'province_regions',
  {
    scheme: text('scheme', { enum: GEO_SCHEMES }).$type<GeoScheme>().notNull(),
    provinceId: text('province_id').notNull(),
    region: text('region', { enum: SHIPPING_REGIONS }).$type<ShippingRegion>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scheme, table.provinceId] }),
    check('province_regions_scheme', sql`${table.scheme} in ('old', '2025')`),
    check('province_regions_region', sql`${table.region} in ('north', 'south')`),
  ],
)
