import { sql } from 'drizzle-orm'
import { ecoringSeed } from '../modules/auctions/index.ts'
import { catalogSeed } from '../modules/catalog/index.ts'
import { contentSeed } from '../modules/content/index.ts'
import { fxSeed } from '../modules/fx/index.ts'
import { geoSeed } from '../modules/geo/index.ts'
import { homeSeed } from '../modules/home/index.ts'
import { marketAuctionsSeed, marketsSeed } from '../modules/markets/index.ts'
import { ordersSeed } from '../modules/orders/index.ts'
import { pricingSeed } from '../modules/pricing/index.ts'
import { reviewsSeed } from '../modules/reviews/index.ts'
import { walletSeed } from '../modules/wallet/index.ts'
import type { Database, DatabaseHandle } from '../platform/db/index.ts'
import { appMeta } from '../platform/db/meta-schema.ts'
import { runMigrations } from '../platform/db/migrate.ts'
import type { SeedPart } from '../platform/db/seed-part.ts'
import { namedLock } from '../platform/jobs/index.ts'

/**
 * The seed list: every module's seed parts, in the order they must run (the geo units before
 * the provinces' regions, shipment methods before the price list, the catalogue before its
 * reviews, the market mirror before its auctions are renewed). A new module adds its parts here.
 */
export const SEED_PARTS: readonly SeedPart[] = [
  fxSeed,
  ordersSeed,
  walletSeed,
  geoSeed,
  ...pricingSeed,
  catalogSeed,
  marketsSeed,
  marketAuctionsSeed,
  ecoringSeed,
  reviewsSeed,
  homeSeed,
  contentSeed,
]

/** Two processes starting together must not both seed. */
const seeding = namedLock('seed')

type Outcome = 'seeded' | 'up to date'
export type SeedReport = Record<SeedPart['report'], Outcome>

/** Migrations, then the reference data when it changed (ARCHITECTURE §2: applied on start). */
export async function prepareDatabase(database: DatabaseHandle) {
  await runMigrations(database)
  return seed(database.db)
}

/**
 * Idempotent: each part is loaded when its version differs from the one recorded, so a start
 * with unchanged data costs two small reads.
 */
export async function seed(db: Database, parts: readonly SeedPart[] = SEED_PARTS) {
  return db.transaction(async (tx) => {
    await seeding.hold(tx)
    const recorded = new Map(
      (await tx.select().from(appMeta)).map((row) => [row.key, row.value] as const),
    )
    const report: SeedReport = { reference: 'up to date', geo: 'up to date', catalog: 'up to date' }
    for (const part of parts) {
      if (recorded.get(part.key) === part.version) continue
      await part.load(tx)
      await tx
        .insert(appMeta)
        .values({ key: part.key, value: part.version })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: part.version, updatedAt: sql`now()` },
        })
      report[part.report] = 'seeded'
    }
    return report
  })
}
