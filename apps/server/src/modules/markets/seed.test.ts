import { BROWSABLE_MARKETS, MARKET_FILTERS, type MarketItem } from '@kaimono/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { renewDemoAuctions, seedMarket } from './seed.ts'

// The demo mirror as the app serves it: the start's seed (test/global-setup.ts runs every seed
// part) put every market in the database.

const t = useTestApp()
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const list = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    items: MarketItem[]
    sub_categories: { id: string; parent_id: string | null }[]
    pagination: { is_allow_next: boolean }
  }
}

/** Filter choices no item of the market can match: Nike sells nothing under ¥500 or over ¥50,000, Tonoike nothing over ¥50,000. */
const NEVER: Record<string, string[]> = {
  nike: ['price:1-500', 'price:50000-100000', 'price:100000-5000000'],
  tonoike: ['price:50000-100000', 'price:100000-5000000'],
}

describe.each(BROWSABLE_MARKETS)('%s', (market) => {
  test('lists a full first page of its items', async () => {
    const page = await list(`/market/v3/${market}`)
    expect(page.items).toHaveLength(30)
    expect(page.pagination.is_allow_next).toBe(true)
    for (const item of page.items) {
      expect(item.names?.vi).toBeTruthy()
      expect(item.image_uri).toMatch(new RegExp(`^/media/market/${market}/`))
    }
  })

  test('finds items for every choice of every filter it offers', async () => {
    const empty: string[] = []
    for (const filter of MARKET_FILTERS[market]) {
      for (const option of filter.options) {
        const pair = `${filter.key}:${option.value}`
        if (NEVER[market]?.includes(pair)) continue
        const page = await list(`/market/v3/${market}?filters=${encodeURIComponent(pair)}`)
        if (page.items.length === 0) empty.push(pair)
      }
    }
    expect(empty).toEqual([])
  })
})

test('a category lists its own items; Rakuma drills down parent → child → grandchild', async () => {
  const res = await get('/market/static/rakuma/categories-first.json')
  const categories = res.json().data as { id: string; parent_id: string | null }[]
  const root = categories.find((category) => category.parent_id === null)
  const top = await list(`/market/v3/rakuma?category_id=${root?.id}`)
  expect(top.items.length).toBeGreaterThan(0)
  const child = top.sub_categories[0]
  expect(child?.parent_id).toBe(root?.id)
  const middle = await list(`/market/v3/rakuma?category_id=${child?.id}`)
  const grandchild = middle.sub_categories[0]
  expect(grandchild?.parent_id).toBe(child?.id)
  const bottom = await list(`/market/v3/rakuma?category_id=${grandchild?.id}`)
  expect(bottom.items.length).toBeGreaterThan(0)
  expect(bottom.sub_categories).toEqual([])
  for (const item of bottom.items) {
    expect(item.categories.map((category) => category.id)).toEqual([
      root?.id,
      child?.id,
      grandchild?.id,
    ])
  }
})

test('the auctions listed all end later, and a detail shows bids', async () => {
  const page = await list('/market/v3/yahoo-auction?sort=ending')
  const now = Date.now() / 1000
  for (const item of page.items) expect(item.end_time).toBeGreaterThan(now)
  const first = page.items[0]
  const detail = await get(`/market/v3/yahoo-auction/detail?id=${first?.id}`)
  expect(detail.statusCode).toBe(200)
  expect(detail.json().item.bid_count).toBeGreaterThanOrEqual(0)
  expect(detail.json().item.description_html).toContain('<p>')
})

test('seeding again leaves every row as it was', async () => {
  const db = t.database.db
  const dump = async () => {
    const { rows } = (await db.execute(sql`select
        (select md5(string_agg(c::text, '|' order by id)) from market_categories c
          where market = 'rakuma') as categories,
        (select md5(string_agg(s::text, '|' order by id)) from market_sellers s
          where market = 'rakuma') as sellers,
        (select md5(string_agg(i::text, '|' order by id)) from market_items i
          where market = 'rakuma') as items,
        (select count(*)::int from market_items) as count`)) as {
      rows: Record<string, unknown>[]
    }
    return rows[0]
  }
  const now = Date.UTC(2026, 10, 20)
  // The start seeded every market with its own clock; the same clock twice gives the same rows.
  await db.transaction((tx) => seedMarket(tx, 'rakuma', now))
  const once = await dump()
  await db.transaction((tx) => seedMarket(tx, 'rakuma', now))
  expect(await dump()).toEqual(once)
  expect(once?.count).toBe(11 * 320)
})

test('the demo’s auctions that ended open again; those sold stay ended', async () => {
  const db = t.database.db
  const now = Date.now()
  await db.transaction((tx) => seedMarket(tx, 'yahoo-auction', now - 30 * 86_400_000))
  const open = async () =>
    (
      (await db.execute(sql`select
          count(*) filter (where end_time > now())::int as open,
          count(*) filter (where is_sold_out and end_time < now())::int as won
        from market_items where market = 'yahoo-auction'`)) as {
        rows: { open: number; won: number }[]
      }
    ).rows[0]
  // Seeded a month ago: every auction has ended.
  expect((await open())?.open).toBe(0)
  const renewed = await renewDemoAuctions(db, now)
  expect(renewed).toBeGreaterThan(280)
  expect(await open()).toEqual({ open: renewed, won: 320 - renewed })
  expect(await renewDemoAuctions(db, now)).toBe(0)
  expect((await list('/market/v3/yahoo-auction?sort=bids')).items).toHaveLength(30)
})

describe('pictures', () => {
  const items = async () => (await list('/market/v3/mercari')).items

  test('two items are drawn differently; a picture is revalidated by its ETag', async () => {
    const [a, b] = await items()
    const first = await get(a?.image_uri ?? '')
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(first.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    )
    expect(first.body).toMatch(/^<svg /)
    const second = await get(b?.image_uri ?? '')
    expect(second.body).not.toBe(first.body)
    expect(second.headers.etag).not.toBe(first.headers.etag)
    const again = await get(a?.image_uri ?? '', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  test('every picture of an item differs, and the first is also a PNG', async () => {
    const [item] = (await items()).filter((one) => one.image_list.length > 1)
    const bodies = await Promise.all(
      item?.image_list.map(async (url) => (await get(url)).body) ?? [],
    )
    expect(new Set(bodies).size).toBe(bodies.length)
    const png = await get(item?.image_uri.replace(/\.svg$/, '.png') ?? '')
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG')
  })

  test('an item or a picture the mirror does not have is a 404', async () => {
    const [item] = (await items()).filter((one) => one.image_list.length < 4)
    expect((await get('/media/market/mercari/m00000000000/1.svg')).statusCode).toBe(404)
    expect((await get(`/media/market/mercari/${item?.id}/4.svg`)).statusCode).toBe(404)
    expect((await get(`/media/market/nike/${item?.id}/1.svg`)).statusCode).toBe(404)
    expect((await get(`/media/market/ecoring/${item?.id}/1.svg`)).statusCode).toBe(404)
    expect((await get(`/media/market/a%00b/${item?.id}/1.svg`)).statusCode).toBe(400)
  })

  test('a seller’s avatar is drawn; an unknown seller’s is a 404', async () => {
    const [item] = await items()
    const avatar = await get(item?.shop?.image_uri ?? '')
    expect(avatar.statusCode).toBe(200)
    expect(avatar.body).toMatch(/^<svg /)
    expect((await get('/media/market-sellers/mercari/nobody.svg')).statusCode).toBe(404)
  })
})
