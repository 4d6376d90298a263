import { BROWSABLE_MARKETS, type BrowsableMarket } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { upsertRows } from '../../platform/db/insert-rows.ts'
import { type SeedPart, versionOf } from '../../platform/db/seed-part.ts'
import { DEMO_SOURCE, demoCategories, demoItems, demoSellers } from './demo/market.ts'
import { marketCategories, marketItems, marketSellers } from './schema.ts'

/** Items written per statement: one JSON parameter each (platform/db/insert-rows.ts). */
const BATCH = 500

/**
 * A market's demo mirror (issue 18): its category tree, its sellers, and its items, whose listing
 * times and auction ends count from `now`. Upserts by (market, id), so seeding again leaves the
 * same rows, with the times counted from the new `now`.
 */
export async function seedMarket(db: Database, market: BrowsableMarket, now = Date.now()) {
  await db.execute(upsertRows(marketCategories, ['market', 'id'], demoCategories(market)))
  await db.execute(upsertRows(marketSellers, ['market', 'id'], demoSellers(market)))
  const items = demoItems(market, now)
  for (let from = 0; from < items.length; from += BATCH) {
    await db.execute(upsertRows(marketItems, ['market', 'id'], items.slice(from, from + BATCH)))
  }
  return items.length
}

/** Every browsable market's demo mirror; the number of items written. */
export async function seedMarkets(db: Database, now = Date.now()): Promise<number> {
  let written = 0
  for (const market of BROWSABLE_MARKETS) written += await seedMarket(db, market, now)
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

/**
 * The demo auctions that have ended since they were seeded, open again: each ends as it did at
 * its seed, counted from `now` (an hour to ten days on). Those sold out stay ended; so does any
 * auction the mirror did not make up. Without this, a demo a fortnight old has no auction left.
 */
export async function renewDemoAuctions(db: Database, now = Date.now()): Promise<number> {
  const ends = demoItems('yahoo-auction', now)
    .filter((item) => !item.isSoldOut)
    .map((item) => ({ id: item.id, end_time: item.endTime }))
  const { rows } = (await db.execute(sql`
    update market_items m set end_time = v.end_time
    from json_to_recordset(${JSON.stringify(ends)}::json) as v(id text, end_time timestamptz)
    where m.market = 'yahoo-auction' and m.id = v.id and not m.is_sold_out
      and m.end_time <= ${new Date(now)}
    returning m.id`)) as { rows: unknown[] }
  return rows.length
}

/** Once a day, at the day's first start: the demo's ended auctions open again. */
export const marketAuctionsSeed: SeedPart = {
  key: 'seed.markets.auctions',
  version: `demo-auctions-${new Date().toISOString().slice(0, 10)}`,
  report: 'catalog',
  async load(tx) {
    await renewDemoAuctions(tx)
  },
}
