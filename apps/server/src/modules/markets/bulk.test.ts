import { BROWSABLE_MARKETS } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { seedMarketBulk } from './bulk.ts'
import { DEMO_ITEMS_PER_MARKET } from './demo/market.ts'

const t = useTestApp()

/** The first copy's id at each market: its serial follows the market's 320 demo items. */
const FIRST_COPIES: Record<string, string> = {
  mercari: 'm90000000320',
  paypay: 'z900000320',
  amazon: 'B0Z0000320',
  yodobashi: '100000020000000320',
  hardoff: '9000320',
  nike: 'ZZ0000-320',
  tonoike: '4990000000320',
  'yahoo-auction': 'x9000000320',
}

test('the bench’s top-up copies demo items into every market, in its shapes, with pictures', async () => {
  const demo = BROWSABLE_MARKETS.length * DEMO_ITEMS_PER_MARKET
  expect(await seedMarketBulk(t.database.db, demo + 1100)).toBe(1100)
  const { rows } = (await t.database.db.execute(
    sql`select market, count(*)::int as n from market_items group by market`,
  )) as { rows: { market: string; n: number }[] }
  for (const row of rows) expect(row.n).toBe(DEMO_ITEMS_PER_MARKET + 100)

  for (const [market, id] of Object.entries(FIRST_COPIES)) {
    const res = await t.app.inject(`/market/v3/${market}/detail?id=${id}`)
    expect(res.statusCode, `${market} ${res.body}`).toBe(200)
    const { item } = res.json()
    expect(item.url.endsWith(id) || item.url.endsWith(`${id}/`)).toBe(true)
    expect(item.image_uri).toBe(`/media/market/${market}/${id}/1.svg`)
    expect((await t.app.inject(item.image_uri)).statusCode).toBe(200)
  }
  const rakuten = await t.app.inject('/market/v3/rakuten?sort=newest')
  expect(rakuten.statusCode).toBe(200)

  // Topped up already: nothing more.
  expect(await seedMarketBulk(t.database.db, demo + 1100)).toBe(0)
})
