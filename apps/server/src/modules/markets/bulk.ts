import { BROWSABLE_MARKETS, type BrowsableMarket } from '@kaimono/contracts'
import { type SQL, sql } from 'drizzle-orm'
import { inParallel } from '../../platform/db/in-parallel.ts'
import type { Database } from '../../platform/db/index.ts'
import { indexesSetAside } from '../../platform/db/set-aside.ts'
import { DEMO_ITEMS_PER_MARKET } from './demo/market.ts'

// The bench's mirror of 1,000,000 items (`npm run db:seed -- --market-items 1000000`): copies of
// the demo items made by PostgreSQL itself (generate_series), each with an id of its market's
// shape in a range the demo leaves free (ids.ts), its price, listing time and auction end moved
// a little, and its pictures drawn for its own id.

/** Items one statement writes. */
const CHUNK = 25_000
/** From this many missing items the indexes are built after the load rather than row by row. */
const BULK_FROM = 50_000
const setAside = indexesSetAside('seed.markets.set-aside-indexes')

/** The new item's code from its serial `n`, and the part of a demo item's id and url it replaces. */
const CODES: Record<BrowsableMarket, { code: SQL; old: SQL }> = {
  mercari: { code: sql`'m9' || lpad(n::text, 10, '0')`, old: sql`t.id` },
  paypay: { code: sql`'z9' || lpad(n::text, 8, '0')`, old: sql`t.id` },
  rakuma: { code: sql`md5('bulk:' || n)`, old: sql`t.id` },
  rakuten: { code: sql`'2' || lpad(n::text, 7, '0')`, old: sql`split_part(t.id, ':', 2)` },
  yahoo: { code: sql`'9' || lpad(n::text, 9, '0')`, old: sql`split_part(t.id, '_', 2)` },
  amazon: { code: sql`'B0Z' || lpad(n::text, 7, '0')`, old: sql`t.id` },
  yodobashi: { code: sql`'10000002' || lpad(n::text, 10, '0')`, old: sql`t.id` },
  hardoff: { code: sql`'9' || lpad(n::text, 6, '0')`, old: sql`t.id` },
  nike: {
    code: sql`'ZZ' || lpad((n / 1000)::text, 4, '0') || '-' || lpad((n % 1000)::text, 3, '0')`,
    old: sql`t.id`,
  },
  tonoike: { code: sql`'499' || lpad(n::text, 10, '0')`, old: sql`t.id` },
  'yahoo-auction': { code: sql`'x9' || lpad(n::text, 9, '0')`, old: sql`t.id` },
}

const idOf = (market: BrowsableMarket, code: SQL) =>
  market === 'rakuten'
    ? sql`t.seller_id || ':' || ${code}`
    : market === 'yahoo'
      ? sql`t.seller_id || '_' || ${code}`
      : code

/**
 * Items `from` to `to` (serials) of a market, each a copy of a demo item (the serial picks it)
 * priced from 0.8 to 1.2 times it, listed in the last 30 days, an open auction ending within ten.
 */
function copies(market: BrowsableMarket, from: number, to: number): SQL {
  const { code, old } = CODES[market]
  return sql`
    with t as (
      select *, (row_number() over (order by id) - 1)::int as k
      from market_items where market = ${market}
      order by id limit ${DEMO_ITEMS_PER_MARKET}
    ), g as (
      select n, (0.8 + ((n * 7919) % 41) / 100.0) as f
      from generate_series(${from}::bigint, ${to - 1}::bigint) as n
    )
    insert into market_items (market, id, name, names, price, initial_price, images, label, url,
      seller_id, category_id, category_root, brand, sale_status, product_condition, delivery,
      facets, description_html, description_text, variants, sizes, rate_count, rate_ratio,
      comments, is_sold_out, end_time, quick_decision_price, bid_count, delivery_text, origin,
      weight_g, search_text, created_at, updated_at)
    select t.market, x.id, t.name, t.names, round(t.price * g.f)::int,
      round(t.initial_price * g.f)::int,
      array(select '/media/market/' || t.market || '/' || x.id || '/' || i || '.svg'
        from generate_series(1, cardinality(t.images)) as i),
      t.label, replace(t.url, ${old}, x.code), t.seller_id, t.category_id, t.category_root,
      t.brand, t.sale_status, t.product_condition, t.delivery, t.facets, t.description_html,
      t.description_text, t.variants, t.sizes, t.rate_count, t.rate_ratio, t.comments,
      t.is_sold_out,
      case when t.end_time is null or t.is_sold_out then t.end_time
        else now() + interval '1 hour' + ((g.n * 7907) % 860400) * interval '1 second' end,
      round(t.quick_decision_price * g.f)::int, t.bid_count, t.delivery_text, t.origin,
      t.weight_g, t.search_text, x.listed, x.listed
    from g
    join t on t.k = g.n % (select count(*) from t)
    cross join lateral (select ${idOf(market, code)} as id, ${code} as code,
      now() - ((g.n * 104729) % 2592000) * interval '1 second' as listed) as x
    on conflict do nothing`
}

/**
 * Tops the mirror up to `total` items across the browsable markets, an even share each, on
 * `writers` connections at once (PostgreSQL; the embedded database has one). A large top-up
 * sets the secondary indexes aside and builds them after; a load that stopped part-way leaves
 * whole chunks and the record, and the next call builds what is missing first.
 */
export async function seedMarketBulk(
  db: Database,
  total: number,
  { writers = 1 }: { writers?: number } = {},
): Promise<number> {
  await setAside.build(db, writers)
  const counts = new Map(
    (
      (await db.execute(
        sql`select market, count(*)::int as n from market_items group by market`,
      )) as { rows: { market: string; n: number }[] }
    ).rows.map((row) => [row.market, row.n]),
  )
  const have = [...counts.values()].reduce((sum, n) => sum + n, 0)
  const missing = total - have
  if (missing <= 0) return 0
  const tasks: (() => Promise<void>)[] = []
  BROWSABLE_MARKETS.forEach((market, i) => {
    const share =
      Math.floor(missing / BROWSABLE_MARKETS.length) +
      (i < missing % BROWSABLE_MARKETS.length ? 1 : 0)
    // Serials go on from the market's count, so that a later top-up makes new ids.
    const first = counts.get(market) ?? 0
    // A market with no demo items has nothing to copy (the start's seed writes them).
    if (first === 0) return
    for (let from = first; from < first + share; from += CHUNK) {
      const to = Math.min(first + share, from + CHUNK)
      tasks.push(async () => {
        await db.execute(copies(market, from, to))
      })
    }
  })
  if (missing >= BULK_FROM) await setAside.drop(db, ['market_items'])
  await inParallel(tasks, writers)
  await setAside.build(db, writers)
  // Vacuumed too, so that the visibility map lets lists be read from their indexes alone
  // (schema.ts); autovacuum would get to it only later.
  await db.execute(sql`vacuum (analyze) market_items`)
  const [row] = (
    (await db.execute(sql`select count(*)::int as n from market_items`)) as {
      rows: { n: number }[]
    }
  ).rows
  return (row?.n ?? have) - have
}
