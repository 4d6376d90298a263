import { BROWSABLE_MARKETS } from '@kaimono/contracts'
import type { Database } from '../../platform/db/index.ts'
import { upsertRows } from '../../platform/db/insert-rows.ts'
import { type SeedPart, versionOf } from '../../platform/db/seed-part.ts'
import { DEMO_SOURCE, demoCategories, demoItems, demoSellers } from './demo/market.ts'
import { marketCategories, marketItems, marketSellers } from './schema.ts'

/** Items written per statement: one JSON parameter each (platform/db/insert-rows.ts). */
const BATCH = 500

/**
 * The demo mirror of every browsable market (issue 18): category trees, sellers, and items whose
 * listing times and auction ends count from `now`. Upserts by (market, id), so seeding again
 * leaves the same rows, with the times counted from the new `now`.
 */
export async function seedMarkets(db: Database, now = Date.now()): Promise<number> {
  let written = 0
  for (const market of BROWSABLE_MARKETS) {
    await db.execute(upsertRows(marketCategories, ['market', 'id'], demoCategories(market)))
    await db.execute(upsertRows(marketSellers, ['market', 'id'], demoSellers(market)))
    const items = demoItems(market, now)
    for (let from = 0; from < items.length; from += BATCH) {
      await db.execute(upsertRows(marketItems, ['market', 'id'], items.slice(from, from + BATCH)))
    }
    written += items.length
  }
  return written
}

/** The demo mirror, seeded again whenever what it is made from changes. */
export const marketsSeed: SeedPart = {
  key: 'seed.markets',
  version: versionOf(DEMO_SOURCE),
  report: 'catalog',
  async load(tx) {
    await seedMarkets(tx)
  },
}
