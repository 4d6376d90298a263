import { createHash } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import { seedCatalog } from '../modules/catalog/seed.ts'
import { currencies, fxRates } from '../modules/fx/schema.ts'
import { geoDataVersion } from '../modules/geo/data.ts'
import { seedGeo } from '../modules/geo/seed.ts'
import { DEMO_HOME_CONFIG } from '../modules/home/demo-config.ts'
import { seedHomeConfig } from '../modules/home/service.ts'
import { areas, orderStatuses, shipmentMethods } from '../modules/orders/schema.ts'
import { seedPriceList, seedProvinceRegions } from '../modules/pricing/seed.ts'
import { transactionTypes } from '../modules/wallet/schema.ts'
import type { Database } from '../platform/db/index.ts'
import { appMeta } from '../platform/db/meta-schema.ts'
import { namedLock } from '../platform/jobs/index.ts'
import { seedDemoReviews } from './demo-reviews.ts'
import {
  AREAS,
  CURRENCIES,
  FX_SEED_RATE,
  ORDER_STATUSES,
  SHIPMENT_METHODS,
  TRANSACTION_TYPES,
} from './reference-data.ts'

const REFERENCE_KEY = 'seed.reference'
const GEO_KEY = 'seed.geo'
// The demo catalogue is seeded once; operators' changes to it are theirs from then on.
const CATALOG_KEY = 'seed.catalog'
const CATALOG_VERSION = 'demo-1'
// Part of the demo catalogue, seeded after it, each once: reviews only into a shop without any.
const REVIEWS_KEY = 'seed.demo-reviews'
const REVIEWS_VERSION = 'demo-1'
const HOME_CONFIG_KEY = 'seed.home-config'
const HOME_CONFIG_VERSION = 'demo-1'
// The price list is seeded once (then it is the staff's); each province gets a region when the
// units change, after the geo part. Both are reported as reference data.
const PRICE_LIST_KEY = 'seed.price-list'
const PRICE_LIST_VERSION = 'v1'
const PROVINCE_REGIONS_KEY = 'seed.province-regions'
/** Two processes starting together must not both seed. */
const seeding = namedLock('seed')

/** Changes whenever the reference data does, so a changed release re-seeds and an unchanged one does not. */
export const REFERENCE_VERSION = createHash('sha256')
  .update(
    JSON.stringify([
      CURRENCIES,
      SHIPMENT_METHODS,
      ORDER_STATUSES,
      FX_SEED_RATE,
      AREAS,
      TRANSACTION_TYPES,
    ]),
  )
  .digest('hex')
  .slice(0, 16)

type Outcome = 'seeded' | 'up to date'
export type SeedReport = { reference: Outcome; geo: Outcome; catalog: Outcome }

/**
 * Idempotent: each part is upserted when its version differs from the one recorded, so a
 * start with unchanged data costs two small reads.
 */
export async function seed(db: Database): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await seeding.hold(tx)
    const recorded = new Map(
      (await tx.select().from(appMeta)).map((row) => [row.key, row.value] as const),
    )
    const reference = await seedPart(tx, REFERENCE_KEY, REFERENCE_VERSION, recorded, seedReference)
    const geo = await seedPart(tx, GEO_KEY, geoDataVersion(), recorded, seedGeo)
    return {
      reference: either(
        reference,
        await seedPart(tx, PRICE_LIST_KEY, PRICE_LIST_VERSION, recorded, (db) => seedPriceList(db)),
        await seedPart(tx, PROVINCE_REGIONS_KEY, geoDataVersion(), recorded, seedProvinceRegions),
      ),
      geo,
      catalog: either(
        await seedPart(tx, CATALOG_KEY, CATALOG_VERSION, recorded, async (db) => {
          await seedCatalog(db)
        }),
        await seedPart(tx, REVIEWS_KEY, REVIEWS_VERSION, recorded, seedDemoReviews),
        await seedPart(tx, HOME_CONFIG_KEY, HOME_CONFIG_VERSION, recorded, (db) =>
          seedHomeConfig(db, DEMO_HOME_CONFIG),
        ),
      ),
    }
  })
}

const either = (...outcomes: Outcome[]): Outcome =>
  outcomes.includes('seeded') ? 'seeded' : 'up to date'

async function seedPart(
  tx: Database,
  key: string,
  version: string,
  recorded: Map<string, unknown>,
  load: (tx: Database) => Promise<void>,
): Promise<Outcome> {
  if (recorded.get(key) === version) return 'up to date'
  await load(tx)
  await tx
    .insert(appMeta)
    .values({ key, value: version })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: sql`now()` } })
  return 'seeded'
}

async function seedReference(tx: Database): Promise<void> {
  for (const row of CURRENCIES) {
    await tx
      .insert(currencies)
      .values(row)
      .onConflictDoUpdate({
        target: currencies.id,
        set: { name: row.name, symbol: row.symbol },
      })
  }
  for (const row of SHIPMENT_METHODS) {
    await tx
      .insert(shipmentMethods)
      .values(row)
      .onConflictDoUpdate({
        target: shipmentMethods.id,
        set: { name: row.name, isDefault: row.isDefault },
      })
  }
  for (const [position, row] of ORDER_STATUSES.entries()) {
    await tx
      .insert(orderStatuses)
      .values({ ...row, position })
      .onConflictDoUpdate({
        target: orderStatuses.id,
        set: { name: row.name, position },
      })
  }
  for (const [position, row] of AREAS.entries()) {
    await tx
      .insert(areas)
      .values({ ...row, position })
      .onConflictDoUpdate({
        target: areas.id,
        set: { name: row.name, countryId: row.countryId, position },
      })
  }
  for (const [position, row] of TRANSACTION_TYPES.entries()) {
    await tx
      .insert(transactionTypes)
      .values({ ...row, position })
      .onConflictDoUpdate({ target: transactionTypes.id, set: { name: row.name, position } })
  }
  await seedFxRate(tx)
}

/**
 * One seed row per pair, ever: a changed seed rate updates it in place. A first seed on a
 * database that already has rates ends where the earliest of them begins, so periods never overlap.
 */
async function seedFxRate(tx: Database): Promise<void> {
  const pair = and(eq(fxRates.fromCurrency, 'JPY'), eq(fxRates.toCurrency, 'VND'))
  const [seeded] = await tx
    .select({ id: fxRates.id })
    .from(fxRates)
    .where(and(pair, eq(fxRates.source, 'seed')))
  if (seeded) {
    await tx.update(fxRates).set({ rate: FX_SEED_RATE.rate }).where(eq(fxRates.id, seeded.id))
    return
  }
  const [{ earliest } = { earliest: null }] = await tx
    .select({ earliest: sql<Date | null>`min(${fxRates.validFrom})`.mapWith(fxRates.validFrom) })
    .from(fxRates)
    .where(and(pair, ne(fxRates.source, 'seed')))
  await tx.insert(fxRates).values({
    fromCurrency: 'JPY',
    toCurrency: 'VND',
    rate: FX_SEED_RATE.rate,
    validFrom: new Date(0),
    validTo: earliest,
    source: 'seed',
  })
}
