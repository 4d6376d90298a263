import {
  type LabelMap,
  type PriceListDocument,
  SHIPPING_REGIONS,
  type ShipmentMethodId,
  type ShippingRegion,
} from '@kaimono/contracts'
import { count } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { type SeedPart, versionOf } from '../../platform/db/seed-part.ts'
import { geoDataVersion, provincesOf } from '../geo/index.ts'
import {
  provinceRegions,
  serviceFeeTiers,
  shipmentMethods,
  shippingMethodRules,
  shippingRates,
} from './schema.ts'

/** §9: air is the default shipment method. */
export const SHIPMENT_METHODS: { id: ShipmentMethodId; name: LabelMap; isDefault: boolean }[] = [
  { id: 'air', name: { vi: 'Đường hàng không', ja: '航空便', en: 'Air' }, isDefault: true },
  { id: 'sea', name: { vi: 'Đường biển', ja: '船便', en: 'Sea' }, isDefault: false },
]

/**
 * The price list of a new install (ADR 009). Each bracket's minimum is what the bracket below
 * charges where it ends, so a bigger purchase never pays a smaller fee.
 */
export const DEFAULT_PRICE_LIST: PriceListDocument = {
  service_fee_tiers: [
    { from_vnd: 0, percent: '7', min_fee_vnd: 30_000 },
    { from_vnd: 5_000_000, percent: '5', min_fee_vnd: 350_000 },
    { from_vnd: 20_000_000, percent: '4', min_fee_vnd: 1_000_000 },
    { from_vnd: 50_000_000, percent: '3', min_fee_vnd: 2_000_000 },
  ],
  shipping: {
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
  },
}

/**
 * Official province codes run from north to south in both schemes, and no 2025 merger crosses
 * this line: Thừa Thiên Huế (46, Huế city since 2025) and everything north of it is served from
 * the Hanoi warehouse; Đà Nẵng (48) and everything south of it from the Saigon one.
 */
const LAST_NORTHERN_PROVINCE = 46

export function regionOfProvinceCode(code: string): ShippingRegion {
  return Number(code) <= LAST_NORTHERN_PROVINCE ? 'north' : 'south'
}

/** The whole list, once: afterwards it is the staff's (PUT /api/staff/service-prices). */
export async function seedPriceList(
  db: Database,
  document: PriceListDocument = DEFAULT_PRICE_LIST,
): Promise<void> {
  const [tiers] = await db.select({ n: count() }).from(serviceFeeTiers)
  if (!tiers?.n) {
    await db.insert(serviceFeeTiers).values(
      document.service_fee_tiers.map((tier) => ({
        fromVnd: tier.from_vnd,
        percent: tier.percent,
        minFeeVnd: tier.min_fee_vnd,
      })),
    )
  }
  for (const [method, rules] of Object.entries(document.shipping)) {
    await db
      .insert(shippingMethodRules)
      .values({
        shipmentMethodId: method,
        minChargeableG: rules.min_chargeable_g,
        volumetricDivisor: rules.volumetric_divisor,
        weightStepG: rules.weight_step_g,
      })
      .onConflictDoNothing()
    for (const region of SHIPPING_REGIONS) {
      await db
        .insert(shippingRates)
        .values({ shipmentMethodId: method, region, ratePerKgVnd: rules.rate_per_kg_vnd[region] })
        .onConflictDoNothing()
    }
  }
}

/**
 * A region for every province of both schemes, after the geo seed. A province already mapped
 * keeps its region, so an operator's change survives a new release of the unit packages.
 */
export async function seedProvinceRegions(db: Database): Promise<void> {
  // One after the other: the seed runs in a transaction, one connection.
  const old = await provincesOf({ db }, 'old')
  const current = await provincesOf({ db }, '2025')
  const rows = [
    ...old.map(({ id }) => ({ scheme: 'old' as const, provinceId: id })),
    ...current.map(({ id }) => ({ scheme: '2025' as const, provinceId: id })),
  ].map((row) => ({ ...row, region: regionOfProvinceCode(row.provinceId) }))
  if (rows.length > 0) await db.insert(provinceRegions).values(rows).onConflictDoNothing()
}

/**
 * The shipment methods (seeded again when they change); then the price list, once (then it is
 * the staff's); then a region for every province, whenever the geo units change (after them).
 */
export const pricingSeed: SeedPart[] = [
  {
    key: 'seed.reference.shipment-methods',
    version: versionOf(SHIPMENT_METHODS),
    report: 'reference',
    async load(tx) {
      for (const row of SHIPMENT_METHODS) {
        await tx
          .insert(shipmentMethods)
          .values(row)
          .onConflictDoUpdate({
            target: shipmentMethods.id,
            set: { name: row.name, isDefault: row.isDefault },
          })
      }
    },
  },
  { key: 'seed.price-list', version: 'v1', report: 'reference', load: (tx) => seedPriceList(tx) },
  {
    key: 'seed.province-regions',
    version: geoDataVersion(),
    report: 'reference',
    load: seedProvinceRegions,
  },
]
