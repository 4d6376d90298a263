import {
  type GeoScheme,
  INVITATION_CREDIT_VND,
  type LabelMap,
  type Paged,
  type PriceList,
  type PriceListDocument,
  SHIPMENT_METHOD_IDS,
  SHIPPING_REGIONS,
  type ShipmentMethod,
  type ShippingRegion,
  type shipmentMethodListSpec,
} from '@kaimono/contracts'
import { asc, desc, sql } from 'drizzle-orm'
import { TtlCache } from '../../platform/cache.ts'
import { changed, keptUntilChanged } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import { selectPage } from '../../platform/db/paging.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { namedLock } from '../../platform/jobs/index.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireStaff } from '../accounts/index.ts'
import { provincesOf, wardPlaces } from '../geo/index.ts'
import { normalizeDecimal } from './money.ts'
import { priceExamples } from './price.ts'
import {
  provinceRegions,
  serviceFeeTiers,
  shipmentMethods,
  shippingMethodRules,
  shippingRates,
} from './schema.ts'

/** §9: the tax on cart lines, shown with the price list. */
const CART_TAX_PERCENT = 10
// Every checkout quote and order reads the list: each process keeps it (per database, so that
// tests on fresh databases do not share it) until it changes, and a minute at most: it prices
// orders, so a notice missed costs a minute at most.
const TTL_MS = 60_000
/** Serialises staff writes of the price list. */
const priceListWrites = namedLock('pricing.price-list-writes')

type PricingTables = {
  document: PriceListDocument
  updatedAt: Date
  provinceRegions: Record<GeoScheme, Map<string, ShippingRegion>>
  regions: PriceList['regions']
}

const caches = keptUntilChanged(() => new TtlCache<PricingTables>({ maxEntries: 1, ttlMs: TTL_MS }))

function tables(db: Database): Promise<PricingTables> {
  return caches.of(db).get('tables', () => readTables(db))
}

async function readTables(db: Database): Promise<PricingTables> {
  const [tiers, rules, rates, mapped, current] = await Promise.all([
    db.select().from(serviceFeeTiers).orderBy(asc(serviceFeeTiers.fromVnd)),
    db.select().from(shippingMethodRules),
    db.select().from(shippingRates),
    db.select().from(provinceRegions),
    provincesOf({ db }, '2025'),
  ])
  const shipping = Object.fromEntries(
    SHIPMENT_METHOD_IDS.map((method) => {
      const rule = rules.find((row) => row.shipmentMethodId === method)
      const rateTo = (region: ShippingRegion) => {
        const rate = rates.find((row) => row.shipmentMethodId === method && row.region === region)
        if (!rate) throw new Error(`the price list has no ${method} rate to the ${region}`)
        return rate.ratePerKgVnd
      }
      if (!rule) throw new Error(`the price list has no rules for ${method}`)
      return [
        method,
        {
          min_chargeable_g: rule.minChargeableG,
          volumetric_divisor: rule.volumetricDivisor,
          weight_step_g: rule.weightStepG,
          rate_per_kg_vnd: { north: rateTo('north'), south: rateTo('south') },
        },
      ]
    }),
  ) as PriceListDocument['shipping']
  const byScheme: PricingTables['provinceRegions'] = { old: new Map(), '2025': new Map() }
  for (const row of mapped) byScheme[row.scheme].set(row.provinceId, row.region)
  const updatedAt = [...tiers, ...rules, ...rates].reduce(
    (latest, row) => (row.updatedAt > latest ? row.updatedAt : latest),
    new Date(0),
  )
  return {
    document: {
      service_fee_tiers: tiers.map((row) => ({
        from_vnd: row.fromVnd,
        percent: normalizeDecimal(row.percent),
        min_fee_vnd: row.minFeeVnd,
      })),
      shipping,
    },
    updatedAt,
    provinceRegions: byScheme,
    regions: SHIPPING_REGIONS.map((region) => ({
      id: region,
      provinces: current.filter((province) => byScheme['2025'].get(province.id) === region),
    })),
  }
}

/**
 * The price list in force, for `priceOrder`. Pass a context of the application's database, not
 * of a transaction: the list is cached per database for a minute.
 */
export async function loadPriceList({ db }: DbContext): Promise<PriceListDocument> {
  return (await tables(db)).document
}

/** The warehouse region of a province of either scheme; null for an unknown province. */
export async function regionOfProvince(
  db: Database,
  scheme: GeoScheme,
  provinceId: string,
): Promise<ShippingRegion | null> {
  return (await tables(db)).provinceRegions[scheme].get(provinceId) ?? null
}

/** The warehouse region of an address, by its ward (ADR 008: read with its scheme). */
export async function resolveRegion(
  ctx: DbContext,
  scheme: GeoScheme,
  wardId: string,
): Promise<ShippingRegion | null> {
  const [place] = await wardPlaces(ctx, scheme, [wardId])
  return place ? regionOfProvince(ctx.db, scheme, place.province.id) : null
}

/** GET /api/service-prices: what /service-price-table shows. */
export async function getPriceList(ctx: RequestContext): Promise<PriceList> {
  const { document, regions, updatedAt } = await tables(ctx.db)
  return {
    ...document,
    tax_percent: CART_TAX_PERCENT,
    invitation_credit_vnd: INVITATION_CREDIT_VND,
    regions,
    updated_at: unixSeconds(updatedAt),
    examples: priceExamples(document),
  }
}

/** Staff replace the whole list in one transaction; quotes in this process use it at once. */
export async function savePriceList(
  ctx: RequestContext,
  document: PriceListDocument,
): Promise<PriceList> {
  requireStaff(ctx)
  await ctx.db.transaction(async (tx) => {
    await priceListWrites.hold(tx)
    await tx.delete(serviceFeeTiers)
    await tx.insert(serviceFeeTiers).values(
      document.service_fee_tiers.map((tier) => ({
        fromVnd: tier.from_vnd,
        percent: tier.percent,
        minFeeVnd: tier.min_fee_vnd,
      })),
    )
    for (const method of SHIPMENT_METHOD_IDS) {
      const rules = document.shipping[method]
      const values = {
        minChargeableG: rules.min_chargeable_g,
        volumetricDivisor: rules.volumetric_divisor,
        weightStepG: rules.weight_step_g,
        updatedAt: sql`now()`,
      }
      await tx
        .insert(shippingMethodRules)
        .values({ shipmentMethodId: method, ...values })
        .onConflictDoUpdate({ target: shippingMethodRules.shipmentMethodId, set: values })
      for (const region of SHIPPING_REGIONS) {
        const rate = { ratePerKgVnd: rules.rate_per_kg_vnd[region], updatedAt: sql`now()` }
        await tx
          .insert(shippingRates)
          .values({ shipmentMethodId: method, region, ...rate })
          .onConflictDoUpdate({
            target: [shippingRates.shipmentMethodId, shippingRates.region],
            set: rate,
          })
      }
    }
  })
  changed(ctx.db)
  return getPriceList(ctx)
}

/** §9: air first, as the default. */
export function listShipmentMethods(
  ctx: RequestContext,
  query: ListQuery<typeof shipmentMethodListSpec>,
): Promise<Paged<ShipmentMethod>> {
  return selectPage(ctx.db, shipmentMethods, {
    ...query,
    orderBy: [desc(shipmentMethods.isDefault), asc(shipmentMethods.id)],
    map: (row) => ({
      id: row.id as ShipmentMethod['id'],
      name: row.name[ctx.lang],
      _name: row.name,
      default: row.isDefault,
    }),
  })
}

// Every page of orders names their methods: kept like the price list, a minute at most.
const methodNames = keptUntilChanged(
  () => new TtlCache<Map<string, LabelMap>>({ maxEntries: 1, ttlMs: TTL_MS }),
)

/** Each shipment method's name in every language, by id (an order shows its method's name). */
export function shipmentMethodNames({ db }: DbContext): Promise<Map<string, LabelMap>> {
  return methodNames.of(db).get('names', async () => {
    const rows = await db
      .select({ id: shipmentMethods.id, name: shipmentMethods.name })
      .from(shipmentMethods)
    return new Map(rows.map((row) => [row.id, row.name]))
  })
}
