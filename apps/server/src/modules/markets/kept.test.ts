import { zstdDecompressSync } from 'node:zlib'
import { MarketEventList, MarketEventProducts, MarketList } from '@kaimono/contracts'
import { beforeAll, describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { catalogueFeed, emptyMarkets, feedItem, importLines } from '../../../test/market-feed.ts'

// The app's own markets (the mirror behind the process's answer cache), on feeds imported into
// the test's database: an import is seen at once, and Amazon's sales are made from its items.

const t = useTestApp()

beforeAll(async () => {
  await emptyMarkets(t.database.db, ['tonoike', 'amazon'])
  await importLines(t.database.db, 'tonoike', catalogueFeed('tonoike', 3))
  await importLines(t.database.db, 'amazon', catalogueFeed('amazon', 12))
})

async function json<T>(url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const res = await t.app.inject({ url })
  expect(res.statusCode, res.body).toBe(200)
  return schema.parse(res.json())
}

const priceOf = async (id: string) =>
  (await json('/market/v3/tonoike?sort=price_asc', MarketList)).items.find((item) => item.id === id)
    ?.price

describe('answers kept until the mirror changes', () => {
  test('a list kept in the process shows an imported price on the next request', async () => {
    expect(await priceOf('item-002')).toBe(1_200)
    await importLines(t.database.db, 'tonoike', [feedItem('tonoike', 'item-002', { price: 950 })])
    expect(await priceOf('item-002')).toBe(950)
  })

  test('an answer is kept compressed: the same bytes to every client that takes zstd', async () => {
    const url = '/market/v3/amazon?sort=price_desc&page=1'
    const zstd = { 'accept-encoding': 'gzip, zstd' }
    const first = await t.app.inject({ url, headers: zstd })
    const second = await t.app.inject({ url, headers: zstd })
    const plain = await t.app.inject({ url })
    expect([first.statusCode, first.headers['content-encoding']]).toEqual([200, 'zstd'])
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const sent = JSON.parse(zstdDecompressSync(first.rawPayload).toString('utf8'))
    expect(sent).toEqual(plain.json())
    expect(MarketList.parse(sent).items.map((item) => item.price)).toEqual(
      MarketList.parse(sent)
        .items.map((item) => item.price)
        .toSorted((a, b) => b - a),
    )
  })
})

describe("Amazon's sales", () => {
  test('one per root with items 10% off or more, each with only such items', async () => {
    const { data } = await json('/market/static/event/amazon.list.json', MarketEventList)
    expect(data.length).toBeGreaterThan(0)
    for (const event of data) {
      expect(event.title.ja).toContain('セール')
      const sale = await json(`/market/static/event/products/${event.id}.json`, MarketEventProducts)
      expect(sale.event).toEqual(event)
      expect(sale.items.length).toBeGreaterThan(0)
      for (const item of sale.items) {
        expect(item.initial_price).not.toBeNull()
        expect(100 * ((item.initial_price ?? 0) - item.price)).toBeGreaterThanOrEqual(
          10 * (item.initial_price ?? 0),
        )
      }
    }
  })

  test('a sale nobody knows is a 404; a bad id a 400', async () => {
    expect(
      (await t.app.inject({ url: '/market/static/event/products/none.json' })).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ url: '/market/static/event/products/a%20b.json' })).statusCode,
    ).toBe(400)
  })
})
